import type { Ref } from 'react'

/**
 * How many units of an order line, 0 to `max`: the shopper's "What are you sending back?" and the
 * console's "how many go back on sale" ask it alike (docs/product.md §12).
 */
export function UnitsSelect({
  id,
  max,
  value,
  onChange,
  ref,
}: {
  id: string
  max: number
  value: number
  onChange: (units: number) => void
  ref?: Ref<HTMLSelectElement>
}) {
  return (
    <select
      id={id}
      ref={ref}
      value={value}
      onChange={(event) => {
        onChange(Number(event.target.value))
      }}
      className="min-h-11 rounded-xl border border-line bg-white px-3"
    >
      {Array.from({ length: max + 1 }, (_, n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  )
}
