import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useNearViewport } from '../../../lib/near-viewport'
import { useSession, useSessionUserId } from '../../../lib/session'
import { useMyReview, useProductReviews } from '../api/product-reviews'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'

// The form carries zod and react-hook-form; only a shopper who chose to write a review needs
// them, so the product page does not parse them on load (Total Blocking Time, docs/product.md §8).
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }))

/**
 * The product page's reviews: averages and distribution, the verified reviews, and
 * "Write a review" for a signed-in shopper whose order of it was delivered. Fetched in the
 * browser as the shopper nears them; the server-rendered page carries the compact rating from
 * the product itself.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { observe, isNear } = useNearViewport()
  const { data, isPending, isError } = useProductReviews(productId, isNear)
  const { isAuthenticated } = useSession()
  const userId = useSessionUserId()
  const mine = useMyReview(productId, isAuthenticated && isNear ? userId : null)
  const [isWriting, setIsWriting] = useState(false)
  const own = mine.data?.review ?? null

  return (
    <section
      ref={observe}
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-7xl space-y-6 px-5 pb-16 md:px-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="font-serif text-2xl">
          Reviews
        </h2>
        {mine.data?.eligible && !isWriting ? (
          <Button
            variant="outline"
            onClick={() => {
              setIsWriting(true)
            }}
          >
            {own ? 'Edit your review' : 'Write a review'}
          </Button>
        ) : null}
      </div>
      {isWriting ? (
        <Suspense fallback={<p className="text-muted">Loading the review form…</p>}>
          <ReviewForm
            productId={productId}
            existing={own}
            onDone={() => {
              setIsWriting(false)
            }}
          />
        </Suspense>
      ) : null}
      {isPending ? (
        <p className="text-muted">Loading reviews…</p>
      ) : isError ? (
        <p className="text-muted">We couldn&apos;t load the reviews just now.</p>
      ) : data.summary ? (
        <>
          <ReviewSummary summary={data.summary} />
          <ReviewList reviews={data.reviews} />
        </>
      ) : (
        <p className="text-muted">
          No reviews yet. Reviews come only from shoppers whose order of this fragrance was
          delivered.
        </p>
      )}
    </section>
  )
}
