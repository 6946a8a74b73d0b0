/** The gap kept between two day labels on the x axis, in CSS px. */
export const DAY_LABEL_GAP = 12

/**
 * The days the x axis names, from the first: every day when labels `labelWidth` wide (and a
 * gap) fit the plot's width (CSS px), else every second, third… so that none overlaps the next.
 * The bars stay one a day.
 */
export function labelledDays(count: number, plotWidth: number, labelWidth: number): number[] {
  const space = labelWidth + DAY_LABEL_GAP
  const step = Math.max(1, Math.ceil((count * space) / Math.max(plotWidth, 1)))
  const days: number[] = []
  for (let index = 0; index < count; index += step) days.push(index)
  return days
}
