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

/** A referrer on this origin: the origin itself or a path under it (a prefix, as index.html checks). */
function isSameSite(referrer: string, origin: string): boolean {
  return referrer === origin || referrer.startsWith(`${origin}/`)
}

export function shouldShowSplash({ seen, pathname, referrer, origin }: SplashLanding): boolean {
  if (seen || pathname !== '/') return false
  return referrer === '' || isSameSite(referrer, origin)
}
