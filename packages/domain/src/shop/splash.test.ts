import { describe, expect, it } from 'vitest'
import { shouldShowSplash } from './splash'

const origin = 'https://scentia.ng'

describe('shouldShowSplash', () => {
  it.each([
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
  ])('%s: shows %s', (_case, seen, pathname, referrer, shows) => {
    expect(shouldShowSplash({ seen, pathname, referrer, origin })).toBe(shows)
  })
})
