import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useSession, useSessionUserId } from '../../../lib/session'
import { useMyReview, useProductReviews } from '../api/product-reviews'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'

/**
 * The product page's reviews (issue 14): averages and distribution, the verified reviews, and
 * "Write a review" for a signed-in shopper whose order of it was delivered. Fetched in the
 * browser; the server-rendered page carries the compact rating from the product itself.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { data, isPending, isError } = useProductReviews(productId)
  const { isAuthenticated } = useSession()
  const userId = useSessionUserId()
  const mine = useMyReview(productId, isAuthenticated ? userId : null)
  const [isWriting, setIsWriting] = useState(false)
  const own = mine.data?.review ?? null

  return (
    <section
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
        <ReviewForm
          productId={productId}
          existing={own}
          onDone={() => {
            setIsWriting(false)
          }}
        />
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
