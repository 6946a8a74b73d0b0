/** The room a day's label ("29 Nov" at 12 px, and a gap) takes on the x axis. */
export const DAY_LABEL_SPACE = 48

/**
 * The days the x axis names, from the first: every day when their labels fit the plot's width
 * (CSS px), else every second, third… so that none overlaps the next. The bars stay one a day.
 */
export function labelledDays(count: number, plotWidth: number): number[] {
  const step = Math.max(1, Math.ceil((count * DAY_LABEL_SPACE) / Math.max(plotWidth, 1)))
  const days: number[] = []
  for (let index = 0; index < count; index += step) days.push(index)
  return days
}
