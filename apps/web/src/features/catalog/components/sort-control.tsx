import { SORT_OPTIONS, type SortId } from '@scentia/domain/catalog/sort'
import { useId } from 'react'
import { ChevronSelect } from '../../../components/ui/chevron-select'

interface SortControlProps {
  value: SortId
  onChange: (sort: SortId) => void
  className?: string
}

/** The shop's four sorts (docs/product.md §S2) as a native select: the phone's own picker, fully accessible. */
export function SortControl({ value, onChange, className = '' }: SortControlProps) {
  const id = useId()
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-muted max-sm:sr-only">
        Sort by
      </label>
      <ChevronSelect
        id={id}
        value={value}
        onChange={(chosen) => {
          const next = SORT_OPTIONS.find((option) => option.id === chosen)
          if (next) onChange(next.id)
        }}
        className="h-11 appearance-none rounded-full border border-ink/20 bg-white/70 pr-10 pl-4 text-sm font-medium text-ink hover:border-ink"
        chevronClassName="right-3.5"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </ChevronSelect>
    </div>
  )
}
