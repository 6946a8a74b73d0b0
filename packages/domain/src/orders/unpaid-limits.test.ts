import { describe, expect, it } from 'vitest'
import {
  MAX_UNITS_PER_SIZE,
  MAX_UNPAID_ORDERS,
  unitsPerSizeProblem,
  unpaidOrdersProblem,
} from './unpaid-limits'

describe('unpaid orders cannot hoard stock', () => {
  it('allows 10 units of a size and 2 unpaid orders', () => {
    expect(MAX_UNITS_PER_SIZE).toBe(10)
    expect(MAX_UNPAID_ORDERS).toBe(2)
  })

  it.each([
    [1, null],
    [10, null],
    [
      11,
      'You can order up to 10 of Amber Night (2 ml) at a time. Please lower the quantity and try again.',
    ],
    [
      100,
      'You can order up to 10 of Amber Night (2 ml) at a time. Please lower the quantity and try again.',
    ],
  ])('%i units → %j', (quantity, problem) => {
    expect(unitsPerSizeProblem('Amber Night (2 ml)', quantity)).toBe(problem)
  })

  const tooMany =
    'You already have 2 orders waiting for payment. Please pay for one of them, or cancel one in My Orders, before placing another.'
  it.each([
    [0, null],
    [1, null],
    [2, tooMany],
    [5, tooMany],
  ])('%i unpaid orders → %j', (count, problem) => {
    expect(unpaidOrdersProblem(count)).toBe(problem)
  })
})
