import { describe, expect, it } from 'vitest'
import { median } from './stats.js'

describe('median', () => {
  it.each([
    [[3], 3],
    [[1, 9, 2], 2],
    [[15_000, 3_000, 14_000], 14_000],
    [[4, 1, 3, 2], 2.5],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it('is NaN for no values, so an empty measurement is never shown as 0', () => {
    expect(median([])).toBeNaN()
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})
