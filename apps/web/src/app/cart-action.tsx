import type { Product } from '@scentia/domain/catalog/product'
import { CartControl } from '../features/cart/components/cart-control'
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart'

/**
 * The cart control catalogue screens show on each product. Catalog components take it as a
 * slot because features do not import each other; the app decides what goes in it.
 */
export function renderCartAction(product: Product, placement: 'card' | 'page' = 'card') {
  return placement === 'page' ? (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <CartControl product={product} size="md" fullWidth />
      </div>
      <WishlistHeart product={product} size="md" />
    </div>
  ) : (
    <div className="flex items-center gap-1.5">
      <WishlistHeart product={product} />
      <CartControl product={product} />
    </div>
  )
}
