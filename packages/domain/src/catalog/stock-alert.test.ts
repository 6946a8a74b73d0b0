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

  it.each([
    [undefined, true],
    [1, true],
    [2_147_483_647, true],
    [0, false],
    [-3, false],
    [1.5, false],
    ['12', false],
    [2_147_483_648, false],
  ])('size_id %j is accepted: %s', (sizeId, ok) => {
    const request = { email: 'ada@example.com', size_id: sizeId }
    expect(stockAlertRequestSchema.safeParse(request).success).toBe(ok)
  })
})
