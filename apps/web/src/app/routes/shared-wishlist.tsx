import { useParams } from 'react-router'
import { SharedWishlistPage } from '../../features/wishlist/components/shared-wishlist-page'
import { renderSharedWishlistCartAction } from '../cart-action'

export function SharedWishlistRoute() {
  const { shareToken = '' } = useParams()
  return (
    <SharedWishlistPage shareToken={shareToken} renderAction={renderSharedWishlistCartAction} />
  )
}
