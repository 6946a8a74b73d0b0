import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CHECKOUT_MESSAGES } from '../payment/checkout-messages'
import { PaymentController } from '../payment/payment-controller'
import type { PaymentDeps } from '../payment/payment-state'
import { PaymentPopup } from './payment-popup'
import { buildInitializedPayment, buildShippingDetails } from '../test-fixtures'

// Paystack's script cannot be fetched (offline, blocked): importing it fails.
vi.mock('@paystack/inline-js', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const shipping = buildShippingDetails()
// Paystack's own page, not the sandbox: this is the inline script's path.
const payment = buildInitializedPayment({
  authorization_url: 'https://checkout.paystack.com/code',
})

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
