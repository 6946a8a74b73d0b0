import { useId } from 'react'
import { ChevronSelect, type ChevronSelectProps } from './chevron-select'

export interface SelectChoice {
  value: string
  label: string
}

interface LabelledSelectProps extends Omit<ChevronSelectProps, 'children'> {
  label: string
  labelClassName: string
  options: readonly SelectChoice[]
  /** A first, empty choice ('Select State', 'Loading…'). */
  placeholder?: string
}

/**
 * A labelled native select with our chevron, stacked label over field: the shop's filters, the
 * delivery estimate's places and the console lists' filters (each wrote the label, the id and the
 * options out). The id is its own unless the caller names one.
 */
export function LabelledSelect({
  id: given,
  label,
  labelClassName,
  options,
  placeholder,
  ...props
}: LabelledSelectProps) {
  const generated = useId()
  const id = given ?? generated
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <ChevronSelect id={id} {...props}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ChevronSelect>
    </div>
  )
}
