import type { LocationFieldProps } from '../../../components/ui/location-picker'
import { LabelledSelect } from '../../../components/ui/labelled-select'

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
  return (
    <LabelledSelect
      label={label}
      labelClassName="text-xs font-medium text-muted"
      value={value}
      disabled={disabled || isLoading}
      onChange={onChange}
      className="h-11 w-full appearance-none truncate rounded-xl border border-ink/20 bg-cream pr-9 pl-3 text-sm text-ink hover:border-ink disabled:cursor-not-allowed disabled:border-ink/10 disabled:bg-ink/[0.03] disabled:text-ink/55"
      placeholder={isLoading ? 'Loading…' : placeholder}
      options={options.map((option) => ({ value: option, label: option }))}
    />
  )
}
