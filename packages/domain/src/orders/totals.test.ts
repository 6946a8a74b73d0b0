import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hasDiscountLine,
  hasSampleCreditLine,
  hasShippingLine,
  orderItemCount,
  orderItemLabel,
  orderDeliveryValue,
  orderSubtotal,
  orderTotalsLines,
} from './totals'

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

describe('sample credit on an order', () => {
  it.each([
    [{ total_amount: 58_000, shipping_fee: 8_000, sample_credit: 2_000 }, 52_000, true],
    [{ total_amount: 58_000, shipping_fee: 8_000, sample_credit: 0 }, 50_000, false],
    [{ total_amount: 58_000, shipping_fee: 8_000 }, 50_000, false],
  ])('%o has subtotal %i, credit line %s', (order, subtotal, shown) => {
    expect(orderSubtotal(order)).toBe(subtotal)
    expect(hasSampleCreditLine(order)).toBe(shown)
  })

  it('adds back both the sample credit and a promo discount: the subtotal is what the lines cost', () => {
    const order = {
      total_amount: 51_200,
      shipping_fee: 8_000,
      sample_credit: 2_000,
      discount: 4_800,
    }
    expect(orderSubtotal(order)).toBe(50_000)
    expect(hasSampleCreditLine(order)).toBe(true)
    expect(hasDiscountLine(order)).toBe(true)
  })

  it.each([
    [{ name: 'Rose Oud', size: '2 ml sample' }, 'Rose Oud (2 ml sample)'],
    [{ name: 'Rose Oud', size: null }, 'Rose Oud'],
    [{ name: 'Rose Oud' }, 'Rose Oud'],
  ])('labels %o as %s', (item, label) => {
    expect(orderItemLabel(item)).toBe(label)
  })
})

describe('orderTotalsLines', () => {
  const rows = (order: Parameters<typeof orderTotalsLines>[0], always = false) =>
    orderTotalsLines(order, { delivery: always ? 'always' : 'when-charged' }).map(
      (line) => `${line.label}: ${line.value}`,
    )

  it.each([
    [
      'a fee, a credit and a code',
      {
        total_amount: 60_200,
        shipping_fee: 7_200,
        sample_credit: 1_500,
        discount: 5_000,
        promo_code: 'SAVE10',
      },
      false,
      [
        'Subtotal: ₦59,500',
        'Sample credit: −₦1,500',
        'Discount (SAVE10): −₦5,000',
        'Shipping: ₦7,200',
        'Total: ₦60,200',
      ],
    ],
    [
      'no fee, in a shopper summary',
      { total_amount: 20_000, shipping_fee: 0 },
      false,
      ['Subtotal: ₦20,000', 'Total: ₦20,000'],
    ],
    [
      'no fee, in the console: Pay on Delivery, never Free',
      { total_amount: 20_000, shipping_fee: 0, cart_items: [{ name: 'Rose Oud' }] },
      true,
      ['Subtotal: ₦20,000', 'Delivery: Pay on Delivery', 'Total: ₦20,000'],
    ],
    [
      'a test product order, in the console: Free',
      { total_amount: 100, shipping_fee: 0, cart_items: [{ name: 'Test Product' }] },
      true,
      ['Subtotal: ₦100', 'Delivery: Free', 'Total: ₦100'],
    ],
  ])('%s', (_case, order, always, expected) => {
    expect(rows(order, always)).toEqual(expected)
  })

  it('its lines add up to the total, whatever was taken off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.boolean(),
        (total_amount, shipping_fee, sample_credit, discount, always) => {
          const lines = orderTotalsLines(
            { total_amount, shipping_fee, sample_credit, discount },
            { delivery: always ? 'always' : 'when-charged' },
          )
          const total = lines.at(-1)
          const sum = lines.slice(0, -1).reduce((acc, line) => acc + line.amount, 0)
          expect(total?.id).toBe('total')
          expect(sum).toBe(total?.amount)
        },
      ),
    )
  })

  it.each([
    [{ total_amount: 9_000, shipping_fee: 2_500 }, '₦2,500'],
    [{ total_amount: 9_000, shipping_fee: 0 }, 'Pay on Delivery'],
    [{ total_amount: 9_000, shipping_fee: null }, 'Pay on Delivery'],
  ])('delivery of %j reads %s', (order, value) => {
    expect(orderDeliveryValue(order)).toBe(value)
  })
})
