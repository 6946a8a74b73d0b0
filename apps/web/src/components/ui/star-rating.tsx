import { starsLabel } from '@scentia/domain/reviews/summary'

interface StarRatingProps {
  /** 0–5, fractions allowed (an average). */
  value: number
  /** Shown after the stars, e.g. "(12)"; its meaning goes into the screen-reader text. */
  count?: number
  size?: 'sm' | 'md'
}

/**
 * Stars drawn as text (★ with a gold overlay clipped to the value), so there is no icon to load,
 * and read by screen readers as "4.3 out of 5 stars, 12 reviews" instead of five glyphs.
 */
export function StarRating({ value, count, size = 'sm' }: StarRatingProps) {
  const percent = Math.max(0, Math.min(5, value)) * 20
  const label =
    count === undefined
      ? starsLabel(value)
      : `${starsLabel(value)}, ${String(count)} ${count === 1 ? 'review' : 'reviews'}`
  return (
    <span className={`inline-flex items-center gap-1 ${size === 'sm' ? 'text-xs' : 'text-base'}`}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="relative inline-block leading-none tracking-[0.1em]">
        <span className="text-line">★★★★★</span>
        <span
          className="absolute inset-y-0 left-0 overflow-hidden text-gold-deep"
          style={{ width: `${String(percent)}%` }}
        >
          ★★★★★
        </span>
      </span>
      {count === undefined ? null : (
        <span aria-hidden="true" className="text-muted tabular-nums">
          ({count})
        </span>
      )}
    </span>
  )
}
