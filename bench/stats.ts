/** The middle value (mean of the two middle ones for an even count): on 2 shared cores one slow run must not move the figure. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  if (sorted.length % 2 === 1) return upper
  const lower = sorted[middle - 1] ?? Number.NaN
  return (lower + upper) / 2
}
