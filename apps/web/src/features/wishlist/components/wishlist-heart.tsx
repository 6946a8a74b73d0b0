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
 * The press acts on what the heart showed; who is signed in is read when it is carried out
 * (`useToggleWishlist`), and the heart shows it pending until then.
 */
export function WishlistHeart({ product, size = 'sm' }: WishlistHeartProps) {
  const { isAuthenticated } = useSession()
  const toggle = useToggleWishlist()
  const saved = isAuthenticated && product.inWishlist

  function onClick() {
    toggle.mutate(
      { productId: product.id, add: !saved },
      {
        onSignedOut: () => {
          openAccountPanel('login', { notice: WISHLIST_MESSAGES.signInToSave })
        },
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
      aria-busy={toggle.isPending || undefined}
      aria-pressed={saved}
      aria-label={
        saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
      }
      className={`inline-flex ${size === 'md' ? 'size-12 rounded-full border border-ink/20' : 'size-11'} items-center justify-center text-ink transition-colors hover:text-red-800 disabled:opacity-60`}
    >
      {/* On a card the disc is drawn smaller than the 44 px it answers to, so it covers less art. */}
      <span
        className={`inline-flex items-center justify-center rounded-full ${size === 'md' ? '' : 'size-9 bg-cream/90 shadow-sm'}`}
      >
        <Heart
          aria-hidden="true"
          className={`${size === 'md' ? 'size-5' : 'size-[1.15rem]'} ${saved ? 'fill-red-700 text-red-700' : ''}`}
          strokeWidth={1.8}
        />
      </span>
    </button>
  )
}
