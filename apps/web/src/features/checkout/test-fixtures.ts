import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { InitializedPayment } from './api/checkout-api'

// The checkout tests' shared fixtures (shared builders for every feature are in src/test/).

export const TEST_PAYMENT_REFERENCE = 'SCN-0123456789abcdef01234567'

/** Checkout step 1 filled in. */
export function buildShippingDetails(overrides: Partial<ShippingDetails> = {}): ShippingDetails {
  return {
    full_name: 'Adaeze Okafor',
    email: 'ada@example.ng',
    phone_number: '08012345678',
    street_address: '12 Allen Avenue',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe',
    city: 'Anifowoshe, Ikeja',
    ...overrides,
  }
}

/** POST /api/payments/initialize's answer for three bottles at ₦15,000 and ₦8,000 delivery. */
export function buildInitializedPayment(
  overrides: Partial<InitializedPayment> = {},
): InitializedPayment {
  return {
    success: true,
    message: 'Payment initialized',
    reference: TEST_PAYMENT_REFERENCE,
    access_code: 'code',
    authorization_url: '/api/sandbox/paystack/checkout/code',
    amount: 53_000,
    amount_kobo: 5_300_000,
    currency: 'NGN',
    subtotal: 45_000,
    shipping_fee: 8_000,
    email: 'ada@example.ng',
    cart_items: [{ id: 1, name: 'Rose of Ikoyi', image: '/a.webp', price: 15_000, quantity: 3 }],
    ...overrides,
  }
}
