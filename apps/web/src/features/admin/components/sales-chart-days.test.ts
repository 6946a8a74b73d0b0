import { describe, expect, it } from 'vitest'
import { labelledDays } from './sales-chart-days'

describe('labelledDays (the sales chart’s x axis)', () => {
  it.each([
    // count, plot width (CSS px), the days named
    [7, 900, [0, 1, 2, 3, 4, 5, 6]],
    [7, 336, [0, 1, 2, 3, 4, 5, 6]],
    // A 360 px phone leaves the plot about 190 px: every second day.
    [7, 190, [0, 2, 4, 6]],
    [7, 100, [0, 4]],
    [30, 1100, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]],
    [30, 190, [0, 8, 16, 24]],
    [1, 190, [0]],
    [0, 190, []],
    // Before layout the plot has no width: one label, never a division by zero.
    [7, 0, [0]],
  ])('%i days in %i px name %j', (count, width, days) => {
    expect(labelledDays(count, width)).toEqual(days)
  })

  it('leaves at least the label space between named days', () => {
    for (const count of [1, 7, 14, 30, 90]) {
      for (const width of [120, 190, 300, 600, 1100]) {
        const days = labelledDays(count, width)
        const perDay = width / count
        for (let i = 1; i < days.length; i += 1) {
          expect(((days[i] ?? 0) - (days[i - 1] ?? 0)) * perDay).toBeGreaterThanOrEqual(48)
        }
      }
    }
  })
})
