import { hideReviewSchema, HIDE_REASON_MAX } from '@scentia/domain/reviews/review-input'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { StarRating } from '../../../components/ui/star-rating'
import { productPath } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { AdminListPage } from '../../../components/ui/console-list-page'
import { Pager } from '../../../components/ui/query-states'
import {
  useAdminReviews,
  useModerateReview,
  type AdminReview,
  type HiddenFilter,
} from '../api/admin-reviews'
import { FormAlert } from '../../../components/ui/form-alert'

const FILTERS: { value: HiddenFilter; label: string }[] = [
  { value: '', label: 'All reviews' },
  { value: 'false', label: 'Shown' },
  { value: 'true', label: 'Hidden' },
]

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })

function ModerationControls({ item }: { item: AdminReview }) {
  const moderate = useModerateReview()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reasonId = useId()

  const run = async (next: string | null) => {
    setError(null)
    try {
      await moderate.mutateAsync({ id: item.review.id, reason: next })
      setReason('')
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'That did not work; please try again')
    }
  }

  if (item.hidden) {
    return (
      <div className="space-y-2">
        <p className="text-sm">
          <span className="font-semibold">Hidden</span> {dateTime.format(new Date(item.hidden.at))}:{' '}
          {item.hidden.reason}
        </p>
        <Button variant="outline" disabled={moderate.isPending} onClick={() => void run(null)}>
          Show again
        </Button>
        <FormAlert>{error}</FormAlert>
      </div>
    )
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = hideReviewSchema.safeParse({ reason })
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Please give a reason')
          return
        }
        void run(parsed.data.reason)
      }}
    >
      <div className="min-w-56 flex-1">
        <label htmlFor={reasonId} className="text-sm font-semibold">
          Reason for hiding
        </label>
        <input
          id={reasonId}
          value={reason}
          maxLength={HIDE_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value)
          }}
          className={inputClasses}
        />
      </div>
      <Button type="submit" disabled={moderate.isPending}>
        Hide
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}

/** The console's Reviews page: every review, hidden or not, to hide with a reason. */
export function AdminReviewsPage() {
  const [hidden, setHidden] = useState<HiddenFilter>('')
  const [page, setPage] = useState(1)
  const { data, error, refetch } = useAdminReviews({ hidden, page })

  return (
    <AdminListPage
      title="Reviews"
      filters={
        <div role="group" aria-label="Show" className="mt-4 flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <Button
              key={filter.value}
              variant={hidden === filter.value ? 'primary' : 'outline'}
              aria-pressed={hidden === filter.value}
              onClick={() => {
                setHidden(filter.value)
                setPage(1)
              }}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      }
      error={error}
      onRetry={() => void refetch()}
      items={data?.items}
      itemKey={(item) => item.review.id}
      itemClassName="space-y-2 rounded-2xl border border-line bg-white/70 p-4"
      empty={{ title: 'No reviews here', message: 'No reviews here yet.' }}
      summary={
        data ? (
          <p className="mb-3 text-sm text-muted">
            {data.total} {data.total === 1 ? 'review' : 'reviews'}
          </p>
        ) : null
      }
      renderItem={(item) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating value={item.review.stars} />
            <Link
              to={productPath(item.productSlug)}
              className="inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline"
            >
              {item.productName}
            </Link>
            <span className="text-sm text-muted">
              by {item.authorFullName} · {dateTime.format(new Date(item.review.createdAt))}
            </span>
          </div>
          {item.review.text ? (
            <p className="text-sm whitespace-pre-line">{item.review.text}</p>
          ) : null}
          <ModerationControls item={item} />
        </>
      )}
      footer={
        data ? (
          <Pager page={page} pageSize={data.page_size} total={data.total} onPage={setPage} />
        ) : null
      }
    />
  )
}
