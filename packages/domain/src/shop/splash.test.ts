import { describe, expect, it } from 'vitest'
import { shouldShowSplash, SPLASH_SEEN_KEY, splashLandingScript } from './splash'

const origin = 'https://scentia.ng'

const LANDINGS = [
  ['typed or bookmarked home page', false, '/', '', true],
  ['home from the shop itself', false, '/', 'https://scentia.ng/shop', true],
  ['home, already seen this session', true, '/', '', false],
  ['home from a Google result', false, '/', 'https://www.google.com/', false],
  ['home from a WhatsApp link preview', false, '/', 'https://l.wl.co/', false],
  ['a shared product link, no referrer', false, '/product/oud-al-lagos', '', false],
  ['a product from a search result', false, '/product/oud-al-lagos', 'https://bing.com/', false],
  ['a shared wishlist', false, '/wishlist/share/abc', '', false],
  ['home with a referrer that is not a URL', false, '/', 'not a url', false],
  ['home from http on the same host (another origin)', false, '/', 'http://scentia.ng/', false],
  ['home from a look-alike host', false, '/', 'https://scentia.ng.evil.example/', false],
] as const

describe('shouldShowSplash', () => {
  it.each(LANDINGS)('%s: shows %s', (_case, seen, pathname, referrer, shows) => {
    expect(shouldShowSplash({ seen, pathname, referrer, origin })).toBe(shows)
  })
})

type InlineScript = (sessionStorage: unknown, location: unknown, document: unknown) => void

/** The generated script as a function of the three browser globals it reads. */
function compile(): InlineScript {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is ours, generated from shouldShowSplash
  return new Function(
    'sessionStorage',
    'location',
    'document',
    splashLandingScript(),
  ) as InlineScript
}

/** Runs the inline script as a browser would, on a page with these facts; true if it hid the splash. */
function runInlineScript(seen: boolean, pathname: string, referrer: string): boolean {
  const classes = new Set<string>()
  compile()(
    { getItem: (key: string) => (seen && key === SPLASH_SEEN_KEY ? '1' : null) },
    { pathname, origin },
    { referrer, documentElement: { classList: { add: (name: string) => classes.add(name) } } },
  )
  return classes.has('splash-seen')
}

describe('splashLandingScript', () => {
  it.each(LANDINGS)(
    '%s: the inline script agrees (shows %s)',
    (_case, seen, pathname, referrer, shows) => {
      expect(runInlineScript(seen, pathname, referrer)).toBe(!shows)
    },
  )

  it('a storage that throws (private mode) leaves the page as it is', () => {
    const denied = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => {
      compile()(denied, { pathname: '/', origin }, {})
    }).not.toThrow()
  })
})
