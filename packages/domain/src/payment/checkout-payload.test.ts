import { describe, expect, it } from 'vitest'
import { buildCheckoutPayload } from './checkout-payload'

const shipping = {
  full_name: 'Ada Obi',
  email: 'ada@example.ng',
  phone_number: '08031234567',
  street_address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
}

describe('buildCheckoutPayload', () => {
  it('spells the docs/product.md §S3 payload from the shipping details and the preview', () => {
    const line = { id: 7, name: 'Oud', image: '/o.webp', price: 15_000, quantity: 2 }
    expect(
      buildCheckoutPayload({
        userId: 4,
        shipping,
        reference: 'ref_1',
        paymentStatus: 'success',
        paymentMethod: 'CARD',
        preview: { cartItems: [line], totalAmount: 38_000, shippingFee: 8_000 },
      }),
    ).toEqual({
      user_id: 4,
      full_name: 'Ada Obi',
      email: 'ada@example.ng',
      phone_number: '08031234567',
      shipping_address: '12 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      cart_items: [line],
      total_amount: 38_000,
      shipping_fee: 8_000,
      payment_status: 'success',
      payment_method: 'CARD',
      transaction_reference: 'ref_1',
    })
  })
})
