import {
  DEFAULT_PER_PAGE,
  DEFAULT_PRODUCTS_QUERY,
  parseProductsQuery,
  productsQueryToSearchParams,
  PRODUCTS_QUERY_PARAMS,
  type ProductSort,
  type ProductsQuery,
} from './products-query'
import {
  MAX_SEARCH_TEXT,
  PRICE_BANDS,
  type PriceBand,
  type PriceBandId,
  type SearchCriteria,
  type TrendingChipId,
} from './search'
import { parseSearchParams } from './search-params'

// /shop's URL (docs/product.md §11): the same parameter names and values as GET /api/products,
// 24 to a page, read with the API's own codec so the page, its render cache key (seo/page-url.ts,
// decision 028) and the API read one page out of one URL. Links written before §11 (search=,
// price=<band>, chip=) are still read, and written back in the new form.

/** The shop shows one page size; per_page and ids belong to other screens' reads. */
export const SHOP_PER_PAGE = DEFAULT_PER_PAGE

/** The parameters /shop's URL carries, in canonical order. */
export const SHOP_PARAMS = PRODUCTS_QUERY_PARAMS.filter(
  (name) => name !== 'per_page' && name !== 'ids',
)

/** The filters the shop's query can hold besides the text and the page (what "Clear all" clears). */
export type ShopFilters = Pick<
  ProductsQuery,
  | 'family'
  | 'gender'
  | 'brand'
  | 'note'
  | 'intensity'
  | 'minPrice'
  | 'maxPrice'
  | 'inStock'
  | 'giftSet'
  | 'travelSize'
>

/** A price band as a price range: the band's upper bound is exclusive, max_price inclusive. */
export function priceBandRange(
  band: Pick<PriceBand, 'min' | 'max'>,
): Pick<ProductsQuery, 'minPrice' | 'maxPrice'> {
  return {
    minPrice: band.min === 0 ? null : band.min,
    maxPrice: band.max === null ? null : band.max - 1,
  }
}

/** The band a query's price range is exactly, if any: the filter panel marks it as chosen. */
export function priceBandOfQuery(
  query: Pick<ProductsQuery, 'minPrice' | 'maxPrice'>,
): PriceBandId | null {
  const band = PRICE_BANDS.find((candidate) => {
    const range = priceBandRange(candidate)
    return range.minPrice === query.minPrice && range.maxPrice === query.maxPrice
  })
  return band?.id ?? null
}

/**
 * The trending chips of docs/product.md §S9 as queries of GET /api/products. New Arrivals and
 * Bestsellers are orders of the whole shelf (best sellers first, then by stock); Gift Sets and
 * Travel Sizes are the products the owner marks as such (gift_set=1, travel_size=1).
 */
export function chipQuery(
  chip: TrendingChipId,
): Pick<Partial<ProductsQuery>, 'sort' | 'giftSet' | 'travelSize'> {
  switch (chip) {
    case 'new-arrivals':
      return { sort: 'newest' }
    case 'bestsellers':
      return { sort: 'bestsellers' }
    case 'gift-sets':
      return { giftSet: true }
    case 'travel-sizes':
      return { travelSize: true }
  }
}

/** The URL's parameters with the old names mapped to the new ones; a new name wins over an old. */
function withLegacyNames(params: URLSearchParams): URLSearchParams {
  const mapped = new URLSearchParams()
  for (const name of SHOP_PARAMS) {
    const value = params.get(name)
    // A pasted essay is cut to the search box's length, not refused (what the box itself does).
    if (value !== null) mapped.set(name, name === 'q' ? value.slice(0, MAX_SEARCH_TEXT) : value)
  }
  const legacy = parseSearchParams(params)
  const legacyText = legacy.text.trim()
  if (!mapped.get('q')?.trim() && legacyText !== '') mapped.set('q', legacyText)
  const band = PRICE_BANDS.find((candidate) => candidate.id === legacy.price)
  if (band && mapped.get('min_price') === null && mapped.get('max_price') === null) {
    const range = priceBandRange(band)
    if (range.minPrice !== null) mapped.set('min_price', String(range.minPrice))
    if (range.maxPrice !== null) mapped.set('max_price', String(range.maxPrice))
  }
  if (legacy.chip) {
    const chip = chipQuery(legacy.chip)
    if (chip.sort && !mapped.get('sort')?.trim()) mapped.set('sort', chip.sort)
    if (chip.giftSet && !mapped.get('gift_set')?.trim()) mapped.set('gift_set', '1')
    if (chip.travelSize && !mapped.get('travel_size')?.trim()) mapped.set('travel_size', '1')
  }
  return mapped
}

/**
 * The page a /shop URL shows. A page never refuses its URL: a value the API would refuse
 * (family=Leather, page=0, min_price above max_price) is dropped, so a mistyped link still shows
 * the shop, and the canonical URL written from the result leaves it out.
 */
export function readShopQuery(params: URLSearchParams): ProductsQuery {
  const mapped = withLegacyNames(params)
  const kept = new URLSearchParams()
  for (const [name, value] of mapped) {
    const alone = new URLSearchParams([[name, value]])
    if (parseProductsQuery(alone).ok) kept.set(name, value)
  }
  let parsed = parseProductsQuery(kept)
  if (!parsed.ok) {
    // Each value is good on its own, so only the pair can disagree: a range that holds nothing.
    kept.delete('min_price')
    kept.delete('max_price')
    parsed = parseProductsQuery(kept)
  }
  const query = parsed.ok ? parsed.query : DEFAULT_PRODUCTS_QUERY
  return { ...query, perPage: SHOP_PER_PAGE, ids: null }
}

/** The fields of a shop query the filter form's choices set at once (its search text waits for Enter). */
const FORM_CHOICES = [
  'family',
  'gender',
  'brand',
  'note',
  'intensity',
  'minPrice',
  'maxPrice',
  'inStock',
  'giftSet',
  'travelSize',
  'sort',
] as const satisfies readonly (keyof ProductsQuery)[]

/**
 * The choices a shopper made on the filter form that the shown query does not have yet: made on
 * the server's HTML before the form's code arrived (decision 036), kept by the browser in the
 * controls, and applied once the code has. Empty when the form shows the query.
 */
export function unappliedShopChoices(
  shown: ProductsQuery,
  onForm: ProductsQuery,
): Partial<ProductsQuery> {
  const change: Partial<Record<(typeof FORM_CHOICES)[number], unknown>> = {}
  for (const field of FORM_CHOICES) {
    if (onForm[field] !== shown[field]) change[field] = onForm[field]
  }
  return change as Partial<ProductsQuery>
}

/** A shop query as its canonical query string (the API's names, defaults left out). */
export function shopSearchParams(query: Partial<ProductsQuery>): URLSearchParams {
  return productsQueryToSearchParams({ ...query, perPage: SHOP_PER_PAGE, ids: null })
}

/** /shop's canonical URL for a query. */
export function shopUrl(query: Partial<ProductsQuery>): string {
  const search = shopSearchParams(query).toString()
  return search ? `/shop?${search}` : '/shop'
}

/** Whether a URL still uses a name the shop no longer writes (the page rewrites it in place). */
export function hasLegacyShopParams(params: URLSearchParams): boolean {
  return ['search', 'price', 'chip'].some((name) => params.get(name) !== null)
}

/** Whether any filter or text narrows the shop (the empty state then offers to clear them). */
export function isShopQueryNarrowed(query: ProductsQuery): boolean {
  return (
    query.q !== null ||
    query.family !== null ||
    query.gender !== null ||
    query.brand !== null ||
    query.note !== null ||
    query.intensity !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.inStock ||
    query.giftSet ||
    query.travelSize
  )
}

/** The query with its text and every filter cleared; the sort stays, the page goes back to 1. */
export function clearShopFilters(query: ProductsQuery): ProductsQuery {
  // Relevance ranks the text being cleared: without it the shelf's own order.
  return { ...DEFAULT_PRODUCTS_QUERY, sort: query.sort === 'relevance' ? 'newest' : query.sort }
}

/** How many pages `total` products fill, at least one (an empty result is one empty page). */
export function pageCount(total: number, perPage: number = SHOP_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** One entry of the numbered page links: a page number, or a gap between numbers. */
export type PageLinkItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The numbered page links under a page of results: the first and last page, the current one
 * with a neighbour each side, and a gap wherever pages are skipped — at most seven entries
 * however long the catalogue is, so a phone's row never wraps. A gap of one page shows the page.
 */
export function pageLinks(current: number, last: number): PageLinkItem[] {
  const wanted = new Set([1, last, current - 1, current, current + 1])
  if (current <= 3) [2, 3, 4].forEach((page) => wanted.add(page))
  if (current >= last - 2) [last - 3, last - 2, last - 1].forEach((page) => wanted.add(page))
  const pages = [...wanted].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b)
  const items: PageLinkItem[] = []
  let previous = 0
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 })
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${String(previous)}` })
    items.push({ kind: 'page', page })
    previous = page
  }
  return items
}

/**
 * The shop's sorts (docs/product.md §S2's four, verbatim) as GET /api/products' values, and
 * Relevance, which only a search can have.
 */
export const SHOP_SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'newest', label: 'Newest' },
  { id: 'price_asc', label: 'Price: Low to High' },
  { id: 'price_desc', label: 'Price: High to Low' },
  { id: 'bestsellers', label: 'Bestsellers' },
] as const satisfies readonly { id: ProductSort; label: string }[]

/** The sorts a query can be shown in: Relevance only when there is text to rank. */
export function shopSortOptions(query: Pick<ProductsQuery, 'q'>) {
  return SHOP_SORT_OPTIONS.filter((option) => option.id !== 'relevance' || query.q !== null)
}

/**
 * The search overlay's criteria (docs/product.md §S5: text, family, gender, price band,
 * intensity, a trending chip) as a query of GET /api/products, so the overlay, its "see all"
 * link and /shop ask the server the same question.
 */
export function criteriaQuery(criteria: SearchCriteria): Partial<ProductsQuery> {
  const band = PRICE_BANDS.find((candidate) => candidate.id === criteria.price)
  const {
    sort,
    giftSet = false,
    travelSize = false,
  } = criteria.chip ? chipQuery(criteria.chip) : {}
  const text = criteria.text.trim().slice(0, MAX_SEARCH_TEXT).trim()
  const q = text === '' ? null : text
  return {
    q,
    family: criteria.family,
    gender: criteria.gender,
    intensity: criteria.intensity,
    ...(band ? priceBandRange(band) : {}),
    giftSet,
    travelSize,
    // A chip's order when it has one; otherwise the text's own default (relevance).
    sort: sort ?? (q === null ? 'newest' : 'relevance'),
  }
}
