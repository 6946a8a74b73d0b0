import { useId } from 'react'
import type { LocationFieldProps } from '../../../components/ui/location-picker'
import { ChevronSelect } from '../../../components/ui/chevron-select'

/** One level of the state → LGA → ward cascade, as a native select (the phone's own picker). */
export function LocationSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  isLoading,
  placeholder,
}: LocationFieldProps) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <ChevronSelect
        id={id}
        value={value}
        disabled={disabled || isLoading}
        onChange={onChange}
        className="h-11 w-full appearance-none truncate rounded-xl border border-ink/20 bg-cream pr-9 pl-3 text-sm text-ink hover:border-ink disabled:cursor-not-allowed disabled:border-ink/10 disabled:bg-ink/[0.03] disabled:text-ink/55"
      >
        <option value="">{isLoading ? 'Loading…' : placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </ChevronSelect>
    </div>
  )
}
