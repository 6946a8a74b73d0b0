import { describe, expect, it } from 'vitest'
import {
  buildReceipt,
  hasReceipt,
  paymentMethodLabel,
  receiptAmounts,
  receiptPath,
  receiptRefunds,
} from './receipt'
import { PAID_CARD_ORDER as order } from './receipt-fixtures'

describe('hasReceipt', () => {
  it.each([
    ['paid', true],
    ['refunded', true],
    ['pending', false],
    ['failed', false],
    ['abandoned', false],
    ['refund_due', false],
    ['reversed', false],
    [undefined, false],
  ])('payment %s → %s', (status, expected) => {
    expect(hasReceipt({ payment_status: status })).toBe(expected)
  })
})

describe('receiptAmounts', () => {
  it.each([
    // total, refunds, refunded, net paid, VAT kobo (net × 7.5 / 107.5, nearest kobo)
    [59_500, [], 0, 59_500, 415_116], // 415,116.28
    [59_500, [30_000], 30_000, 29_500, 205_814], // 205,813.95
    [59_500, [30_000, 29_500], 59_500, 0, 0],
    [10_750, [], 0, 10_750, 75_000],
  ])('₦%i less %j: refunded ₦%i, net ₦%i, VAT %i kobo', (total, refunds, refunded, net, vat) => {
    expect(
      receiptAmounts(
        total,
        refunds.map((amount) => ({ amount })),
      ),
    ).toEqual({
      refunded,
      netPaid: net,
      vatKobo: vat,
    })
  })

  it('refuses refunds beyond what was paid', () => {
    expect(() => receiptAmounts(1_000, [{ amount: 1_001 }])).toThrow(RangeError)
  })
})

describe('paymentMethodLabel', () => {
  it.each([
    ['CARD', 'Card (Paystack)'],
    ['card', 'Card (Paystack)'],
    ['BANK_TRANSFER', 'Bank transfer (Paystack)'],
    ['USSD', 'USSD (Paystack)'],
    ['POD', 'Cash on delivery'],
    ['PAYSTACK', 'Paystack'],
    ['MOBILE_MONEY', 'Mobile money (Paystack)'],
  ])('%s reads %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label)
  })
})

describe('buildReceipt', () => {
  it('itemises the order as every other page does, and its lines add up to the total', () => {
    const receipt = buildReceipt(order, { supportEmail: 'help@scentia.ng' })
    expect(receipt.totals.map((line) => [line.label, line.value])).toEqual([
      ['Subtotal', '₦64,500'],
      ['Sample credit', '−₦4,500'],
      ['Discount (WELCOME10)', '−₦6,000'],
      ['Delivery', '₦5,500'],
      ['Total', '₦59,500'],
    ])
    const added = receipt.totals.slice(0, -1).reduce((sum, line) => sum + line.amount, 0)
    expect(added).toBe(order.total_amount)
    expect(receipt.lines.reduce((sum, line) => sum + line.line_total, 0)).toBe(64_500)
    expect(receipt.lines[0]).toEqual({
      name: 'Rose Oud',
      size: '100 ml',
      quantity: 2,
      unit_price: 30_000,
      line_total: 60_000,
    })
  })

  it('names the seller, the customer, the payment and the VAT included', () => {
    const receipt = buildReceipt(order, { supportEmail: 'help@scentia.ng' })
    expect(receipt.seller).toEqual({
      name: 'Scentia',
      address: '14 Admiralty Way, Lekki Phase 1, Lagos',
      phone: '0700 723 6842',
      email: 'help@scentia.ng',
    })
    expect(receipt.customer.address).toBe('12 Allen Avenue, Anifowoshe/Ikeja, Ikeja, Lagos')
    expect(receipt.payment).toEqual({ method: 'Card (Paystack)', reference: 'SCN_abc123' })
    expect(receipt.vat).toEqual({ rate: '7.5%', included_kobo: 415_116 })
    expect(receipt.refunds).toEqual([])
    expect(receipt.net_paid).toBe(59_500)
  })

  it('states refunds when the order has any, and the VAT of what stayed paid', () => {
    const refunds = [
      {
        amount: 30_000,
        refunded_at: '2026-11-25T09:00:00.000Z',
        description: 'Return of 1 × Rose Oud',
      },
    ]
    const receipt = buildReceipt(order, { supportEmail: 'help@scentia.ng', refunds })
    expect(receipt.refunds).toEqual(refunds)
    expect(receipt.net_paid).toBe(29_500)
    expect(receipt.vat.included_kobo).toBe(205_814)
  })

  it('shows delivery even when it cost nothing, with its label', () => {
    const receipt = buildReceipt(
      { ...order, shipping_fee: 0, total_amount: 54_000 },
      { supportEmail: 'help@scentia.ng' },
    )
    expect(receipt.totals.find((line) => line.id === 'shipping')?.value).toBe('Pay on Delivery')
  })
})

describe('receiptPath', () => {
  it('is /orders/{id}/receipt', () => {
    expect(receiptPath('ORD1234567890')).toBe('/orders/ORD1234567890/receipt')
  })
})

describe('receiptRefunds', () => {
  const refund = {
    id: 1,
    amount: 2_000,
    state: 'processed',
    method: 'paystack',
    created_at: '2026-11-21T08:00:00.000Z',
    settled_at: '2026-11-22T08:00:00.000Z',
  }
  it.each([
    // state, method, stated?, description
    ['processed', 'paystack', true, 'Refunded to your payment method'],
    ['processed', 'cash', true, 'Cash returned'],
    ['pending', 'paystack', false, ''],
    ['processing', 'paystack', false, ''],
    ['failed', 'paystack', false, ''],
  ])('a %s %s refund is stated: %s', (state, method, stated, description) => {
    const made = receiptRefunds([{ ...refund, state, method }])
    expect(made).toEqual(
      stated ? [{ amount: 2_000, refunded_at: '2026-11-22T08:00:00.000Z', description }] : [],
    )
  })

  it('reads no refunds as none', () => {
    expect(receiptRefunds(undefined)).toEqual([])
  })
})
