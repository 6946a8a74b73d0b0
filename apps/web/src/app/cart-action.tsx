import { maxQuantity } from '@scentia/domain/cart/cart'
import { availability, firstBuyableSize } from '@scentia/domain/catalog/availability'
import type { Product, ProductSize } from '@scentia/domain/catalog/product'
import type { ReactNode } from 'react'
import { CartControl } from '../features/cart/components/cart-control'
import { QuantityStepper } from '../features/cart/components/quantity-stepper'
import { useCartLine } from '../features/cart/hooks/use-cart'
import { useCartStore } from '../features/cart/stores/cart-store'
import { SizeChooser } from '../features/catalog/components/size-chooser'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'

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
 * The cart control and the wishlist heart side by side, for a wide tile (the quiz's). Catalog
 * components take it as a slot because features do not import each other; the app decides what
 * goes in it.
 */
export function renderCartAction(product: Product) {
  return (
    <div className="js-only flex items-center gap-1.5">
      <WishlistHeart product={product} />
      <CardCartControl product={product} />
    </div>
  )
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

/** A sold-out full bottle with a sample in stock: the card sells the sample, as its badge says. */
function CardCartControl({ product }: { product: Product }) {
  return (
    <CartControl
      product={product}
      sizeId={
        availability(product).kind === 'other-sizes' ? firstBuyableSize(product)?.id : undefined
      }
    />
  )
}

/**
 * A shelf card's cart control (the shop's grid, the home and collection rails). Its heart goes
 * over the art's corner (`renderShelfCorner`): on a phone's two columns, or a rail card 40% of
 * the screen wide, the heart and Add to Cart side by side do not fit a card.
 */
export function renderShelfAction(product: Product) {
  return (
    <div className="js-only">
      <CardCartControl product={product} />
    </div>
  )
}

/** A shelf card's wishlist heart, laid over the art's top right corner. */
export function renderShelfCorner(product: Product) {
  return (
    <div className="js-only">
      <WishlistHeart product={product} />
    </div>
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

/**
 * The shared wishlist page's cart control (docs/product.md §S2): there, − from 1 removes the item at once,
 * without the 'Remove item from cart?' question the rest of the shop asks.
 */
function SharedWishlistCartControl({ product }: { product: Product }) {
  const { line, quantity } = useCartLine(product.id)
  const add = useCartStore((state) => state.add)
  const decrement = useCartStore((state) => state.decrement)
  const remove = useCartStore((state) => state.remove)
  if (!line) return <CartControl product={product} />
  return (
    <QuantityStepper
      name={product.name}
      quantity={quantity}
      max={maxQuantity({ stock: product.stock })}
      onIncrement={() => {
        add(product)
      }}
      onDecrement={() => {
        if (quantity <= 1) remove(product.id)
        else decrement(product.id)
      }}
    />
  )
}

export function renderSharedWishlistCartAction(product: Product) {
  return <SharedWishlistCartControl product={product} />
}
