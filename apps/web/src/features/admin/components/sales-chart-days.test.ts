import { describe, expect, it } from 'vitest'
import { DAY_LABEL_GAP, labelledDays } from './sales-chart-days'

// "Mon, 23 Nov" at 12 px is about 70 px wide.
const LABEL = 70

describe('labelledDays (the sales chart’s x axis)', () => {
  it.each([
    // count, plot width (CSS px), the days named
    [7, 900, [0, 1, 2, 3, 4, 5, 6]],
    [7, 574, [0, 1, 2, 3, 4, 5, 6]],
    [7, 573, [0, 2, 4, 6]],
    // A 360 px phone leaves the plot about 190 px: two labels of seven.
    [7, 190, [0, 4]],
    [30, 1100, [0, 3, 6, 9, 12, 15, 18, 21, 24, 27]],
    [30, 190, [0, 13, 26]],
    [1, 190, [0]],
    [0, 190, []],
    // Before layout the plot has no width: one label, never a division by zero.
    [7, 0, [0]],
  ])('%i days in %i px name %j', (count, width, days) => {
    expect(labelledDays(count, width, LABEL)).toEqual(days)
  })

  it('leaves each label its width and the gap', () => {
    for (const count of [1, 7, 14, 30, 90]) {
      for (const width of [120, 190, 300, 600, 1100]) {
        const days = labelledDays(count, width, LABEL)
        const perDay = width / count
        for (let i = 1; i < days.length; i += 1) {
          expect(((days[i] ?? 0) - (days[i - 1] ?? 0)) * perDay).toBeGreaterThanOrEqual(
            LABEL + DAY_LABEL_GAP,
          )
        }
      }
    }
  })
})
