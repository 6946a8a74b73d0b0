import { describe, expect, it } from 'vitest'
import {
  EMPTY_CART_MESSAGE,
  QUANTITY_MESSAGE,
  initializePaymentBody,
  initializedPaymentSchema,
} from './checkout'

/** An address outside Lagos: the body's rules are the same everywhere. */
const shipping = {
  full_name: 'Musa Bello',
  email: 'musa@example.ng',
  phone_number: '0806 555 0101',
  street_address: '4 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'FCT',
  lga: 'Abuja Municipal',
  ward: 'City Centre',
}

const answer = {
  success: true,
  message: 'Authorization URL created',
  reference: 'SCN-1',
  access_code: 'ac',
  authorization_url: 'https://checkout.paystack.com/ac',
  amount: 23_500,
  amount_kobo: 2_350_000,
  currency: 'NGN',
  subtotal: 20_000,
  shipping_fee: 3_500,
  email: 'ada@example.ng',
  cart_items: [{ id: 1, name: 'Rose Oud', image: '/r.webp', price: 20_000, quantity: 1 }],
}

describe('initializePaymentBody', () => {
  it.each([
    ['an empty cart', [], EMPTY_CART_MESSAGE],
    ['a zero quantity', [{ id: 1, quantity: 0 }], QUANTITY_MESSAGE],
    ['a fractional quantity', [{ id: 1, quantity: 1.5 }], QUANTITY_MESSAGE],
  ])('refuses %s with the shopper’s message', (_, cartItems, message) => {
    const result = initializePaymentBody.safeParse({ cart_items: cartItems, shipping })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('accepts lines with and without a size', () => {
    const body = {
      cart_items: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1, size_id: 9 },
      ],
      shipping,
    }
    expect(initializePaymentBody.safeParse(body).success).toBe(true)
  })
})

describe('initializedPaymentSchema', () => {
  it('reads the server’s priced answer', () => {
    expect(initializedPaymentSchema.parse(answer)).toEqual(answer)
  })

  it.each([
    ['an amount in fractional naira', { amount: 23_500.5 }],
    ['an amount sent as text', { amount: '23500' }],
    ['another currency', { currency: 'USD' }],
    ['no reference', { reference: '' }],
  ])('refuses %s', (_, change) => {
    expect(initializedPaymentSchema.safeParse({ ...answer, ...change }).success).toBe(false)
  })
})
