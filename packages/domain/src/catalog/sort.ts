import type { Product } from './product'

export type SortableProduct = Pick<Product, 'price' | 'stock' | 'created_at' | 'best_seller'>

export interface SortOption {
  id: 'newest' | 'price-asc' | 'price-desc' | 'bestsellers'
  /** docs/product.md §S2 "Shop product list", verbatim. */
  label: string
}

/** The shop's sorts in the order the spec lists them; the first is the default. */
export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'bestsellers', label: 'Bestsellers' },
] as const satisfies readonly SortOption[]
export type SortId = SortOption['id']

export const DEFAULT_SORT: SortId = 'newest'

/** The query parameter the shop keeps its sort in: /shop?sort=price-asc. */
export const SORT_PARAM_NAME = 'sort'

/** A sort id from a query parameter; anything unknown is the default, Newest. */
export function parseSortParam(raw: string | null): SortId {
  return SORT_OPTIONS.find((option) => option.id === raw)?.id ?? DEFAULT_SORT
}

/** An unreadable date sorts as the oldest, so a bad row never jumps to the top of Newest. */
function timeOf(iso: string): number {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

function compareNumbers(a: number, b: number): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}

const comparators: Record<SortId, (a: SortableProduct, b: SortableProduct) => number> = {
  newest: (a, b) => compareNumbers(timeOf(b.created_at), timeOf(a.created_at)),
  'price-asc': (a, b) => compareNumbers(a.price, b.price),
  'price-desc': (a, b) => compareNumbers(b.price, a.price),
  // The products the owner marks as best sellers come first (the Bestsellers chip and rails show
  // them), then docs/product.md §S9: "Bestsellers sorts by stock, highest first." The spec's
  // shop had no sales figures; we keep its rule so the sort means the same on every screen.
  bestsellers: (a, b) =>
    compareNumbers(Number(b.best_seller), Number(a.best_seller)) ||
    compareNumbers(b.stock, a.stock),
}

/** The comparison a sort orders by; ties are 0 (sortProducts keeps their order). */
export function compareProductsBy(
  sort: SortId,
): (a: SortableProduct, b: SortableProduct) => number {
  return comparators[sort]
}

/**
 * A sorted copy. Ties keep the order they came in (Array.prototype.sort is stable since
 * ES2019), so equal prices never shuffle between renders.
 */
export function sortProducts<P extends SortableProduct>(products: readonly P[], sort: SortId): P[] {
  return [...products].sort(comparators[sort])
}
