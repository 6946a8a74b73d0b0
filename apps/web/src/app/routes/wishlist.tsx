import { CartControl } from '../../features/cart/components/cart-control'
import { WishlistPage } from '../../features/wishlist/components/wishlist-page'

export function WishlistRoute() {
  return (
    <>
      <WishlistPage renderAction={(product) => <CartControl product={product} />} />
    </>
  )
}
