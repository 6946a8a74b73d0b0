import { describe, expect, it } from 'vitest'
import {
  crossedIntoLowStock,
  effectiveThreshold,
  isLowStock,
  lowStockThresholdSchema,
} from './low-stock'

describe('crossedIntoLowStock', () => {
  it.each([
    // before, after, threshold, crossed
    [5, 3, 3, true], // a sale lands exactly on the threshold
    [4, 0, 3, true], // a sale takes it from above straight to sold out
    [10, 2, 3, true],
    [3, 2, 3, false], // already low: the second sale says nothing
    [2, 0, 3, false],
    [5, 4, 3, false], // still above
    [2, 6, 3, false], // a restock rising above is no crossing
    [6, 6, 3, false], // no change
    [1, 0, 0, true], // threshold 0: told when it sells out
    [0, 0, 0, false],
    [4, 3, 3, true],
  ])('%i → %i at threshold %i crossed: %s', (before, after, threshold, crossed) => {
    expect(crossedIntoLowStock(before, after, threshold)).toBe(crossed)
  })

  it('tells again after a restock lifts it above and a sale takes it down again', () => {
    const steps: [number, number][] = [
      [5, 3],
      [3, 2],
      [2, 8],
      [8, 3],
    ]
    expect(steps.map(([before, after]) => crossedIntoLowStock(before, after, 3))).toEqual([
      true,
      false,
      false,
      true,
    ])
  })
})

describe('effectiveThreshold and isLowStock', () => {
  it.each([
    [null, 3, 3],
    [undefined, 5, 5],
    [0, 5, 0],
    [10, 3, 10],
  ])('own %s with default %i is %i', (own, shopDefault, expected) => {
    expect(effectiveThreshold(own, shopDefault)).toBe(expected)
  })

  it.each([
    [0, 3, true],
    [3, 3, true],
    [4, 3, false],
    [0, 0, true],
  ])('stock %i at threshold %i is low: %s', (stock, threshold, low) => {
    expect(isLowStock(stock, threshold)).toBe(low)
  })
})

describe('lowStockThresholdSchema', () => {
  it.each([
    [0, true],
    [3, true],
    [1000, true],
    [1001, false],
    [-1, false],
    [1.5, false],
    ['3', false],
  ])('%j is accepted: %s', (value, ok) => {
    expect(lowStockThresholdSchema.safeParse(value).success).toBe(ok)
  })
})
