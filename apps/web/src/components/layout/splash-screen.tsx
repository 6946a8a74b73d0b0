import { useEffect, useState } from 'react'
import { isHydrating } from '../../lib/hydration'

/** sessionStorage key: the splash shows once per browser session. */
export const SPLASH_SEEN_KEY = 'scentia:splash-seen'
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

type Phase = 'shown' | 'leaving' | 'gone'

/**
 * Brand splash over the page (docs/product.md §S2). It never delays the page: the route renders underneath
 * at the same time, and the splash is deliberately smaller text than any page heading so it
 * never becomes the Largest Contentful Paint. Click or any key dismisses it at once.
 */
export function SplashScreen() {
  // The server cannot know the browser session, so a rendered page always carries the splash;
  // index.html's first script hides it at once for a returning tab (the class 'splash-seen'),
  // and hydration starts from the same 'shown' before this component looks (decision 016).
  const [phase, setPhase] = useState<Phase>(() =>
    typeof window === 'undefined' || isHydrating() ? 'shown' : hasSeenSplash() ? 'gone' : 'shown',
  )

  useEffect(() => {
    // Only at mount: later phases are this component's own. Not a derived state: the browser
    // session is outside React and unknown to the server render this one must match first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isHydrating() && hasSeenSplash()) setPhase('gone')
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
    document.addEventListener('keydown', dismiss)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('keydown', dismiss)
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
