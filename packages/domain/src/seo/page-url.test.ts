import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageUrl, pageUrlOf } from './page-url'

describe('pageUrl: the render (and cache key) and canonical URL of a public page', () => {
  // Most pages are canonical at their render URL: a link to the same page is the same page.
  it.each([
    // Pages that read no parameter are one page whatever the query says.
    ['/', '', '/'],
    ['/', 'utm_source=whatsapp&utm_campaign=eid', '/'],
    ['/about', 'x=1', '/about'],
    ['/shop/product/oud-al-lagos', 'ref=ig&size=50ml', '/shop/product/oud-al-lagos'],
    ['/verification', 'token=abc123', '/verification'],
    ['/no-such-page', 'a=b', '/no-such-page'],
    // /shop: GET /api/products' names (docs/product.md §11), unknown parameters dropped, known
    // ones parsed as the page parses them; old links (search=, price=, chip=) in the new form.
    ['/shop', '', '/shop'],
    ['/shop', 'utm_source=a', '/shop'],
    ['/shop', 'x=1&fbclid=IwAR0', '/shop'],
    ['/shop', 'q=&family=&sort=', '/shop'],
    ['/shop', 'family=woody', '/shop?family=Woody'],
    ['/shop', 'family=Leather', '/shop'],
    ['/shop', 'gender=Women&family=FLORAL', '/shop?family=Floral&gender=female'],
    ['/shop', 'intensity=Very%20Strong', '/shop?intensity=very-strong'],
    ['/shop', 'price=30000%2B&chip=new', '/shop?min_price=30000'],
    ['/shop', 'search=rose&page=2', '/shop?q=rose&page=2'],
    // The search text keeps its case (the page shows it), loses its padding, one spelling of space.
    ['/shop', 'q=%20Rose%20Oud%20', '/shop?q=Rose+Oud'],
    ['/shop', 'search=rose%20oud', '/shop?q=rose+oud'],
    // Each page and each order is its own page (24 a page: another sort shows other bottles).
    ['/shop', 'sort=price-asc&q=rose', '/shop?q=rose&sort=price_asc'],
    ['/shop', 'page=3&family=Woody', '/shop?family=Woody&page=3'],
    ['/shop', 'page=1', '/shop'],
    ['/shop', 'page=0', '/shop'],
    ['/shop', 'per_page=48', '/shop'],
    ['/shop', 'sort=newest', '/shop'],
    ['/shop', 'sort=cheapest', '/shop'],
    ['/shop', 'family=Woody&family=Floral', '/shop?family=Woody'],
    // The route matches without regard to case or a trailing slash.
    ['/Shop/', 'family=Woody&x=1', '/shop?family=Woody'],
    // /quiz without a whole set of answers is the quiz itself; /track without an id, the empty box.
    ['/quiz', 'utm_source=x', '/quiz'],
    ['/quiz', 'o=evening&n=woody', '/quiz'],
    ['/track', 'id=', '/track'],
  ])('%s?%s renders and is canonical at %s', (path, search, url) => {
    expect(pageUrl(path, search)).toEqual({ renderUrl: url, canonicalUrl: url })
  })

  // A quiz's answers and an order id are one shopper's: the render keeps them, in one order and
  // spelling, and the canonical URL is the page without them.
  it.each([
    // /quiz: a whole set of answers, in the result link's own order.
    [
      '/quiz',
      'b=30000%2B&f=female&i=Strong&n=oriental,woody&o=evening&x=1',
      '/quiz?o=evening&n=woody%2Coriental&i=strong&f=women&b=30000-plus',
      '/quiz',
    ],
    // /track: the order id as the box shows it; /orders/track is canonical at /track.
    ['/track', 'id=%20ord0123456789%20&utm_source=sms', '/track?id=ORD0123456789', '/track'],
    ['/orders/track', 'id=ORD0123456789', '/orders/track?id=ORD0123456789', '/track'],
  ])('%s?%s renders %s, canonical %s', (path, search, renderUrl, canonicalUrl) => {
    expect(pageUrl(path, search)).toEqual({ renderUrl, canonicalUrl })
  })

  it('caps what a parameter can add to a key: the search at 100 characters, an order id at 32', () => {
    const long = 'a'.repeat(5_000)
    expect(pageUrl('/shop', `q=${long}`).renderUrl).toBe(`/shop?q=${'a'.repeat(100)}`)
    expect(pageUrl('/track', `id=${long}`).renderUrl).toBe(`/track?id=${'A'.repeat(32)}`)
  })

  it('reads a request target, with or without a query', () => {
    expect(pageUrlOf('/shop?utm_source=a&family=woody')).toEqual({
      renderUrl: '/shop?family=Woody',
      canonicalUrl: '/shop?family=Woody',
    })
    expect(pageUrlOf('/about')).toEqual({ renderUrl: '/about', canonicalUrl: '/about' })
    expect(pageUrlOf('/about?')).toEqual({ renderUrl: '/about', canonicalUrl: '/about' })
  })

  it('is stable: a render URL is its own render URL, whatever query it came from', () => {
    const paths = fc.constantFrom('/shop', '/quiz', '/track', '/orders/track', '/about')
    const queries = fc.array(
      fc.tuple(
        fc.constantFrom(
          'search',
          'q',
          'brand',
          'note',
          'min_price',
          'max_price',
          'in_stock',
          'page',
          'family',
          'gender',
          'price',
          'intensity',
          'chip',
          'sort',
          'o',
          'n',
          'i',
          'f',
          'b',
          'id',
          'x',
        ),
        fc.string({ maxLength: 30 }),
      ),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(paths, queries, (path, entries) => {
        const { renderUrl } = pageUrl(path, new URLSearchParams(entries))
        expect(pageUrlOf(renderUrl).renderUrl).toBe(renderUrl)
      }),
    )
  })
})
