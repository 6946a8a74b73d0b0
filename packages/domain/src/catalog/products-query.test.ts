import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PRODUCTS_QUERY,
  emptyFacets,
  isOneTypoAway,
  parseProductsQuery,
  productsQueryToSearchParams,
  searchWords,
  type ProductsQuery,
} from './products-query'

function query(fields: Partial<ProductsQuery>): ProductsQuery {
  return { ...DEFAULT_PRODUCTS_QUERY, ...fields }
}

describe('parseProductsQuery', () => {
  it.each<[string, ProductsQuery]>([
    ['', DEFAULT_PRODUCTS_QUERY],
    ['q=rose%20oud', query({ q: 'rose oud', sort: 'relevance' })],
    ['q=%20%20', DEFAULT_PRODUCTS_QUERY],
    ['q=rose&sort=price_asc', query({ q: 'rose', sort: 'price_asc' })],
    ['sort=relevance', DEFAULT_PRODUCTS_QUERY],
    ['sort=bestsellers', query({ sort: 'bestsellers' })],
    ['sort=PRICE_DESC', query({ sort: 'price_desc' })],
    ['family=woody', query({ family: 'Woody' })],
    ['family=All', DEFAULT_PRODUCTS_QUERY],
    ['family=', DEFAULT_PRODUCTS_QUERY],
    ['gender=Women', query({ gender: 'female' })],
    ['gender=masculine', query({ gender: 'male' })],
    ['gender=unisex', query({ gender: 'unisex' })],
    ['intensity=very-strong', query({ intensity: 'Very Strong' })],
    ['intensity=Very%20Strong', query({ intensity: 'Very Strong' })],
    ['brand=%20Maison%20Adaeze%20', query({ brand: 'Maison Adaeze' })],
    ['note=oud', query({ note: 'oud' })],
    ['min_price=10000&max_price=20000', query({ minPrice: 10_000, maxPrice: 20_000 })],
    ['min_price=0', query({ minPrice: 0 })],
    ['min_price=15000&max_price=15000', query({ minPrice: 15_000, maxPrice: 15_000 })],
    ['in_stock=1', query({ inStock: true })],
    ['in_stock=true', query({ inStock: true })],
    ['in_stock=0', DEFAULT_PRODUCTS_QUERY],
    ['gift_set=1', query({ giftSet: true })],
    ['travel_size=yes', query({ travelSize: true })],
    ['gift_set=0&travel_size=', DEFAULT_PRODUCTS_QUERY],
    ['page=3&per_page=48', query({ page: 3, perPage: 48 })],
    ['per_page=1', query({ perPage: 1 })],
    ['ids=12,%207,30,7', query({ ids: [12, 7, 30] })],
    ['utm_source=whatsapp', DEFAULT_PRODUCTS_QUERY],
  ])('reads %j', (search, expected) => {
    expect(parseProductsQuery(new URLSearchParams(search))).toEqual({ ok: true, query: expected })
  })

  it.each([
    ['per_page=0', 'per_page must be between 1 and 48'],
    ['per_page=49', 'per_page must be between 1 and 48'],
    ['per_page=ten', 'per_page must be between 1 and 48'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=-1', 'page must be a whole number from 1 to 100000'],
    ['page=1.5', 'page must be a whole number from 1 to 100000'],
    ['min_price=abc', 'min_price must be a whole number of naira'],
    ['max_price=1e5', 'max_price must be a whole number of naira'],
    ['min_price=20000&max_price=10000', 'min_price must not be more than max_price'],
    [
      'family=Leather',
      'family must be one of Floral, Woody, Oriental, Fresh, Citrus, Gourmand, Aromatic',
    ],
    ['gender=kids', 'gender must be one of male, female, unisex'],
    ['intensity=extreme', 'intensity must be one of Light, Moderate, Strong, Very Strong'],
    ['sort=cheapest', 'sort must be one of newest, price_asc, price_desc, bestsellers, relevance'],
    ['in_stock=maybe', 'in_stock must be 1 or 0'],
    ['gift_set=boxed', 'gift_set must be 1 or 0'],
    ['travel_size=2', 'travel_size must be 1 or 0'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    [`brand=${'b'.repeat(61)}`, 'brand must be at most 60 characters'],
    [`note=${'n'.repeat(61)}`, 'note must be at most 60 characters'],
    ['note=!!!', 'note must name a scent note, like note=oud'],
    ['ids=1,two', 'ids must be product numbers separated by commas, like ids=12,7,30'],
    ['ids=0', 'ids must be product numbers separated by commas, like ids=12,7,30'],
    ['ids=3000000000', 'ids must be product numbers separated by commas, like ids=12,7,30'],
    [
      `ids=${Array.from({ length: 49 }, (_, i) => i + 1).join(',')}`,
      'ids can name at most 48 products',
    ],
  ])('refuses %j: %s', (search, message) => {
    expect(parseProductsQuery(new URLSearchParams(search))).toEqual({ ok: false, message })
  })
})

describe('productsQueryToSearchParams (the canonical form)', () => {
  it.each<[Partial<ProductsQuery>, string]>([
    [{}, ''],
    [{ q: 'rose' }, 'q=rose'],
    [{ q: 'rose', sort: 'relevance' }, 'q=rose'],
    [{ q: 'rose', sort: 'newest' }, 'q=rose&sort=newest'],
    [{ sort: 'relevance' }, ''],
    [{ sort: 'newest' }, ''],
    [{ sort: 'price_asc', page: 2 }, 'sort=price_asc&page=2'],
    [{ intensity: 'Very Strong', family: 'Woody' }, 'family=Woody&intensity=very-strong'],
    [
      { perPage: 48, page: 1, inStock: true, maxPrice: 20_000, minPrice: 0, gender: 'female' },
      'gender=female&min_price=0&max_price=20000&in_stock=1&per_page=48',
    ],
    [{ brand: ' Maison ', note: 'oud', q: '  ' }, 'brand=Maison&note=oud'],
    [{ ids: [4, 2] }, 'ids=4%2C2'],
    [{ travelSize: true, giftSet: true, inStock: true }, 'in_stock=1&gift_set=1&travel_size=1'],
  ])('writes %j as %j', (fields, expected) => {
    expect(productsQueryToSearchParams(fields).toString()).toBe(expected)
  })

  it.each([
    'q=rose&family=Floral&gender=female&brand=Adaeze&note=jasmine&intensity=strong&min_price=1&max_price=9&in_stock=1&sort=price_desc&page=4&per_page=12',
    'gender=Women&intensity=Very%20Strong&sort=newest&page=1&per_page=24',
    'ids=9,3',
    'family=Fresh&gift_set=1&travel_size=1',
  ])('reads back what it writes for %j', (search) => {
    const parsed = parseProductsQuery(new URLSearchParams(search))
    if (!parsed.ok) throw new Error(parsed.message)
    const again = parseProductsQuery(productsQueryToSearchParams(parsed.query))
    expect(again).toEqual(parsed)
  })
})

describe('searchWords', () => {
  it.each([
    ['Lumière & OUD!', ['lumiere', 'oud']],
    ['  vanila  ', ['vanila']],
    ["Adaeze's rose:*|!", ['adaeze', 's', 'rose']],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words)
  })
})

describe('emptyFacets', () => {
  it('lists every family, gender, intensity and price band at zero', () => {
    const facets = emptyFacets()
    expect(facets.family).toHaveLength(7)
    expect(facets.price_band.map((band) => [band.value, band.min, band.max])).toEqual([
      ['under-10000', 0, 10_000],
      ['10000-20000', 10_000, 20_000],
      ['20000-30000', 20_000, 30_000],
      ['30000-plus', 30_000, null],
    ])
  })
})

describe('isOneTypoAway (docs/product.md §11: one typo in a word of five letters or more)', () => {
  it.each([
    ['adaze', 'adaeze', true], // a letter missing
    ['vanila', 'vanilla', true],
    ['vanillla', 'vanilla', true], // a letter added
    ['ambar', 'amber', true], // a letter changed
    ['vanlila', 'vanilla', true], // two neighbours swapped
    ['xmber', 'amber', true], // the first letter
    ['ambe', 'amber', true], // the last letter missing
    ['vanilla', 'vanilla', false], // no typo: the full-text match finds it
    ['vnla', 'vanilla', false], // three missing
    ['ambre', 'amber', true], // "re" for "er": a swap, as French spells it
    ['anber', 'amber', true],
    ['odd', 'oud', false], // a three-letter word forgives nothing
    ['rosse', 'rose', false], // a four-letter word forgives nothing
    ['jasmin', 'jasmine', true],
    ['jasmeen', 'jasmine', false], // two changes
  ])('%j for %j: %s', (typed, word, expected) => {
    expect(isOneTypoAway(typed, word)).toBe(expected)
  })
})
