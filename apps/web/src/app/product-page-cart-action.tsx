import type { Product, ProductSize } from '@scentia/domain/catalog/product'
import type { ReactNode } from 'react'
import { CartControl } from '../features/cart/components/cart-control'
import { SizeChooser } from '../features/catalog/components/size-chooser'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'

// Apart from the shelves' cart actions (cart-action.tsx): a module the home page, the shop and a
// product page share is copied whole into each of their chunks (decision 024), so the size
// chooser came with every card of `/` and `/shop` (decision 036, amendment "wrappers, icons,
// page chunks").

/** What the product page shows under the cart control for a chosen size (its back-in-stock form). */
type SizeAlert = (size: ProductSize) => ReactNode

/**
 * The product page's chosen size, held by the route: the headline price, the "Size" fact and
 * the delivery fee follow it as well as the cart line (`shownSize`).
 */
export interface SizeChoice {
  sizeId: number | undefined
  onSizeChange: (sizeId: number) => void
}

/**
 * The product page's cart control for the size `choice` holds. `sizeAlert` is composed by the
 * product route, so the alert's code loads with the product page and not with every product card.
 */
export function renderProductPageCartAction(
  product: Product,
  choice: SizeChoice,
  sizeAlert?: SizeAlert,
) {
  // Buying needs JavaScript (docs/product.md §8): without it the controls are hidden, and the product
  // page says why instead of offering a button that does nothing.
  return (
    <>
      <ProductPageCartAction product={product} sizeAlert={sizeAlert} choice={choice} />
      <p className="no-js-only rounded-xl border border-line bg-white/70 px-4 py-3 text-sm text-muted">
        Buying needs JavaScript. Turn it on in your browser’s settings and reload this page to add
        this fragrance to your cart.
      </p>
    </>
  )
}

/**
 * The product page's cart control: the size chooser (when the fragrance comes in more than one
 * size), then Add to Cart for the chosen size, each size its own cart line, and "Tell me when
 * it's back" when the chosen size (other than the full bottle, whose alert the page shows
 * already) is sold out. All of it is `js-only`: choosing a size needs JavaScript.
 */
function ProductPageCartAction({
  product,
  sizeAlert,
  choice: { sizeId, onSizeChange },
}: {
  product: Product
  sizeAlert: SizeAlert | undefined
  choice: SizeChoice
}) {
  const chosen = product.sizes.find((size) => size.id === sizeId && !size.isDefault)
  return (
    <div className="js-only flex flex-col gap-4">
      {product.sizes.length > 1 && sizeId !== undefined ? (
        <SizeChooser sizes={product.sizes} selectedId={sizeId} onChange={onSizeChange} />
      ) : null}
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <CartControl product={product} size="md" fullWidth sizeId={sizeId} />
        </div>
        <WishlistHeart product={product} size="md" />
      </div>
      {chosen && sizeAlert ? sizeAlert(chosen) : null}
    </div>
  )
}
