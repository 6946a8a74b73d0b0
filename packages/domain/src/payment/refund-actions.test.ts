import { describe, expect, it } from 'vitest'
import {
  awaitsCashReturn,
  canOwnerRefundOrder,
  orderRefundTotals,
  ownerCancelConsequence,
  ownerReasonProblem,
  ownerRefundConsequence,
  readRefundAmount,
  type OrderMoney,
} from './refund-actions'
import { REFUND_AMOUNT_NOT_WHOLE, REFUND_NOTHING_LEFT } from './refunds'
import { POD_PAYMENT_METHOD } from './transfer'

const paid = (refunds: OrderMoney['refunds'] = []): OrderMoney => ({
  total_amount: 20_000,
  payment_status: 'paid',
  payment_method: 'CARD',
  refunds,
})

describe('orderRefundTotals', () => {
  it('counts an unknown state as promised, so it is never refunded twice', () => {
    expect(orderRefundTotals(paid([{ amount: 5_000, state: 'queued' }]))).toEqual({
      refunded: 0,
      inFlight: 5_000,
      refundable: 15_000,
      netPaid: 20_000,
    })
  })
})

describe('canOwnerRefundOrder', () => {
  it.each<[string, OrderMoney, boolean]>([
    ['a paid order with nothing refunded', paid(), true],
    ['a paid order partly refunded', paid([{ amount: 5_000, state: 'processed' }]), true],
    [
      'a paid order whose whole refund is on its way',
      paid([{ amount: 20_000, state: 'processing' }]),
      false,
    ],
    [
      'a paid order whose refund failed (it may be tried again)',
      paid([{ amount: 20_000, state: 'failed' }]),
      true,
    ],
    ['an unpaid order', { ...paid(), payment_status: 'pending' }, false],
    [
      'a refunded order',
      { ...paid([{ amount: 20_000, state: 'processed' }]), payment_status: 'refunded' },
      false,
    ],
    ['an order without its payment status', { total_amount: 20_000 }, false],
  ])('%s: %s', (_name, order, expected) => {
    expect(canOwnerRefundOrder(order)).toBe(expected)
  })
})

describe('awaitsCashReturn', () => {
  it.each([
    ['cash', 'pending', true],
    ['cash', 'processed', false],
    ['paystack', 'pending', false],
    ['paystack', 'processing', false],
  ])('%s %s: %s', (method, state, expected) => {
    expect(awaitsCashReturn({ method, state })).toBe(expected)
  })
})

describe('readRefundAmount', () => {
  const totals = orderRefundTotals(paid([{ amount: 5_000, state: 'processed' }]))
  it.each<[string, ReturnType<typeof readRefundAmount>]>([
    ['15000', { ok: true, amount: 15_000 }],
    [' 7,500 ', { ok: true, amount: 7_500 }],
    ['₦1', { ok: true, amount: 1 }],
    ['15001', { ok: false, message: 'At most ₦15,000 can still be refunded on this order.' }],
    ['-5000', { ok: false, message: REFUND_AMOUNT_NOT_WHOLE }],
    ['0', { ok: false, message: REFUND_AMOUNT_NOT_WHOLE }],
    ['10.5', { ok: false, message: REFUND_AMOUNT_NOT_WHOLE }],
    ['', { ok: false, message: REFUND_AMOUNT_NOT_WHOLE }],
    ['five', { ok: false, message: REFUND_AMOUNT_NOT_WHOLE }],
  ])('%j', (typed, expected) => {
    expect(readRefundAmount(typed, totals)).toEqual(expected)
  })

  it('refuses anything once everything is refunded or on its way', () => {
    const none = orderRefundTotals(paid([{ amount: 20_000, state: 'pending' }]))
    expect(readRefundAmount('1', none)).toEqual({ ok: false, message: REFUND_NOTHING_LEFT })
  })
})

describe('ownerReasonProblem', () => {
  it.each([
    ['', 'Give a reason of at least 3 characters.'],
    ['  ok ', 'Give a reason of at least 3 characters.'],
    ['Out of stock', null],
    ['x'.repeat(501), 'Keep the reason under 500 characters.'],
  ])('%j', (reason, expected) => {
    expect(ownerReasonProblem(reason)).toBe(expected)
  })
})

describe('what the confirmations say', () => {
  it('a paid card order is refunded in full through Paystack', () => {
    expect(ownerCancelConsequence(paid())).toBe(
      'Its items go back on sale and the customer is emailed and texted. The ₦20,000 paid is refunded in full through Paystack.',
    )
  })

  it('a paid pay-on-delivery order owes cash to hand back', () => {
    expect(ownerCancelConsequence({ ...paid(), payment_method: POD_PAYMENT_METHOD })).toContain(
      'The ₦20,000 collected at the door is recorded as cash to hand back',
    )
  })

  it('an unpaid order refunds nothing', () => {
    expect(ownerCancelConsequence({ ...paid(), payment_status: 'pending' })).toContain(
      'Nothing was paid, so nothing is refunded.',
    )
  })

  it('a refund says where the money goes', () => {
    expect(ownerRefundConsequence(paid(), 5_000)).toContain(
      '₦5,000 goes back to the customer through Paystack',
    )
    expect(
      ownerRefundConsequence({ ...paid(), payment_method: POD_PAYMENT_METHOD }, 5_000),
    ).toContain('₦5,000 is recorded as cash you handed back')
  })
})
