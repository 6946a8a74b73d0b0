import type { WishlistProduct } from '@scentia/domain/account/wishlist'
import { Heart, RotateCcw, Trash2, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from '../../../lib/toast'
import { Button, ButtonLink } from '../../../components/ui/button'
import { OpenerButton } from '../../../components/ui/opener-button'
import { Dialog } from '../../../components/ui/dialog'
import {
  SIGN_IN_REQUIRED_WISHLIST_MESSAGE,
  SignInRequired,
} from '../../../components/ui/sign-in-required'
import { Skeleton } from '../../../components/ui/skeleton'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useSession } from '../../../lib/session'
import {
  WISHLIST_MESSAGES,
  useClearWishlist,
  useToggleWishlist,
  useWishlist,
  wishlistErrorMessage,
} from '../api/wishlist-api'
import { WishlistItemCard, wishlistGridClasses } from './wishlist-item-card'
import { WishlistSharePanel } from './wishlist-share-panel'

interface WishlistPageProps {
  /** The cart control for each item, composed by the app. */
  renderAction: (product: WishlistProduct) => ReactNode
}

/** /wishlist (docs/product.md §S2): the signed-in user's wishlist, its share link, remove and clear. */
export function WishlistPage({ renderAction }: WishlistPageProps) {
  const { user, isLoading } = useSession()
  if (isLoading) return <WishlistSkeleton />
  if (!user) {
    return (
      <>
        <WishlistHeading />
        <SignInRequired message={SIGN_IN_REQUIRED_WISHLIST_MESSAGE} />
      </>
    )
  }
  return <SignedInWishlist userId={user.user_id} renderAction={renderAction} />
}

function WishlistHeading({ count }: { count?: number | undefined }) {
  return (
    <div>
      <h1 className="font-serif text-3xl tracking-tight sm:text-4xl">My Wishlist</h1>
      {count !== undefined ? (
        <p className="mt-1 text-sm text-muted">
          {count === 1 ? '1 item' : `${String(count)} items`}
        </p>
      ) : null}
    </div>
  )
}

function SignedInWishlist({ userId, renderAction }: { userId: number } & WishlistPageProps) {
  const wishlist = useWishlist(userId)
  const toggle = useToggleWishlist()
  const clear = useClearWishlist(userId)
  const [confirmClear, setConfirmClear] = useState(false)
  const [removingId, setRemovingId] = useState<number | null>(null)

  function remove(product: WishlistProduct) {
    setRemovingId(product.id)
    toggle.mutate(
      { productId: product.id, add: false },
      {
        onError: (error) => {
          toast.error(wishlistErrorMessage(error, WISHLIST_MESSAGES.remove))
        },
        onSettled: () => {
          setRemovingId(null)
        },
      },
    )
  }

  const items = wishlist.data
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <WishlistHeading count={items?.length} />
        {items && items.length > 0 ? (
          <OpenerButton icon={Trash2} setOpen={setConfirmClear}>
            Clear All
          </OpenerButton>
        ) : null}
      </div>

      <WishlistSharePanel userId={userId} />

      {wishlist.isPending ? (
        <GridSkeleton />
      ) : wishlist.isError ? (
        <StatusPanel
          role="alert"
          title="We couldn't load your wishlist"
          actions={
            <Button onClick={() => void wishlist.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          }
        >
          {wishlistErrorMessage(wishlist.error, WISHLIST_MESSAGES.fetch)}
        </StatusPanel>
      ) : items && items.length > 0 ? (
        <ul className={wishlistGridClasses} aria-label="Wishlist items">
          {items.map((product) => (
            <li key={product.id}>
              <WishlistItemCard
                product={product}
                action={renderAction(product)}
                corner={
                  <button
                    type="button"
                    onClick={() => {
                      remove(product)
                    }}
                    disabled={removingId === product.id}
                    aria-label={`Remove ${product.name} from wishlist`}
                    className="inline-flex size-11 items-center justify-center text-ink hover:text-red-800 disabled:opacity-50"
                  >
                    {/* Drawn 40 px over the art, a 44 px press all the same (WCAG 2.5.5). */}
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-cream/95 shadow-sm">
                      <X aria-hidden="true" className="size-4" />
                    </span>
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <StatusPanel
          icon={<Heart aria-hidden="true" className="size-6" />}
          title="Your wishlist is empty"
          actions={<ButtonLink to="/shop">Browse Products</ButtonLink>}
        >
          Tap the heart on any fragrance to keep it here.
        </StatusPanel>
      )}

      <Dialog
        open={confirmClear}
        onClose={() => {
          setConfirmClear(false)
        }}
        title="Clear your wishlist?"
      >
        <div className="flex flex-col gap-4 px-5 py-5">
          <p className="text-sm text-muted">Every fragrance will be taken off your wishlist.</p>
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={clear.isPending}
              onClick={() => {
                clear.mutate(undefined, {
                  onSuccess: () => {
                    setConfirmClear(false)
                    toast.success('Wishlist cleared')
                  },
                  onError: (error) => {
                    toast.error(wishlistErrorMessage(error, WISHLIST_MESSAGES.clear))
                  },
                })
              }}
            >
              {clear.isPending ? 'Clearing...' : 'Clear All'}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setConfirmClear(false)
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  )
}

function GridSkeleton() {
  return (
    <div
      role="status"
      className={wishlistGridClasses}
      aria-busy="true"
      aria-label="Loading wishlist"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-5 w-32" />
        </div>
      ))}
    </div>
  )
}

function WishlistSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <Skeleton className="h-10 w-56" />
      <GridSkeleton />
    </div>
  )
}

export { GridSkeleton as WishlistGridSkeleton }
