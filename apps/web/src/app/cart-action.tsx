import { maxQuantity } from '@scentia/domain/cart/cart'
import { availability, firstBuyableSize } from '@scentia/domain/catalog/availability'
import type { Product } from '@scentia/domain/catalog/product'
import { CartControl } from '../features/cart/components/cart-control'
import { QuantityStepper } from '../features/cart/components/quantity-stepper'
import { useCartLine } from '../features/cart/hooks/use-cart'
import { useCartStore } from '../features/cart/stores/cart-store'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'

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
