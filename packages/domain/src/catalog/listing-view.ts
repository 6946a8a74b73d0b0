import type { Product, ProductSize } from './product'

/** At or below this many bottles the shopper is told how few are left. */
export const LOW_STOCK_THRESHOLD = 5

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' }

/** What a shopper is told of a stock figure: sold out, only a few left (and how many), or in stock. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' }
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', left: stock }
  return { kind: 'in' }
}

/** A product as a list of products shows it: every field, but stock only as its state. */
export type ListingView = Omit<Product, 'stock' | 'sizes'> & {
  stock: StockState
  sizes: (Omit<ProductSize, 'stock'> & { stock: StockState })[]
}

/**
 * What every list of products (the shop, the home rails, similar scents, the quiz's results)
 * can show of a product (docs/decisions/032): a change here is a change those pages may show;
 * a stock figure moving within one state (12 to 11) is not. Every other field counts, so a
 * field added to the wire product is never missed.
 */
export function listingView(product: Product): ListingView {
  return {
    ...product,
    stock: stockState(product.stock),
    sizes: product.sizes.map((size) => ({ ...size, stock: stockState(size.stock) })),
  }
}
