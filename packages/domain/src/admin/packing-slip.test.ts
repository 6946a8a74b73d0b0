import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from './order-console'
import { packingSlipOf } from './packing-slip'

const order: AdminOrderDetail = {
  order_id: 'ORD0123456789',
  status: 'processing',
  payment_status: 'paid',
  payment_method: 'CARD',
  transaction_reference: 'SCN-1',
  tracking_number: null,
  total_amount: 48_500,
  shipping_fee: 3_000,
  sample_credit: 0,
  promo_code: 'GIFT10',
  discount: 4_000,
  cart_items: [
    { id: 7, name: 'Adaeze Noir', image: '/a.svg', quantity: 1, price: 48_000, size: '100 ml' },
  ],
  customer: {
    user_id: 3,
    full_name: 'Bisi Adeyemi',
    email: 'b@example.ng',
    phone_number: '+2348031234567',
  },
  address: {
    street_address: '12 Allen Avenue',
    city: 'Ikeja',
    ward: 'Anifowoshe',
    lga: 'Ikeja',
    state: 'Lagos',
  },
  created_at: '2026-11-28T10:00:00.000Z',
  estimated_delivery: '2026-12-01T10:00:00.000Z',
  history: [],
  refunds: [],
  stock_held: false,
  gift_wrap: 1_500,
  gift: { message: 'Happy birthday!' },
}

describe('packingSlipOf', () => {
  it('carries who, what and the message, and no money at all', () => {
    const slip = packingSlipOf(order)
    expect(slip).toEqual({
      order_id: 'ORD0123456789',
      placed_at: '2026-11-28T10:00:00.000Z',
      ship_to: {
        full_name: 'Bisi Adeyemi',
        phone_number: '+2348031234567',
        address: '12 Allen Avenue, Anifowoshe, Ikeja, Lagos',
      },
      items: [{ name: 'Adaeze Noir', size: '100 ml', quantity: 1 }],
      gift: { message: 'Happy birthday!', wrapped: true },
    })
    const text = JSON.stringify(slip)
    for (const figure of ['48000', '48500', '3000', '4000', '1500', 'GIFT10']) {
      expect(text).not.toContain(figure)
    }
  })

  it.each([
    ['not a gift', { gift: null, gift_wrap: 0 }, null],
    [
      'a gift without wrap or message',
      { gift: { message: null }, gift_wrap: 0 },
      { message: null, wrapped: false },
    ],
  ])('%s', (_name, change, gift) => {
    expect(packingSlipOf({ ...order, ...change }).gift).toEqual(gift)
  })
})
