import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasShippingLine, orderItemCount, orderSubtotal } from './totals'

describe('orderSubtotal', () => {
  it.each([
    [52_500, 2_500, 50_000],
    [52_500, 0, 52_500],
    [52_500, undefined, 52_500],
    [52_500, null, 52_500],
    [8_000, 8_000, 0],
  ])('total ₦%i with shipping %s has subtotal ₦%i', (total_amount, shipping_fee, subtotal) => {
    expect(orderSubtotal({ total_amount, shipping_fee })).toBe(subtotal)
  })

  it.each([
    [48_000, 3_000, 5_000, 50_000],
    [3_000, 3_000, 50_000, 50_000],
  ])('total ₦%i, shipping ₦%i and a ₦%i code: the goods were ₦%i', (total, fee, discount, sub) => {
    expect(orderSubtotal({ total_amount: total, shipping_fee: fee, discount })).toBe(sub)
  })

  it('adds back up to the total', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.option(fc.nat(8_000), { nil: undefined }),
        (subtotal, fee) => {
          const total_amount = subtotal + (fee ?? 0)
          expect(orderSubtotal({ total_amount, shipping_fee: fee }) + (fee ?? 0)).toBe(total_amount)
        },
      ),
    )
  })
})

describe('hasShippingLine', () => {
  it.each([
    [2_500, true],
    [1, true],
    [0, false],
    [undefined, false],
    [null, false],
  ])('shipping fee %s → %s', (shipping_fee, shown) => {
    expect(hasShippingLine({ total_amount: 10_000, shipping_fee })).toBe(shown)
  })
})

describe('orderItemCount', () => {
  it.each([
    [[], 0],
    [[{ quantity: 1 }], 1],
    [[{ quantity: 2 }, { quantity: 3 }], 5],
  ])('%j counts %i items', (items, count) => {
    expect(orderItemCount(items)).toBe(count)
  })
})
