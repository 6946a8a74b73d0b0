/** Number formats every section of the report shares (1 kB = 1,000 bytes, as Vite prints). */
export const kB = (bytes: number) =>
  Math.abs(bytes) < 1000 ? `${Math.round(bytes)} B` : `${(bytes / 1000).toFixed(1)} kB`
export const integer = (value: number) => Math.round(value).toLocaleString('en-GB')
export const orDash = <T>(value: T | null | undefined, format: (present: T) => string) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
    ? '—'
    : format(value)
