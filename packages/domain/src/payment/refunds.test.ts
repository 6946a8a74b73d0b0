import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canMoveRefund,
  isFullyRefunded,
  lineRefundAmount,
  nairaToKobo,
  REFUND_AMOUNT_NOT_WHOLE,
  REFUND_NOTHING_LEFT,
  REFUND_STATES,
  refundAmountProblem,
  refundMethodFor,
  refundStateFromPaystack,
  refundStateLabel,
  refundTotals,
  type RefundableOrder,
  type RefundState,
} from './refunds'

describe('refund states', () => {
  it.each([
    ['pending', 'processing', true],
    ['pending', 'processed', true],
    ['pending', 'failed', true],
    ['processing', 'processed', true],
    ['processing', 'failed', true],
    ['processing', 'pending', false],
    ['processed', 'failed', false],
    ['processed', 'processed', false],
    ['failed', 'processed', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveRefund(from, to)).toBe(allowed)
  })

  it.each([
    ['processed', 'processed'],
    ['FAILED', 'failed'],
    ['pending', 'processing'],
    ['processing', 'processing'],
    ['needs-attention', 'processing'],
  ])("Paystack's %j is our %s", (word, state) => {
    expect(refundStateFromPaystack(word)).toBe(state)
  })

  it.each([
    ['pending', 'Refund requested'],
    ['processing', 'Refund on its way'],
    ['processed', 'Refunded'],
    ['failed', 'Refund failed'],
    ['mystery', 'Refund requested'],
  ])('%s reads %j', (state, label) => {
    expect(refundStateLabel(state)).toBe(label)
  })

  it.each([
    ['POD', 'cash'],
    ['CARD', 'paystack'],
    ['BANK_TRANSFER', 'paystack'],
    ['PAYSTACK', 'paystack'],
  ])('a %s order is refunded by %s', (method, way) => {
    expect(refundMethodFor(method)).toBe(way)
  })

  it.each([
    [1, 100],
    [62_500, 6_250_000],
  ])('₦%i is %i kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo)
  })
})

const r = (amount: number, state: RefundState) => ({ amount, state })

describe('refundTotals: an order after its refunds', () => {
  it.each([
    // paid, refunds, refunded, in flight, refundable, net paid
    [50_000, [], 0, 0, 50_000, 50_000],
    [50_000, [r(10_000, 'processed')], 10_000, 0, 40_000, 40_000],
    [50_000, [r(10_000, 'pending')], 0, 10_000, 40_000, 50_000],
    [50_000, [r(10_000, 'processing'), r(5_000, 'processed')], 5_000, 10_000, 35_000, 45_000],
    // A failed refund sent nothing back: it may be tried again.
    [50_000, [r(50_000, 'failed')], 0, 0, 50_000, 50_000],
    [50_000, [r(50_000, 'failed'), r(50_000, 'processed')], 50_000, 0, 0, 0],
  ] as const)(
    'paid ₦%i with %j: refunded %i, in flight %i, refundable %i, net %i',
    (paid, refunds, refunded, inFlight, refundable, netPaid) => {
      expect(refundTotals(paid, refunds)).toEqual({ refunded, inFlight, refundable, netPaid })
    },
  )

  it.each([
    [50_000, [r(50_000, 'processed')], true],
    [50_000, [r(20_000, 'processed'), r(30_000, 'processed')], true],
    [50_000, [r(20_000, 'processed'), r(30_000, 'processing')], false],
    [50_000, [r(49_999, 'processed')], false],
    [50_000, [r(50_000, 'failed')], false],
    [0, [], false],
  ] as const)('paid ₦%i with %j is fully refunded: %s', (paid, refunds, full) => {
    expect(isFullyRefunded(paid, refunds)).toBe(full)
  })

  it.each([
    [10_000, [], null],
    [50_000, [], null],
    [50_001, [], 'At most ₦50,000 can still be refunded on this order.'],
    [0, [], REFUND_AMOUNT_NOT_WHOLE],
    [10.5, [], REFUND_AMOUNT_NOT_WHOLE],
    [1, [r(50_000, 'processing')], REFUND_NOTHING_LEFT],
    [40_000, [r(10_000, 'pending')], null],
    [40_001, [r(10_000, 'pending')], 'At most ₦40,000 can still be refunded on this order.'],
  ] as const)('₦%s on ₦50,000 with %j: %j', (amount, refunds, problem) => {
    expect(refundAmountProblem(amount, refundTotals(50_000, refunds))).toBe(problem)
  })
})

// Two bottles at ₦30,000 and a ₦20,000 bottle; ₦8,000 off with a code, a ₦2,000 sample credit
// and a sample bought with them; ₦5,000 delivery. Goods cost 30,000×2 + 20,000 + 1,500 = 81,500,
// less 10,000: 71,500 paid for goods; 76,500 with delivery.
const order: RefundableOrder = {
  total_amount: 76_500,
  shipping_fee: 5_000,
  discount: 8_000,
  sample_credit: 2_000,
  cart_items: [
    { price: 30_000, quantity: 2 },
    { price: 20_000, quantity: 1 },
    { price: 1_500, quantity: 1, isSample: true },
  ],
}

describe('lineRefundAmount: returned units with discounts and sample credits', () => {
  it.each([
    // returning, returned before, amount
    [[{ line: 0, quantity: 1 }], [], 26_319], // 30,000 × 71,500 / 81,500 = 26,319.0…
    [[{ line: 0, quantity: 2 }], [], 52_638], // 60,000 × … = 52,638.0…
    [[{ line: 1, quantity: 1 }], [], 17_546], // 20,000 × … = 17,546.0…
    [[{ line: 0, quantity: 1 }], [{ line: 0, quantity: 1 }], 26_319],
    [
      [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      [{ line: 0, quantity: 1 }],
      43_865, // floor(80,000 × …) − floor(30,000 × …) = 70,184 − 26,319
    ],
  ] as const)('returning %j after %j gives back ₦%i', (returning, before, amount) => {
    expect(lineRefundAmount(order, returning, before)).toEqual({ ok: true, amount })
  })

  it.each([
    [[{ line: 2, quantity: 1 }], [], 'Samples cannot be returned.'],
    [[{ line: 0, quantity: 3 }], [], 'That is more than the order holds of this item.'],
    [
      [{ line: 0, quantity: 1 }],
      [{ line: 0, quantity: 2 }],
      'That is more than the order holds of this item.',
    ],
    [[{ line: 5, quantity: 1 }], [], 'Choose the items and how many of each to send back.'],
    [[{ line: 0, quantity: 0 }], [], 'Choose the items and how many of each to send back.'],
  ] as const)('returning %j after %j is refused: %s', (returning, before, message) => {
    expect(lineRefundAmount(order, returning, before)).toEqual({ ok: false, message })
  })

  it('never refunds delivery, and the parts of a whole return add up to what the goods cost', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 200_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 30_000 }),
        (items, discountPercent, credit) => {
          const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
          const discount = Math.floor((subtotal * discountPercent) / 100)
          const sampleCredit = Math.min(credit, subtotal - discount)
          const paidForGoods = subtotal - discount - sampleCredit
          const whole: RefundableOrder = {
            total_amount: paidForGoods + 4_000,
            shipping_fee: 4_000,
            discount,
            sample_credit: sampleCredit,
            cart_items: items,
          }
          // One unit at a time, line after line.
          const returned: { line: number; quantity: number }[] = []
          let total = 0
          items.forEach((item, line) => {
            for (let unit = 0; unit < item.quantity; unit++) {
              const step = lineRefundAmount(whole, [{ line, quantity: 1 }], returned)
              if (!step.ok) throw new Error(step.message)
              expect(step.amount).toBeGreaterThanOrEqual(0)
              expect(step.amount).toBeLessThanOrEqual(item.price)
              total += step.amount
              returned.push({ line, quantity: 1 })
            }
          })
          expect(total).toBe(paidForGoods)
        },
      ),
    )
  })
})

it('lists every state once', () => {
  expect(new Set(REFUND_STATES).size).toBe(REFUND_STATES.length)
})
