import {
  OCCASION_LABELS,
  SEASON_LABELS,
  SILLAGE_LABELS,
} from '@scentia/domain/reviews/review-labels'
import type { Review } from '@scentia/domain/reviews/review-input'
import { StarRating } from '../../../components/ui/star-rating'

let dateFormat: Intl.DateTimeFormat | undefined

/**
 * "26 November 2026". Made on the first review shown, not when the product page's script
 * loads: the browser's first `Intl` call starts its ICU library (see `money/format.ts`), and a
 * product page view that never reaches a dated review need not pay for it.
 */
function reviewDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return dateFormat.format(new Date(iso))
}

/** The visible reviews, newest first; each says who (first name), when and what they found. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ol className="divide-y divide-line">
      {reviews.map((review) => {
        const tags = [
          ...review.seasons.map((season) => SEASON_LABELS[season]),
          ...review.occasions.map((occasion) => OCCASION_LABELS[occasion]),
        ]
        return (
          <li key={review.id} className="py-5">
            <article aria-label={`Review by ${review.authorName}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating value={review.stars} size="md" />
                <p className="font-semibold">{review.authorName}</p>
                <p className="text-xs font-semibold tracking-wide text-gold-deep uppercase">
                  Verified buyer
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
                  {review.updatedAt ? ' · edited' : null}
                </p>
              </div>
              <p className="mt-2 text-sm text-muted">
                Lasts {review.longevityHours} h · {SILLAGE_LABELS[review.sillage]} sillage
                {tags.length > 0 ? ` · ${tags.join(', ')}` : null}
              </p>
              {review.text ? (
                <p className="mt-2 whitespace-pre-line text-ink">{review.text}</p>
              ) : null}
            </article>
          </li>
        )
      })}
    </ol>
  )
}
