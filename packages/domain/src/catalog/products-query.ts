import { GENDER_ALIASES, pick, slug } from './filter-values'
import {
  GENDERS,
  INTENSITIES,
  SCENT_FAMILIES,
  type Gender,
  type Intensity,
  type Product,
  type ScentFamily,
} from './product'
import { MAX_SEARCH_TEXT, PRICE_BANDS, type PriceBandId } from './search'

// GET /api/products (docs/product.md §11): the catalogue read a page at a time, filtered, sorted
// and searched in the database. This is its one codec: the API parses requests with it and the
// web writes /shop URLs with it, so both read the same page out of one URL.

export const PRODUCT_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'bestsellers',
  'relevance',
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const DEFAULT_PER_PAGE = 24
export const MAX_PER_PAGE = 48
/** Far past any real catalogue's last page; keeps the database's OFFSET a small number. */
export const MAX_PAGE = 100_000
/** "Fetch these products" (recently viewed, the wishlist) asks for at most one page's worth. */
export const MAX_IDS = MAX_PER_PAGE
/** A brand or a note longer than this is a paste accident. */
export const MAX_FILTER_TEXT = 60
/** Integer naira; far above any bottle, and well inside a 32-bit integer. */
export const MAX_PRICE = 100_000_000

/** One query of GET /api/products; null and false mean "not filtered". */
export interface ProductsQuery {
  /** Free text, trimmed; null when blank. */
  q: string | null
  family: ScentFamily | null
  gender: Gender | null
  brand: string | null
  note: string | null
  intensity: Intensity | null
  /** Integer naira, inclusive. */
  minPrice: number | null
  /** Integer naira, inclusive. */
  maxPrice: number | null
  /** Only products whose full bottle is in stock. */
  inStock: boolean
  /**
   * Extends docs/product.md §11 (docs/decisions/034): only gift sets, and only travel sizes, the
   * shelves of §S9's Gift Sets and Travel Sizes chips.
   */
  giftSet: boolean
  travelSize: boolean
  sort: ProductSort
  /** From 1. */
  page: number
  perPage: number
  /**
   * Extends docs/product.md §11 (docs/decisions/030): these products by integer id, in the order
   * asked, sold-out ones included (a wishlist shows them); null when not asked.
   */
  ids: number[] | null
}

/** The query parameter names, in the order the canonical form writes them. */
export const PRODUCTS_QUERY_PARAMS = [
  'q',
  'family',
  'gender',
  'brand',
  'note',
  'intensity',
  'min_price',
  'max_price',
  'in_stock',
  'gift_set',
  'travel_size',
  'sort',
  'page',
  'per_page',
  'ids',
] as const

export const DEFAULT_PRODUCTS_QUERY: ProductsQuery = {
  q: null,
  family: null,
  gender: null,
  brand: null,
  note: null,
  intensity: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  giftSet: false,
  travelSize: false,
  sort: 'newest',
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  ids: null,
}

/** Relevance ranks the text searched for; without text there is nothing to rank, so newest. */
export function defaultSort(q: string | null): ProductSort {
  return q === null ? 'newest' : 'relevance'
}

export type ParsedProductsQuery =
  { ok: true; query: ProductsQuery } | { ok: false; message: string }

class BadParameter extends Error {}

/** A blank value, or "all" for a filter, means "not filtered": what a form's empty option sends. */
function raw(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? ''
  return value === '' ? null : value
}

function option<T extends string>(
  params: URLSearchParams,
  name: string,
  options: readonly T[],
  aliases: Record<string, T> = {},
): T | null {
  const value = raw(params, name)
  if (value === null || slug(value) === 'all') return null
  const picked = pick(options, value, aliases)
  if (picked === null) {
    throw new BadParameter(`${name} must be one of ${options.join(', ')}`)
  }
  return picked
}

function wholeNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  what: string,
): number | null {
  const value = raw(params, name)
  if (value === null) return null
  const number = /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN
  if (!(number >= min && number <= max)) throw new BadParameter(`${name} must be ${what}`)
  return number
}

function freeText(params: URLSearchParams, name: string): string | null {
  const value = raw(params, name)
  if (value !== null && value.length > MAX_FILTER_TEXT) {
    throw new BadParameter(`${name} must be at most ${MAX_FILTER_TEXT} characters`)
  }
  return value
}

function noteFilter(params: URLSearchParams): string | null {
  const value = freeText(params, 'note')
  // A note is found by its words; one without any ("!!!") could never match.
  if (value !== null && searchWords(value).length === 0) {
    throw new BadParameter('note must name a scent note, like note=oud')
  }
  return value
}

const YES = ['1', 'true', 'yes', 'on']
const NO = ['0', 'false', 'no', 'off']

function flag(params: URLSearchParams, name: string): boolean {
  const value = raw(params, name)?.toLowerCase() ?? null
  if (value === null || NO.includes(value)) return false
  if (YES.includes(value)) return true
  throw new BadParameter(`${name} must be 1 or 0`)
}

function idList(params: URLSearchParams): number[] | null {
  const value = raw(params, 'ids')
  if (value === null) return null
  const parts = value.split(',').map((part) => part.trim())
  if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part) || Number(part) > 2_147_483_647)) {
    throw new BadParameter('ids must be product numbers separated by commas, like ids=12,7,30')
  }
  const ids = [...new Set(parts.map(Number))]
  if (ids.length > MAX_IDS) throw new BadParameter(`ids can name at most ${MAX_IDS} products`)
  return ids
}

/**
 * Reads GET /api/products' parameters (and /shop's URL). Spellings are forgiving (family=woody,
 * gender=women, intensity=very-strong, a blank or "all" filter is no filter); a value that
 * cannot mean anything is refused with a message a person can act on, never guessed at.
 * Unknown parameters (utm_source, a cache buster) are ignored.
 */
export function parseProductsQuery(params: URLSearchParams): ParsedProductsQuery {
  try {
    const text = raw(params, 'q')
    if (text !== null && text.length > MAX_SEARCH_TEXT) {
      throw new BadParameter(`q must be at most ${MAX_SEARCH_TEXT} characters`)
    }
    const minPrice = wholeNumber(params, 'min_price', 0, MAX_PRICE, 'a whole number of naira')
    const maxPrice = wholeNumber(params, 'max_price', 0, MAX_PRICE, 'a whole number of naira')
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
      throw new BadParameter('min_price must not be more than max_price')
    }
    const sort = option(params, 'sort', PRODUCT_SORTS) ?? defaultSort(text)
    const query: ProductsQuery = {
      q: text,
      family: option(params, 'family', SCENT_FAMILIES),
      gender: option(params, 'gender', GENDERS, GENDER_ALIASES),
      brand: freeText(params, 'brand'),
      note: noteFilter(params),
      intensity: option(params, 'intensity', INTENSITIES),
      minPrice,
      maxPrice,
      inStock: flag(params, 'in_stock'),
      giftSet: flag(params, 'gift_set'),
      travelSize: flag(params, 'travel_size'),
      // Relevance without text has nothing to rank: the shelf's own order.
      sort: sort === 'relevance' && text === null ? 'newest' : sort,
      page: wholeNumber(params, 'page', 1, MAX_PAGE, `a whole number from 1 to ${MAX_PAGE}`) ?? 1,
      perPage:
        wholeNumber(params, 'per_page', 1, MAX_PER_PAGE, `between 1 and ${MAX_PER_PAGE}`) ??
        DEFAULT_PER_PAGE,
      ids: idList(params),
    }
    return { ok: true, query }
  } catch (error) {
    if (error instanceof BadParameter) return { ok: false, message: error.message }
    throw error
  }
}

/**
 * The canonical query string of a query: parameters in PRODUCTS_QUERY_PARAMS order, defaults
 * left out (sort when it is the default for q, page 1, 24 a page), so one page has one URL.
 */
export function productsQueryToSearchParams(query: Partial<ProductsQuery>): URLSearchParams {
  const full = { ...DEFAULT_PRODUCTS_QUERY, ...query }
  const q = full.q?.trim().slice(0, MAX_SEARCH_TEXT).trim() || null
  const asked = query.sort ?? defaultSort(q)
  const sort = asked === 'relevance' && q === null ? 'newest' : asked
  const values: Record<(typeof PRODUCTS_QUERY_PARAMS)[number], string | null> = {
    q,
    family: full.family,
    gender: full.gender,
    brand: full.brand?.trim() || null,
    note: full.note?.trim() || null,
    intensity: full.intensity === null ? null : slug(full.intensity),
    min_price: full.minPrice === null ? null : String(full.minPrice),
    max_price: full.maxPrice === null ? null : String(full.maxPrice),
    in_stock: full.inStock ? '1' : null,
    gift_set: full.giftSet ? '1' : null,
    travel_size: full.travelSize ? '1' : null,
    // A query without a sort has its text's default (relevance when there is text).
    sort: sort === defaultSort(q) ? null : sort,
    page: full.page > 1 ? String(full.page) : null,
    per_page: full.perPage === DEFAULT_PER_PAGE ? null : String(full.perPage),
    ids: full.ids === null || full.ids.length === 0 ? null : full.ids.join(','),
  }
  const params = new URLSearchParams()
  for (const name of PRODUCTS_QUERY_PARAMS) {
    const value = values[name]
    if (value !== null) params.set(name, value)
  }
  return params
}

// ---------------------------------------------------------------------------------------------
// The answer

export interface FacetCount<V extends string = string> {
  value: V
  count: number
}

/** A price band of docs/product.md §S9 with its bounds: min inclusive, max exclusive (null: open). */
export interface PriceBandFacet {
  value: PriceBandId
  min: number
  max: number | null
  count: number
}

/**
 * Counts for the query with every other filter applied (the family counts ignore the family
 * filter, and so on), so each count says what picking that value would show.
 */
export interface ProductsFacets {
  /** Every family, in the filter's order, zero counts included. */
  family: FacetCount<ScentFamily>[]
  gender: FacetCount<Gender>[]
  /** Brands with at least one product, most products first; at most MAX_BRAND_FACETS. */
  brand: FacetCount[]
  intensity: FacetCount<Intensity>[]
  price_band: PriceBandFacet[]
}

/** Enough for a brand list a person can scan; a catalogue of thousands of brands is searched. */
export const MAX_BRAND_FACETS = 50

/** GET /api/products answers this (docs/product.md §11). */
export interface ProductsPage {
  success: true
  /** The wire product of docs/product.md §S3; `inWishlist` only ever true for a signed-in shopper. */
  products: Product[]
  /** Products matching the query, over every page. */
  total: number
  page: number
  per_page: number
  facets: ProductsFacets
}

/** The facets with every count at zero: an empty shop, or a page before its answer. */
export function emptyFacets(): ProductsFacets {
  return {
    family: SCENT_FAMILIES.map((value) => ({ value, count: 0 })),
    gender: GENDERS.map((value) => ({ value, count: 0 })),
    brand: [],
    intensity: INTENSITIES.map((value) => ({ value, count: 0 })),
    price_band: PRICE_BANDS.map(({ id, min, max }) => ({ value: id, min, max, count: 0 })),
  }
}

// ---------------------------------------------------------------------------------------------
// Search words

/** One typo is forgiven in a word this long or longer (docs/product.md §11); shorter words must match. */
export const TYPO_MIN_WORD_LENGTH = 5

/**
 * The words of a search, folded (no accents, lower case) and cut at anything that is not a
 * letter or digit, so the database's query parser sees words only: "Lumière & oud!" → lumiere, oud.
 */
export function searchWords(text: string): string[] {
  return text
    .slice(0, MAX_SEARCH_TEXT)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/**
 * Whether `typed` is the catalogue's `word` with one typo: a letter missing, added, changed, or
 * two neighbours swapped ("adaze" for adaeze, "vanila" for vanilla, "vanlila"). Only words of
 * TYPO_MIN_WORD_LENGTH letters or more forgive one: in shorter words one letter is too much of
 * the word ("oud" must not find "odd"). Both are folded words (searchWords).
 */
export function isOneTypoAway(typed: string, word: string): boolean {
  if (word.length < TYPO_MIN_WORD_LENGTH || typed === word) return false
  if (Math.abs(typed.length - word.length) > 1) return false
  let start = 0
  while (start < typed.length && typed[start] === word[start]) start += 1
  let typedEnd = typed.length
  let wordEnd = word.length
  while (typedEnd > start && wordEnd > start && typed[typedEnd - 1] === word[wordEnd - 1]) {
    typedEnd -= 1
    wordEnd -= 1
  }
  // What differs after the common start and end: one letter at most on each side (missing,
  // added or changed), or two letters swapped.
  const typedRest = typed.slice(start, typedEnd)
  const wordRest = word.slice(start, wordEnd)
  if (typedRest.length <= 1 && wordRest.length <= 1) return true
  return (
    typedRest.length === 2 &&
    wordRest.length === 2 &&
    typedRest[0] === wordRest[1] &&
    typedRest[1] === wordRest[0]
  )
}
