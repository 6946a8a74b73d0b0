import type { Product } from '@scentia/domain/catalog/product'
import { Heart } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { openAccountPanel } from '../../../lib/account-panel'
import { useSession } from '../../../lib/session'
import { WISHLIST_MESSAGES, useToggleWishlist, wishlistErrorMessage } from '../api/wishlist-toggle'

interface WishlistHeartProps {
  product: Pick<Product, 'id' | 'name' | 'inWishlist'>
  size?: 'sm' | 'md'
}

/**
 * Adds a product to the wishlist or takes it off. Signed out it opens the sign-in panel
 * (docs/product.md §S6: wishlist actions need a sign-in). The flag flips after the API agrees.
 */
export function WishlistHeart({ product, size = 'sm' }: WishlistHeartProps) {
  const { user, isAuthenticated } = useSession()
  const toggle = useToggleWishlist(user?.user_id ?? null)
  const saved = isAuthenticated && product.inWishlist

  function onClick() {
    if (!isAuthenticated) {
      openAccountPanel('login')
      return
    }
    toggle.mutate(
      { productId: product.id, add: !saved },
      {
        onError: (error) => {
          toast.error(
            wishlistErrorMessage(error, saved ? WISHLIST_MESSAGES.remove : WISHLIST_MESSAGES.add),
          )
        },
      },
    )
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={saved}
      aria-label={
        saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
      }
      className={`inline-flex ${size === 'md' ? 'size-12 border border-ink/20' : 'size-10 bg-cream/90 shadow-sm'} items-center justify-center rounded-full text-ink transition-colors hover:text-red-800 disabled:opacity-60`}
    >
      <Heart
        aria-hidden="true"
        className={`${size === 'md' ? 'size-5' : 'size-[1.15rem]'} ${saved ? 'fill-red-700 text-red-700' : ''}`}
        strokeWidth={1.8}
      />
    </button>
  )
}
