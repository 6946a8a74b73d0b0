import type { CartItem } from '@scentia/domain/cart/cart'
import { clampCheckoutStep } from '@scentia/domain/checkout/shipping-gate'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { useShippingFee } from '../../../lib/use-shipping-fee'
import { buildAddress, buildShippingDetails, buildUser } from '../../../test/factories'
import { ShippingStepHarness } from '../test/shipping-step-harness'
import { useCheckoutParams } from './use-checkout-params'

const address = buildAddress({ id: 1, city: 'Anifowoshe/Ikeja, Ikeja' })
const user = buildUser({ addresses: [address] })
const details = buildShippingDetails(address)
const items: CartItem[] = [
  { id: 4, name: 'Rose of Ikoyi', price: 30_000, image: '/a.webp', quantity: 1 },
]

/** The checkout's two steps as the page wires them: step 1 the real ShippingStep, step 2 a stand-in. */
function Steps() {
  const { step } = useCheckoutParams()
  if (clampCheckoutStep(step) === 2) return <PaymentStandIn />
  return <ShippingStepHarness user={user} details={details} items={items} useFee={useShippingFee} />
}

function PaymentStandIn() {
  const { method, goTo } = useCheckoutParams()
  const shipping = useShippingFee(items, details, method)
  return (
    <section aria-label="Payment">
      <p>Paying for: {method === 'pickup' ? 'pickup at the showroom' : 'delivery'}</p>
      <p>Delivery fee: {shipping.label}</p>
      <button
        type="button"
        onClick={() => {
          goTo(1)
        }}
      >
        Back to Shipping
      </button>
    </section>
  )
}

/** A page load at the current address: nothing but the URL carries over from the last one. */
function load() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <Steps />
      </BrowserRouter>
    </QueryClientProvider>,
  )
}

const fetchMock = vi.fn((url: string) => {
  const body = url.includes('/shipping/fee')
    ? { success: true, fee: 7_200, baseFee: 8_000, estimate: '2-4 business days', label: '₦7,200' }
    : { success: true, data: { states: ['Lagos'], lgas: ['Ikeja'], wards: ['Anifowoshe/Ikeja'] } }
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
})

const scrollTo = vi.fn()

beforeEach(() => {
  window.history.replaceState(null, '', '/checkout')
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('scrollTo', scrollTo)
  scrollTo.mockReset()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the checkout keeps its step and delivery choice in the URL', () => {
  it('a reload of the payment step keeps pickup at the showroom, and Back to Shipping shows it chosen', async () => {
    const events = userEvent.setup()
    const first = load()
    await events.click(screen.getByRole('radio', { name: /Pickup at the showroom/ }))
    await events.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(screen.getByText('Paying for: pickup at the showroom')).toBeInTheDocument()
    expect(new URLSearchParams(window.location.search).get('delivery')).toBe('pickup')
    expect(new URLSearchParams(window.location.search).get('step')).toBe('2')
    // A new step is shown from its top, not from where Continue was.
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0 })

    first.unmount()
    load()
    expect(screen.getByText('Paying for: pickup at the showroom')).toBeInTheDocument()
    expect(screen.getByText('Delivery fee: Free')).toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Back to Shipping' }))
    expect(screen.getByRole('radio', { name: /Pickup at the showroom/ })).toBeChecked()
  })

  it('choosing Standard Delivery again takes the choice out of the URL; the option is not a history step', async () => {
    const events = userEvent.setup()
    window.history.replaceState(null, '', '/checkout?step=1&delivery=pickup')
    const before = window.history.length
    load()
    expect(screen.getByRole('radio', { name: /Pickup at the showroom/ })).toBeChecked()
    await events.click(screen.getByRole('radio', { name: /Standard Delivery/ }))
    expect(new URLSearchParams(window.location.search).has('delivery')).toBe(false)
    expect(window.history.length).toBe(before)
    // Changing the option stays where the shopper is.
    expect(scrollTo).not.toHaveBeenCalled()
    await events.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Delivery fee: ₦7,200')).toBeInTheDocument()
    expect(screen.getByText('Paying for: delivery')).toBeInTheDocument()
  })

  it('reads anything else in the address bar as Standard Delivery', () => {
    window.history.replaceState(null, '', '/checkout?delivery=drone')
    load()
    expect(screen.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked()
  })
})
