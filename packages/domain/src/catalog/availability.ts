import { defaultSize, type Product, type ProductSize } from './product'

type SizeStock = Pick<ProductSize, 'id' | 'label' | 'stock' | 'isDefault'>

/**
 * What availability reads: the full bottle's stock and, where known, every size's. A product
 * without `sizes` is sold as the full bottle alone (screens and tests that know nothing of sizes).
 */
export type StockedProduct = Pick<Product, 'stock'> & {
  sizes?: readonly SizeStock[]
}

/** What a shopper can buy of a fragrance right now. */
export type Availability<S> =
  /** The full bottle is in stock (other sizes may be too). */
  | { kind: 'full-bottle' }
  /** The full bottle is sold out but these sizes (a sample, a travel spray) are not. */
  | { kind: 'other-sizes'; sizes: S[] }
  | { kind: 'sold-out' }

/**
 * The one rule for whether a fragrance can be bought: its full bottle, or failing that any
 * other size in stock. The shop list, search, the quiz and similar scents all keep a product
 * when this is not sold out: a sold-out full bottle must not hide a sample that is in stock.
 */
export function availability<P extends StockedProduct>(
  product: P,
): Availability<NonNullable<P['sizes']>[number]> {
  if (product.stock > 0) return { kind: 'full-bottle' }
  const sizes = (product.sizes ?? []).filter((size) => !size.isDefault && size.stock > 0)
  return sizes.length > 0 ? { kind: 'other-sizes', sizes } : { kind: 'sold-out' }
}

/** Whether a fragrance belongs on the shelf: any size of it can be bought. */
export function isOnShelf(product: StockedProduct): boolean {
  return availability(product).kind !== 'sold-out'
}

/**
 * The size a "buy" control starts on: the full bottle while it is in stock, else the first
 * other size that is (smallest first, as the wire orders them), else the full bottle.
 */
export function firstBuyableSize<S extends SizeStock>(
  product: Pick<Product, 'stock'> & { sizes: readonly S[] },
): S | undefined {
  const state = availability(product)
  return state.kind === 'other-sizes' ? state.sizes[0] : defaultSize(product.sizes)
}

/** The price, size words and stock a product page's headline and facts show. */
export interface ShownSize {
  /** The size's id; undefined for a product whose sizes are not known. */
  id: number | undefined
  label: string
  price: number
  stock: number
}

/**
 * What the product page shows for the size the shopper chose: that size's price, label and
 * stock, so choosing the 2 ml sample changes the headline price and the "Size" fact as well as
 * the cart line. `sizeId` undefined (nothing chosen yet) or a size the product no longer has
 * starts where the buy control starts (`firstBuyableSize`). A product without sizes, and the full
 * bottle's own row (whose figures the wire copies from the product, docs/decisions/019), show
 * the product's own figures.
 */
export function shownSize(
  product: Pick<Product, 'size' | 'price' | 'stock'> & { sizes: readonly ProductSize[] },
  sizeId: number | undefined,
): ShownSize {
  const size =
    product.sizes.find((candidate) => candidate.id === sizeId) ?? firstBuyableSize(product)
  if (!size || size.isDefault) {
    return { id: size?.id, label: product.size, price: product.price, stock: product.stock }
  }
  return { id: size.id, label: size.label, price: size.price, stock: size.stock }
}
