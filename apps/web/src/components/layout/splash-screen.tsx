import { shouldShowSplash, SPLASH_SEEN_KEY } from '@scentia/domain/shop/splash'
import { useEffect, useState } from 'react'
import { isHydrating } from '../../lib/hydration'

/** sessionStorage key (the domain's: index.html's inline script reads the same one). */
export { SPLASH_SEEN_KEY }
/** docs/product.md §S9: the splash fades out after 5 s. */
export const SPLASH_DURATION_MS = 5_000
const FADE_MS = 600

function hasSeenSplash(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === '1'
  } catch {
    // Storage can be blocked (private modes, embedded views): never trap a shopper behind it.
    return true
  }
}

function markSplashSeen() {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1')
  } catch {
    // Nothing to do: without storage the splash simply shows on the next full load.
  }
}

/**
 * This landing's verdict (shop/splash.ts): only the home page, opened from nowhere or from the
 * shop. A skipped splash counts as seen, so a later reload of home does not spring it either.
 */
function showsSplashHere(): boolean {
  const shows = shouldShowSplash({
    seen: hasSeenSplash(),
    pathname: window.location.pathname,
    referrer: document.referrer,
    origin: window.location.origin,
  })
  if (!shows) markSplashSeen()
  return shows
}

/** What dismisses it at once: a tap, a key, a scroll (wheel or touch). */
const DISMISS_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const

type Phase = 'shown' | 'leaving' | 'gone'

/**
 * Brand splash over the page (docs/product.md §S2). It never delays the page: the route renders underneath
 * at the same time, and the splash is deliberately smaller text than any page heading so it
 * never becomes the Largest Contentful Paint. A tap, a key or a scroll dismisses it at once, and a
 * shopper who lands elsewhere than home or from another site never sees it (shop/splash.ts).
 */
export function SplashScreen() {
  // The server cannot know the browser session, so a rendered page always carries the splash;
  // index.html's first script hides it at once for a returning tab (the class 'splash-seen'),
  // and hydration starts from the same 'shown' before this component looks (decision 016).
  const [phase, setPhase] = useState<Phase>(() =>
    typeof window === 'undefined' || isHydrating() ? 'shown' : showsSplashHere() ? 'shown' : 'gone',
  )

  useEffect(() => {
    // Only at mount: later phases are this component's own. Not a derived state: the browser
    // session is outside React and unknown to the server render this one must match first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isHydrating() && !showsSplashHere()) setPhase('gone')
  }, [])

  useEffect(() => {
    if (phase !== 'shown') return
    markSplashSeen()
    const timer = window.setTimeout(() => {
      setPhase('leaving')
    }, SPLASH_DURATION_MS)
    const dismiss = () => {
      setPhase('gone')
    }
    // The spec's 5 s stand for a shopper who waits; one who taps, types or scrolls wants the page.
    for (const name of DISMISS_EVENTS) {
      document.addEventListener(name, dismiss, { passive: true, capture: true })
    }
    return () => {
      window.clearTimeout(timer)
      for (const name of DISMISS_EVENTS) {
        document.removeEventListener(name, dismiss, { capture: true })
      }
    }
  }, [phase])

  useEffect(() => {
    if (phase !== 'leaving') return
    const timer = window.setTimeout(() => {
      setPhase('gone')
    }, FADE_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [phase])

  if (phase === 'gone') return null

  return (
    // Decorative: the brand is in the header too, so assistive tech skips the splash entirely.
    // Pointer users dismiss it by clicking anywhere; keyboard users by pressing any key.
    <div
      aria-hidden="true"
      data-testid="splash-screen"
      data-splash=""
      onClick={() => {
        setPhase('gone')
      }}
      className={`fixed inset-0 z-[60] flex cursor-pointer flex-col items-center justify-center bg-ink text-cream ${
        phase === 'leaving' ? 'animate-fade-out' : ''
      }`}
    >
      <span className="h-px w-10 bg-gold" />
      <span className="mt-5 font-serif text-3xl tracking-[0.3em] uppercase">Scentia</span>
      <span className="mt-3 text-[0.7rem] tracking-[0.28em] text-gold-light uppercase">
        Find your signature scent
      </span>
    </div>
  )
}
