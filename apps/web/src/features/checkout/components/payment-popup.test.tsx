import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { InitializedPayment } from '../api/checkout-api'
import { CHECKOUT_MESSAGES } from '../payment/checkout-messages'
import { PaymentController } from '../payment/payment-controller'
import type { PaymentDeps } from '../payment/payment-state'
import { PaymentPopup } from './payment-popup'

// Paystack's script cannot be fetched (offline, blocked): importing it fails.
vi.mock('@paystack/inline-js', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const shipping: ShippingDetails = {
  full_name: 'Adaeze Okafor',
  email: 'ada@example.ng',
  phone_number: '08012345678',
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe',
  city: 'Anifowoshe, Ikeja',
}

const payment: InitializedPayment = {
  success: true,
  message: 'Payment initialized',
  reference: 'SCN-0123456789abcdef01234567',
  access_code: 'code',
  authorization_url: 'https://checkout.paystack.com/code',
  amount: 53_000,
  amount_kobo: 5_300_000,
  currency: 'NGN',
  subtotal: 45_000,
  shipping_fee: 8_000,
  email: shipping.email,
  cart_items: [{ id: 1, name: 'Rose of Ikoyi', image: '/a.webp', price: 15_000, quantity: 3 }],
}

describe('PaymentPopup (Paystack inline)', () => {
  it('says the payment window could not load, not that the payment was cancelled', async () => {
    const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() }
    const deps: PaymentDeps = {
      initialize: vi.fn(() => Promise.resolve(payment)),
      verify: vi.fn(),
      submit: vi.fn(),
      storage: localStorage,
      notify,
      sleep: () => Promise.resolve(),
      now: () => Date.now(),
      onPlaced: vi.fn(),
    }
    const flow = new PaymentController(deps)
    await flow.start({ userId: 7, shipping, items: [{ id: 1, quantity: 3 }] })
    expect(flow.state.phase).toBe('paying')

    render(<PaymentPopup payment={payment} loaded={false} flow={flow} mode="test" />)

    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith(
        'The payment window could not load. Please check your connection and try again.',
      )
    })
    expect(notify.error).not.toHaveBeenCalledWith(CHECKOUT_MESSAGES.cancelled)
    expect(flow.state).toEqual({ phase: 'idle' })
  })
})
