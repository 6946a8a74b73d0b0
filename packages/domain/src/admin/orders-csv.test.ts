import { describe, expect, it } from 'vitest'
import { lagosDateTime, orderCsvRow, ordersCsvFileName } from './orders-csv'

describe('lagosDateTime', () => {
  it.each([
    ['2026-11-27T23:30:00Z', '2026-11-28 00:30'],
    ['2026-11-28T10:05:00Z', '2026-11-28 11:05'],
  ])('%s is %s in Lagos', (instant, text) => {
    expect(lagosDateTime(new Date(instant))).toBe(text)
  })
})

describe('orderCsvRow', () => {
  const order = {
    orderId: 'ORD0123456789',
    createdAt: new Date('2026-11-27T23:30:00Z'),
    status: 'pending',
    paymentStatus: 'paid',
    paymentMethod: 'CARD',
    items: 2,
    discount: 1_000,
    promoCode: 'WELCOME10',
    shippingFee: 3_000,
    totalAmount: 32_000,
    fullName: '=HYPERLINK("x")',
    email: 'ada@example.com',
    phoneNumber: '+2348031234567',
    state: 'Lagos',
    lga: 'Ikeja',
    city: 'Ikeja',
  }

  it('writes money in naira, the subtotal before the discount, and Lagos time', () => {
    expect(orderCsvRow(order)).toMatchObject({
      placed_at: '2026-11-28 00:30',
      subtotal: 30_000,
      total_amount: 32_000,
    })
  })

  it.each([
    ['fullName', 'full_name', '=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['phoneNumber', 'phone_number', '+2348031234567', `'+2348031234567`],
    ['city', 'city', '@SUM(1)', `'@SUM(1)`],
    ['city', 'city', 'Ikeja', 'Ikeja'],
  ] as const)('escapes %s (%s) %s against formulas', (field, column, value, written) => {
    const row = orderCsvRow({ ...order, [field]: value })
    expect(row[column]).toBe(written)
  })

  it('names the file after its days', () => {
    expect(ordersCsvFileName('2026-11-22', '2026-11-28')).toBe(
      'scentia-orders-2026-11-22-to-2026-11-28.csv',
    )
    expect(ordersCsvFileName('2026-11-28', '2026-11-28')).toBe('scentia-orders-2026-11-28.csv')
  })
})
