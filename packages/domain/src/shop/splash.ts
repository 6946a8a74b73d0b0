/**
 * Whether the brand splash (docs/product.md §S2, 5 s) covers the page a visit lands on. It greets
 * a shopper who opens the shop itself: once a browser session, on the home page, arriving from
 * nowhere or from the shop. A shopper who lands from a search result or a shared link (another
 * page than home, or a referrer on another site) came for that page and sees it at once.
 */
export interface SplashLanding {
  /** This tab already saw it (sessionStorage). */
  seen: boolean
  /** The landing page's path, e.g. '/' or '/product/oud-al-lagos'. */
  pathname: string
  /** document.referrer: '' when typed, bookmarked or opened from an app that sends none. */
  referrer: string
  /** The shop's own origin, e.g. 'https://scentia.ng'. */
  origin: string
}

/** sessionStorage key: the splash shows once per browser session. */
export const SPLASH_SEEN_KEY = 'scentia:splash-seen'

/**
 * Self-contained on purpose (no helper, no import): `splashLandingScript` sends this very
 * function's source to the browser, so the rule is written once for the app and for the inline
 * script that decides before the first paint.
 */
export function shouldShowSplash({ seen, pathname, referrer, origin }: SplashLanding): boolean {
  if (seen || pathname !== '/') return false
  // From nowhere, or from this origin itself or a path under it (the shop's own pages).
  return referrer === '' || referrer === origin || referrer.startsWith(origin + '/')
}

/**
 * The inline script index.html runs before the first paint (the server puts it where the
 * template says `<!--splash-landing-->`): it marks `splash-seen` on <html> whenever
 * shouldShowSplash says no, so the splash never flashes over a page it must not cover. Its CSP
 * hash is taken from the same text.
 */
export function splashLandingScript(): string {
  const rule = shouldShowSplash.toString()
  const key = JSON.stringify(SPLASH_SEEN_KEY)
  return (
    `try{if(!(${rule})({seen:sessionStorage.getItem(${key})==='1',pathname:location.pathname,` +
    `referrer:document.referrer,origin:location.origin}))` +
    `document.documentElement.classList.add('splash-seen')}catch(e){}`
  )
}
