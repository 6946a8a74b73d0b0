import type { CartItem } from '@scentia/domain/cart/cart'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { buildAddress, buildShippingDetails, buildUser } from '../../../test/factories'
import { ShippingStepHarness } from '../test/shipping-step-harness'
import {
  COURIER_FALLBACK_NOTE,
  COURIER_QUOTE_LOADING_NOTE,
  courierQuoteNote,
  useDeliveryFee,
} from './use-delivery-fee'

const address = buildAddress({ id: 1, city: 'Anifowoshe/Ikeja, Ikeja' })
const user = buildUser({ addresses: [address] })
const details = buildShippingDetails(address)
const items: CartItem[] = [
  { id: 4, name: 'Rose of Ikoyi', price: 30_000, image: '/a.webp', quantity: 2, sizeId: 9 },
]

const tableAnswer = {
  success: true,
  fee: 7_200,
  baseFee: 8_000,
  estimate: '2-4 business days',
  label: '₦7,200',
}
let courierAnswer: object = {}
let releaseCourier: () => void = () => undefined

const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.includes('/shipping/courier-quote')) {
    // Held until the test lets the courier answer: the loading state is seen first.
    await new Promise<void>((resolve) => {
      releaseCourier = resolve
    })
    return new Response(JSON.stringify(courierAnswer), { status: 200 })
  }
  const body = url.includes('/shipping/fee')
    ? tableAnswer
    : { success: true, data: { states: ['Lagos'], lgas: ['Ikeja'], wards: ['Anifowoshe/Ikeja'] } }
  return new Response(JSON.stringify(body), { status: 200 })
})

const courierCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.includes('/shipping/courier-quote'))

function renderStep(liveQuotes = true) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ShippingStepHarness
          user={user}
          details={details}
          items={items}
          useFee={(cart, shipTo, method) => useDeliveryFee(cart, shipTo, method, liveQuotes)}
        >
          {(shipping) => <output data-testid="signed-quote">{shipping.quote ?? 'none'}</output>}
        </ShippingStepHarness>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("checkout's delivery fee with a courier connected (docs/decisions/044-couriers.md)", () => {
  it("shows the courier's live price, says whose it is, and keeps its signed quote for the payment", async () => {
    courierAnswer = {
      success: true,
      fee: 7_350,
      source: 'courier',
      courier: 'GIG Logistics',
      label: '₦7,350',
      estimate: '2-4 business days',
      quote: 'signed.quote',
    }
    renderStep()
    // While the courier is asked: said in words, no figure to pay yet.
    expect(await screen.findByText(COURIER_QUOTE_LOADING_NOTE)).toBeInTheDocument()
    expect(screen.getByTestId('signed-quote')).toHaveTextContent('none')
    expect(screen.queryByText('₦7,200')).not.toBeInTheDocument()
    releaseCourier()
    expect(await screen.findByText('₦7,350')).toBeInTheDocument()
    expect(screen.getByTestId('delivery-fee-note')).toHaveTextContent(
      courierQuoteNote('GIG Logistics'),
    )
    expect(screen.getByTestId('signed-quote')).toHaveTextContent('signed.quote')
    // Only ids, sizes and quantities travel: the server prices the parcel itself.
    const [call] = courierCalls()
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      shipping: details,
      cart_items: [{ id: 4, quantity: 2, size_id: 9 }],
    })
  })

  it("says plainly that the table's fee applies when the courier is slow or down", async () => {
    courierAnswer = {
      success: true,
      fee: 7_200,
      source: 'table',
      courier: null,
      label: '₦7,200',
      estimate: '2-4 business days',
      quote: null,
    }
    renderStep()
    await screen.findByText(COURIER_QUOTE_LOADING_NOTE)
    releaseCourier()
    expect(await screen.findByText(COURIER_FALLBACK_NOTE)).toBeInTheDocument()
    expect(screen.getByText('₦7,200')).toBeInTheDocument()
    expect(screen.getByTestId('signed-quote')).toHaveTextContent('none')
  })

  it('asks no courier for a pickup, and none at all without a courier', async () => {
    courierAnswer = { success: true }
    renderStep(false)
    expect(await screen.findByText('₦7,200')).toBeInTheDocument()
    expect(screen.queryByTestId('delivery-fee-note')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /Pickup at the showroom/ }))
    expect(courierCalls()).toHaveLength(0)
  })
})
