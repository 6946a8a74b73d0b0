import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH, PRICE_BANDS } from './search'
import {
  clearShopFilters,
  isShopQueryNarrowed,
  criteriaQuery,
  hasLegacyShopParams,
  pageCount,
  pageLinks,
  priceBandOfQuery,
  priceBandRange,
  readShopQuery,
  shopSearchParams,
  shopSortOptions,
  shopUrl,
  unappliedShopChoices,
} from './shop-url'

/** A /shop query string read and written back in canonical form. */
const canonical = (search: string) =>
  shopSearchParams(readShopQuery(new URLSearchParams(search))).toString()

describe('readShopQuery and shopSearchParams: /shop reads the API’s parameters', () => {
  it.each([
    ['', ''],
    ['q=rose&family=woody&gender=women', 'q=rose&family=Woody&gender=female'],
    ['brand=Maison%20Lumi%C3%A8re&note=oud', 'brand=Maison+Lumi%C3%A8re&note=oud'],
    ['intensity=Very%20Strong&in_stock=1', 'intensity=very-strong&in_stock=1'],
    ['min_price=10000&max_price=19999', 'min_price=10000&max_price=19999'],
    ['sort=price_asc&page=2', 'sort=price_asc&page=2'],
    // relevance is q's default sort; without q it means nothing.
    ['q=oud&sort=relevance', 'q=oud'],
    ['sort=relevance', ''],
    // The shop shows 24 a page; per_page and ids are other screens' reads.
    ['per_page=48&ids=1,2', ''],
    ['page=1&utm_source=whatsapp', ''],
  ])('?%s is ?%s', (search, expected) => {
    expect(canonical(search)).toBe(expected)
  })

  it.each([
    // Links written before the API's names still open the same shelf.
    ['search=rose', 'q=rose'],
    ['price=10000-20000', 'min_price=10000&max_price=19999'],
    ['price=under-10000', 'max_price=9999'],
    ['price=30000%2B', 'min_price=30000'],
    ['chip=bestsellers', 'sort=bestsellers'],
    ['chip=new', ''],
    ['chip=gift-sets', 'gift_set=1'],
    ['chip=travel-sizes', 'travel_size=1'],
    ['chip=gift-sets&search=oud', 'q=oud&gift_set=1'],
    ['gift_set=1&travel_size=true&page=2', 'gift_set=1&travel_size=1&page=2'],
    ['gift_set=boxed', ''],
    ['sort=price-asc', 'sort=price_asc'],
    // A new name wins over its old spelling.
    ['search=rose&q=oud', 'q=oud'],
    ['price=30000-plus&min_price=5000', 'min_price=5000'],
    ['chip=bestsellers&sort=price_desc', 'sort=price_desc'],
  ])('the old ?%s reads as ?%s', (search, expected) => {
    expect(canonical(search)).toBe(expected)
  })

  it.each([
    // A value the API would refuse is dropped; the rest of the link still works.
    ['family=Leather&gender=male', 'gender=male'],
    ['page=0', ''],
    ['page=two&q=rose', 'q=rose'],
    ['min_price=-5', ''],
    ['min_price=30000&max_price=10000&family=Fresh', 'family=Fresh'],
    ['in_stock=maybe', ''],
    ['sort=cheapest', ''],
    ['brand=' + 'x'.repeat(61), ''],
  ])('a page never refuses its URL: ?%s shows ?%s', (search, expected) => {
    expect(canonical(search)).toBe(expected)
  })

  it('cuts a pasted essay to the search box’s 100 characters instead of dropping it', () => {
    expect(readShopQuery(new URLSearchParams([['q', 'a'.repeat(500)]])).q).toBe('a'.repeat(100))
  })

  it('always reads 24 a page and no ids', () => {
    const query = readShopQuery(new URLSearchParams('per_page=5&ids=3'))
    expect([query.perPage, query.ids]).toEqual([24, null])
  })

  it.each([
    ['search=rose', true],
    ['price=under-10000', true],
    ['chip=bestsellers', true],
    ['q=rose&sort=price_asc', false],
  ])('?%s uses an old name: %s', (search, expected) => {
    expect(hasLegacyShopParams(new URLSearchParams(search))).toBe(expected)
  })

  it('writes /shop links', () => {
    expect(shopUrl({})).toBe('/shop')
    expect(shopUrl({ family: 'Woody', page: 3 })).toBe('/shop?family=Woody&page=3')
  })
})

describe('price bands as price ranges', () => {
  it.each(PRICE_BANDS.map((band) => [band.id, band] as const))('%s round-trips', (id, band) => {
    expect(priceBandOfQuery(priceBandRange(band))).toBe(id)
  })

  it('a range that is no band is no band', () => {
    expect(priceBandOfQuery({ minPrice: 5_000, maxPrice: 19_999 })).toBeNull()
    expect(priceBandOfQuery({ minPrice: null, maxPrice: null })).toBeNull()
  })
})

describe('clearShopFilters', () => {
  it.each([
    ['q=rose&family=Woody&page=3&sort=price_asc', 'sort=price_asc'],
    ['q=rose&page=2', ''],
    ['gender=male&in_stock=1', ''],
    ['gift_set=1&sort=price_asc', 'sort=price_asc'],
    ['travel_size=1', ''],
  ])('?%s cleared is ?%s', (search, expected) => {
    const query = readShopQuery(new URLSearchParams(search))
    expect(shopSearchParams(clearShopFilters(query)).toString()).toBe(expected)
  })
})

describe('isShopQueryNarrowed', () => {
  it.each([
    ['', false],
    ['sort=bestsellers&page=2', false],
    ['gift_set=1', true],
    ['travel_size=1', true],
    ['in_stock=1', true],
  ])('?%s narrows the shop: %s', (search, expected) => {
    expect(isShopQueryNarrowed(readShopQuery(new URLSearchParams(search)))).toBe(expected)
  })
})

describe('page links', () => {
  it.each([
    [0, 24, 1],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [20_000, 24, 834],
  ])('%i products at %i a page fill %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages)
  })

  const show = (current: number, last: number) =>
    pageLinks(current, last)
      .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
      .join(' ')

  it.each([
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 3 4 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [8, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 7 8 9 10'],
    [417, 834, '1 … 416 417 418 … 834'],
  ])('page %i of %i shows %s', (current, last, expected) => {
    expect(show(current, last)).toBe(expected)
  })

  it('never shows more than seven entries', () => {
    for (let last = 1; last <= 40; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        expect(pageLinks(current, last).length).toBeLessThanOrEqual(7)
      }
    }
  })
})

describe('shopSortOptions', () => {
  it.each([
    [null, ['newest', 'price_asc', 'price_desc', 'bestsellers']],
    ['oud', ['relevance', 'newest', 'price_asc', 'price_desc', 'bestsellers']],
  ])('q=%s can be sorted by %j', (q, ids) => {
    expect(shopSortOptions({ q }).map((option) => option.id)).toEqual(ids)
  })
})

describe('criteriaQuery: the overlay asks the API what /shop would', () => {
  it.each([
    [{}, ''],
    [{ text: '  adaze ' }, 'q=adaze'],
    [{ text: 'oud', family: 'Woody', gender: 'male' }, 'q=oud&family=Woody&gender=male'],
    [
      { price: '20000-30000', intensity: 'Very Strong' },
      'intensity=very-strong&min_price=20000&max_price=29999',
    ],
    [{ chip: 'bestsellers' }, 'sort=bestsellers'],
    [{ chip: 'bestsellers', text: 'rose' }, 'q=rose&sort=bestsellers'],
    [{ chip: 'gift-sets' }, 'gift_set=1'],
    [{ chip: 'travel-sizes', text: 'amber' }, 'q=amber&travel_size=1'],
  ] as const)('%j asks ?%s', (criteria, expected) => {
    expect(shopSearchParams(criteriaQuery({ ...EMPTY_SEARCH, ...criteria })).toString()).toBe(
      expected,
    )
  })
})

describe('unappliedShopChoices: what the form holds that the page does not show yet', () => {
  const read = (search: string) => readShopQuery(new URLSearchParams(search))

  it.each([
    ['a family chosen', '', 'family=Woody', { family: 'Woody' }],
    ['a box ticked', 'family=Woody', 'family=Woody&in_stock=1', { inStock: true }],
    ['a box cleared', 'gift_set=1', '', { giftSet: false }],
    ['a price band', '', 'price=20000-30000', { minPrice: 20_000, maxPrice: 29_999 }],
    ['the sort', '', 'sort=price_asc', { sort: 'price_asc' }],
    ['nothing: the form shows the page', 'family=Woody&note=oud', 'family=Woody&note=oud', {}],
    ['nothing: typed text waits for Enter', 'q=oud', 'q=rose', {}],
    ['nothing: the page number is not a choice', 'page=3', '', {}],
  ])('%s', (_name, shown, onForm, change) => {
    expect(unappliedShopChoices(read(shown), read(onForm))).toEqual(change)
  })
})
