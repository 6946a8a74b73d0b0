import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { useShippingFee } from '../../../lib/use-shipping-fee'
import { ShippingStepHarness } from '../test/shipping-step-harness'
import { buildAddress, buildAddressAnswer, buildUser } from '../../../test/factories'

const noAddresses = buildUser({ phone_number: null })
let user = noAddresses

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

function renderStep(details: ShippingDetails, items = [item('Rose of Ikoyi')]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ShippingStepHarness user={user} details={details} items={items} useFee={useShippingFee} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
  const body = url.includes('/update-address/')
    ? buildAddressAnswer({ ...lagos, street_address: '5 Isaac John Street' }, 'updated')
    : url.includes('/shipping/fee')
      ? {
          success: true,
          fee: 7_200,
          baseFee: 8_000,
          estimate: '2-4 business days',
          label: '₦7,200',
        }
      : { success: true, data: { states: ['Lagos'], lgas: ['Ikeja'], wards: ['Anifowoshe/Ikeja'] } }
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
})

const lagos = buildAddress({ id: 1, city: 'Anifowoshe/Ikeja, Ikeja' })
const atLagos: ShippingDetails = { ...complete, street_address: lagos.street_address }
const abuja = buildAddress({
  id: 2,
  street_address: '9 Aminu Kano Crescent',
  state: 'FCT',
  lga: 'Municipal',
  ward: 'Wuse',
  city: 'Wuse, Municipal',
  isPrimary: false,
})

/** The calls that would change the shopper's saved addresses. */
const addressWrites = () =>
  fetchMock.mock.calls.filter(
    ([url]) => url.includes('add-address') || url.includes('update-address'),
  )

let online = true
beforeEach(() => {
  user = noAddresses
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
    expect(screen.getByRole('radio', { name: /Standard Delivery.*Free/ })).toBeChecked()
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/shipping/fee'))).toBe(false)
  })

  it('offers pickup at the showroom, free, with its address and hours (decision 046)', async () => {
    renderStep(complete)
    expect(await screen.findByText('₦7,200')).toBeInTheDocument()
    expect(screen.queryByTestId('pickup-details')).not.toBeInTheDocument()
    const pickup = screen.getByRole('radio', { name: /Pickup at the showroom.*Free/ })
    await userEvent.click(pickup)
    expect(pickup).toBeChecked()
    const details = screen.getByTestId('pickup-details')
    expect(details).toHaveTextContent(showroomAddress())
    for (const line of SHOWROOM.hours) {
      expect(within(details).getByText(line.days)).toBeInTheDocument()
    }
    // The courier's fee is gone: the delivery option no longer shows it.
    expect(screen.queryByText('₦7,200')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled()
    await userEvent.click(screen.getByRole('radio', { name: /Standard Delivery/ }))
    expect(await screen.findByText('₦7,200')).toBeInTheDocument()
  })

  it('a user without a saved address gets the form, with tel and email inputs', () => {
    renderStep({ ...complete, street_address: '' })
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel')
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('combobox', { name: 'LGA' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Save Address' })).not.toBeInTheDocument()
  })

  describe('checks each field as the API will, inline', () => {
    it.each([
      ['Phone Number', '+44 7911 123456', /Nigerian mobile/],
      ['Email Address', 'not-an-email', /^Please enter a valid email address$/],
      ['Full Name', '', /^Please enter your Full Name$/],
    ])(
      '%s %j: said under the field once left, and Continue stays disabled',
      async (label, value, message) => {
        user = buildUser({ addresses: [lagos] })
        const events = userEvent.setup()
        renderStep(atLagos)
        expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled()
        await events.click(screen.getByRole('button', { name: 'Edit' }))
        const field = screen.getByRole('textbox', { name: label })
        await events.clear(field)
        if (value) await events.type(field, value)
        await events.tab()
        expect(field).toHaveAttribute('aria-invalid', 'true')
        expect(field).toHaveAccessibleDescription(message)
        expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
        // Using it is refused with the error in place, and nothing is saved or said to be.
        await events.click(screen.getByRole('button', { name: 'Use This Address' }))
        await waitFor(() => {
          expect(field).toHaveFocus()
        })
        expect(screen.queryByText(/successfully/)).not.toBeInTheDocument()
        expect(addressWrites()).toEqual([])
      },
    )
  })

  describe('saved addresses', () => {
    beforeEach(() => {
      user = buildUser({ addresses: [lagos, abuja] })
    })
    // The order's details start at the primary address, as the checkout page fills them.

    it('picks one of the saved addresses for the order without saving anything', async () => {
      const events = userEvent.setup()
      renderStep(atLagos)
      await events.click(screen.getByRole('button', { name: 'Edit' }))
      const choices = screen.getByRole('group', { name: 'Deliver to' })
      expect(within(choices).getByRole('radio', { name: /3 Awolowo Way/ })).toBeChecked()
      await events.click(within(choices).getByRole('radio', { name: /9 Aminu Kano Crescent/ }))
      await events.click(screen.getByRole('button', { name: 'Use This Address' }))
      expect(screen.getByText('9 Aminu Kano Crescent')).toBeInTheDocument()
      expect(screen.getByText('Wuse, Municipal, FCT')).toBeInTheDocument()
      expect(addressWrites()).toEqual([])
    })

    it('edits a saved address in place: one PATCH, never a new primary address', async () => {
      const events = userEvent.setup()
      renderStep(atLagos)
      await events.click(screen.getByRole('button', { name: 'Edit' }))
      await events.click(screen.getByRole('button', { name: /Edit 3 Awolowo Way/ }))
      const street = screen.getByRole('textbox', { name: 'Street Address' })
      await events.clear(street)
      await events.type(street, '5 Isaac John Street')
      await events.click(screen.getByRole('button', { name: 'Save Changes' }))
      await waitFor(() => {
        expect(screen.queryByRole('textbox', { name: 'Street Address' })).not.toBeInTheDocument()
      })
      const writes = addressWrites()
      expect(writes).toHaveLength(1)
      const [url, init] = writes[0] ?? []
      expect(url).toContain('/user/update-address/1')
      expect(init?.method).toBe('PATCH')
      expect(JSON.parse(init?.body as string)).not.toHaveProperty('isPrimary')
    })

    it('a one-off address starts blank, is refused until complete, and is never saved', async () => {
      const events = userEvent.setup()
      renderStep(atLagos)
      await events.click(screen.getByRole('button', { name: 'Edit' }))
      await events.click(screen.getByRole('radio', { name: /A different address/ }))
      expect(screen.getByRole('textbox', { name: 'Street Address' })).toHaveValue('')
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
      await events.click(screen.getByRole('button', { name: 'Use This Address' }))
      expect(screen.getByRole('textbox', { name: 'Street Address' })).toHaveAccessibleDescription(
        'Please enter your Street Address',
      )
      expect(addressWrites()).toEqual([])
    })
  })
})
