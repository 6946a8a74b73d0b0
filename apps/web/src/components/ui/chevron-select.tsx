import { ChevronDown } from 'lucide-react'
import type { SelectHTMLAttributes } from 'react'

export interface ChevronSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange'
> {
  value: string
  onChange: (value: string) => void
  /** Where the chevron sits and its colour (it follows the select's padding). */
  chevronClassName?: string
}

/**
 * A native select (the phone's own picker) drawn without the browser's arrow, with our chevron
 * over it: the shop's filters, its sort and the delivery estimate's places.
 */
export function ChevronSelect({
  onChange,
  chevronClassName = 'right-3 text-muted',
  children,
  ...props
}: ChevronSelectProps) {
  return (
    <div className="relative">
      <select
        {...props}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 ${chevronClassName}`}
      />
    </div>
  )
}
