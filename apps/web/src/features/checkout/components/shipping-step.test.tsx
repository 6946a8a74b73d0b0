import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { useShippingFee } from '../hooks/use-shipping-fee'
import { ShippingStep } from './shipping-step'
import { buildUser } from '../../../test/factories'

const user = buildUser({ phone_number: null })

const complete: ShippingDetails = {
  full_name: 'Ada Obi',
  email: 'ada@example.ng',
  phone_number: '08012345678',
  street_address: '1 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  city: 'Anifowoshe/Ikeja, Ikeja',
}

const item = (name: string): CartItem => ({
  id: 1,
  name,
  price: 30_000,
  image: '/a.webp',
  quantity: 1,
})

function Harness({ details: initial, items }: { details: ShippingDetails; items: CartItem[] }) {
  const [details, setDetails] = useState(initial)
  const shipping = useShippingFee(items, details)
  return (
    <ShippingStep
      user={user}
      details={details}
      onChange={setDetails}
      shipping={shipping}
      onContinue={() => undefined}
    />
  )
}

function renderStep(details: ShippingDetails, items = [item('Rose of Ikoyi')]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness details={details} items={items} />
    </QueryClientProvider>,
  )
}

const fetchMock = vi.fn((url: string) => {
  const body = url.includes('/shipping/fee')
    ? { success: true, fee: 7_200, baseFee: 8_000, estimate: '2-4 business days', label: '₦7,200' }
    : { success: true, data: { states: ['Lagos'], lgas: ['Ikeja'], wards: ['Anifowoshe/Ikeja'] } }
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
})

let online = true
beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ShippingStep', () => {
  it.each([
    ['full_name', 'Please enter your Full Name'],
    ['email', 'Please enter your Email'],
    ['phone_number', 'Please enter your Phone Number'],
    ['street_address', 'Please enter your Street Address'],
    ['city', 'Please select your City'],
  ] as const)('without %s the button is disabled and says %j', (field, message) => {
    renderStep({ ...complete, [field]: '  ' })
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
    expect(screen.getByText(message)).toBeInTheDocument()
  })

  it('offline, a complete form still cannot continue: No internet connection', () => {
    online = false
    renderStep(complete)
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
    expect(screen.getByText('No internet connection')).toBeInTheDocument()
  })

  it("prices Standard Delivery with the server's fee for the ward and subtotal", async () => {
    renderStep(complete)
    expect(await screen.findByText('₦7,200')).toBeInTheDocument()
    expect(screen.getByText('2-4 business days')).toBeInTheDocument()
    const feeCall = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.includes('/shipping/fee'))
    expect(feeCall).toContain('subtotal=30000')
    expect(feeCall).toContain('ward=Anifowoshe%2FIkeja')
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled()
  })

  it("is Free with a 'test product' in the cart, without asking the server", () => {
    renderStep(complete, [item('Test Product')])
    expect(screen.getByText('Free')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/shipping/fee'))).toBe(false)
  })

  it('a user without a saved address gets the form, with tel and email inputs', () => {
    renderStep({ ...complete, street_address: '' })
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel')
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('combobox', { name: 'LGA' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Save Address' })).not.toBeInTheDocument()
  })
})
