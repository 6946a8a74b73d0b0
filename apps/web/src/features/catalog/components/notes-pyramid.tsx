import type { Product } from '@scentia/domain/catalog/product'

const TIERS = [
  { key: 'top', label: 'Top notes', hint: 'The first impression' },
  { key: 'heart', label: 'Heart notes', hint: 'The character, after a few minutes' },
  { key: 'base', label: 'Base notes', hint: 'What lingers for hours' },
] as const

/** The fragrance pyramid: top, heart and base notes, drawn as widening tiers. */
export function NotesPyramid({ notes }: Pick<Product, 'notes'>) {
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="font-serif text-2xl tracking-tight">
        Notes
      </h2>
      <ol className="mt-4 space-y-2">
        {TIERS.map((tier, index) => (
          <li
            key={tier.key}
            className="rounded-2xl border border-line bg-white/60 px-4 py-3.5"
            // Narrow at the top, wide at the base, like the pyramid perfumers draw.
            style={{ marginInline: `${(TIERS.length - 1 - index) * 6}%` }}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="text-xs font-semibold tracking-[0.18em] text-gold-deep uppercase">
                {tier.label}
              </h3>
              <p className="text-xs text-muted">{tier.hint}</p>
            </div>
            <p className="mt-1.5 text-[0.95rem]">
              {notes[tier.key].length > 0 ? notes[tier.key].join(', ') : '—'}
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
