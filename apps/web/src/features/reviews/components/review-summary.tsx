import { SILLAGE_LABELS } from '@scentia/domain/reviews/review-labels'
import { STAR_VALUES, type ReviewSummary as Summary } from '@scentia/domain/reviews/summary'
import { StarRating } from '../../../components/ui/star-rating'

const hoursText = (hours: number) => `${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`

/** The averages (stars, longevity, sillage) and the distribution of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const highestFirst = [...STAR_VALUES].reverse()
  return (
    <div className="grid gap-6 rounded-2xl border border-line bg-white/70 p-5 sm:grid-cols-2">
      <div>
        <p className="font-serif text-4xl tabular-nums">{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} count={summary.count} size="md" />
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">Lasts on average</dt>
            <dd className="font-semibold">{hoursText(summary.averageLongevityHours)}</dd>
          </div>
          <div>
            <dt className="text-muted">Sillage, most said</dt>
            <dd className="font-semibold">{SILLAGE_LABELS[summary.commonSillage]}</dd>
          </div>
        </dl>
      </div>
      <ul className="space-y-1.5 text-sm" aria-label="How many reviews gave each number of stars">
        {highestFirst.map((stars) => {
          const count = summary.distribution[stars]
          const percent = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100)
          return (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-14 shrink-0">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand">
                <span
                  className="block h-full rounded-full bg-gold"
                  style={{ width: `${String(percent)}%` }}
                />
              </span>
              <span className="w-8 text-right tabular-nums">{count}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
