import { describe, expect, it } from 'vitest'
import { isBackInStock, stockAlertRequestSchema } from './stock-alert'

describe('isBackInStock', () => {
  it.each([
    [0, 1, true],
    [0, 40, true],
    [0, 0, false],
    [3, 5, false],
    [5, 3, false],
    [2, 0, false],
  ])('%i → %i is %s', (before, after, expected) => {
    expect(isBackInStock(before, after)).toBe(expected)
  })
})

describe('stockAlertRequestSchema', () => {
  it.each([
    ['  Ada@Example.COM ', true],
    ['ada@example.com', true],
    ['not-an-email', false],
    ['', false],
  ])('%j is accepted: %s', (email, ok) => {
    expect(stockAlertRequestSchema.safeParse({ email }).success).toBe(ok)
  })

  it('normalises the address, so one person asking twice is one alert', () => {
    expect(stockAlertRequestSchema.parse({ email: '  Ada@Example.COM ' }).email).toBe(
      stockAlertRequestSchema.parse({ email: 'ada@example.com' }).email,
    )
  })
})
