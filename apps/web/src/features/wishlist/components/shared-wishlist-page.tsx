import type { WishlistProduct } from '@scentia/domain/account/wishlist'
import { INVALID_SHARE_LINK_MESSAGE } from '@scentia/domain/account/wishlist'
import { Gift, Link2Off, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { openAccountPanel } from '../../../lib/account-panel'
import { useSession } from '../../../lib/session'
import { useSharedWishlist } from '../api/wishlist-api'
import { WishlistItemCard, wishlistGridClasses } from './wishlist-item-card'
import { WishlistGridSkeleton } from './wishlist-page'

interface SharedWishlistPageProps {
  shareToken: string
  /** The cart control for each item, composed by the app (− from 1 removes, docs/product.md §S2). */
  renderAction: (product: WishlistProduct) => ReactNode
}

/** /wishlist/share/{token}: open to anyone, with a sign-up call to action (docs/product.md §S2). */
export function SharedWishlistPage({ shareToken, renderAction }: SharedWishlistPageProps) {
  const shared = useSharedWishlist(shareToken)
  const { isAuthenticated } = useSession()

  if (shared.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <WishlistGridSkeleton />
      </div>
    )
  }

  if (shared.isError) {
    if (isApiError(shared.error) && shared.error.statusCode === 404) {
      return (
        <StatusPanel
          headingLevel="h1"
          icon={<Link2Off aria-hidden="true" className="size-6" />}
          title={INVALID_SHARE_LINK_MESSAGE}
          actions={<ButtonLink to="/shop">Browse Products</ButtonLink>}
        >
          The owner may have turned this link off. Ask them for a new one.
        </StatusPanel>
      )
    }
    return (
      <StatusPanel
        headingLevel="h1"
        role="alert"
        title="Oops! Something went wrong"
        actions={
          <Button
            onClick={() => {
              window.location.reload()
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
        }
      >
        Failed to load wishlist
      </StatusPanel>
    )
  }

  const { wishlist, ownerName, totalItems } = shared.data
  const title = ownerName ? `${ownerName}'s Wishlist` : 'A Shared Wishlist'

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="font-serif text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-1 text-sm text-muted">
          {totalItems === 1 ? '1 fragrance' : `${String(totalItems)} fragrances`} picked by{' '}
          {ownerName || 'a Scentia shopper'}
        </p>
      </div>

      {wishlist.length === 0 ? (
        <StatusPanel
          icon={<Gift aria-hidden="true" className="size-6" />}
          title="This wishlist is empty"
          actions={<ButtonLink to="/shop">Browse Products</ButtonLink>}
        >
          Nothing here yet. Explore the shop in the meantime.
        </StatusPanel>
      ) : (
        <ul className={wishlistGridClasses} aria-label="Wishlist items">
          {wishlist.map((product) => (
            <li key={product.id}>
              <WishlistItemCard product={product} action={renderAction(product)} />
            </li>
          ))}
        </ul>
      )}

      {isAuthenticated ? null : (
        <section
          aria-labelledby="shared-cta-heading"
          className="flex flex-col items-start gap-3 rounded-3xl bg-ink px-6 py-8 text-cream sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div>
            <h2 id="shared-cta-heading" className="font-serif text-2xl">
              Start your own wishlist
            </h2>
            <p className="mt-1 text-sm text-cream/80">
              Create a free account to save the scents you love and share them with friends.
            </p>
          </div>
          <Button
            variant="gold"
            onClick={() => {
              openAccountPanel('signup')
            }}
          >
            Sign Up
          </Button>
        </section>
      )}
    </div>
  )
}
