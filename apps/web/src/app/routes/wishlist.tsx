import { CartControl } from '../../features/cart/components/cart-control'
import { WishlistPage } from '../../features/wishlist/components/wishlist-page'

export function WishlistRoute() {
  return (
    <>
      <title>My Wishlist · Scentia</title>
      <WishlistPage renderAction={(product) => <CartControl product={product} />} />
    </>
  )
}
