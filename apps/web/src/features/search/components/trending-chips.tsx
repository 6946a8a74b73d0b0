import { TRENDING_CHIPS, type TrendingChipId } from '@scentia/domain/catalog/search'
import { Crown, Gift, Plane, Sparkles, type LucideIcon } from 'lucide-react'

const icons: Record<TrendingChipId, LucideIcon> = {
  'new-arrivals': Sparkles,
  bestsellers: Crown,
  'gift-sets': Gift,
  'travel-sizes': Plane,
}

interface TrendingChipsProps {
  value: TrendingChipId | null
  onChange: (chip: TrendingChipId | null) => void
}

/** docs/product.md §S9's trending chips as toggle buttons; pressing the chosen one again turns it off. */
export function TrendingChips({ value, onChange }: TrendingChipsProps) {
  return (
    <ul
      aria-label="Trending"
      // A row to swipe, chip by chip, like the home rails: the chips are wider than a phone.
      className="-mx-5 flex snap-x gap-2 overflow-x-auto scroll-px-5 px-5 pb-1 [scrollbar-width:none]"
    >
      {TRENDING_CHIPS.map((chip) => {
        const Icon = icons[chip.id]
        const isOn = value === chip.id
        return (
          <li key={chip.id} className="shrink-0 snap-start">
            <button
              type="button"
              aria-pressed={isOn}
              onClick={() => {
                onChange(isOn ? null : chip.id)
              }}
              className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
                isOn
                  ? 'border-ink bg-ink text-cream'
                  : 'border-ink/15 bg-white/70 text-ink hover:border-ink/40'
              }`}
            >
              <Icon
                aria-hidden="true"
                className={`size-4 ${isOn ? 'text-gold-light' : 'text-gold-deep'}`}
                strokeWidth={1.7}
              />
              {chip.label}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
