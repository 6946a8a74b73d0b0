import { maxQuantity } from '@scentia/domain/cart/cart'
import type { Product } from '@scentia/domain/catalog/product'
import { CartControl } from '../features/cart/components/cart-control'
import { QuantityStepper } from '../features/cart/components/quantity-stepper'
import { useCartLine } from '../features/cart/hooks/use-cart'
import { useCartStore } from '../features/cart/stores/cart-store'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'

/**
 * The cart control (and the wishlist heart) catalogue screens show on each product. Catalog components take it as a
 * slot because features do not import each other; the app decides what goes in it.
 */
export function renderCartAction(product: Product, placement: 'card' | 'page' = 'card') {
  // Buying needs JavaScript (PRODUCT §8): without it the controls are hidden, and the product
  // page says why instead of offering a button that does nothing.
  return placement === 'page' ? (
    <>
      <div className="js-only flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <CartControl product={product} size="md" fullWidth />
        </div>
        <WishlistHeart product={product} size="md" />
      </div>
      <p className="no-js-only rounded-xl border border-line bg-white/70 px-4 py-3 text-sm text-muted">
        Buying needs JavaScript. Turn it on in your browser’s settings and reload this page to add
        this fragrance to your cart.
      </p>
    </>
  ) : (
    <div className="js-only flex items-center gap-1.5">
      <WishlistHeart product={product} />
      <CartControl product={product} />
    </div>
  )
}

/**
 * The shared wishlist page's cart control (spec §2): there, − from 1 removes the item at once,
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
