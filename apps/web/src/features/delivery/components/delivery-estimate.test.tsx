import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '../../../test/intersection-observer'
import { DeliveryEstimate } from './delivery-estimate'

const LOCATIONS: Record<string, unknown> = {
  '/api/locations': { success: true, data: { states: ['Kano', 'Lagos', 'Oyo'] } },
  '/api/locations?state=Lagos': {
    success: true,
    data: { state: 'Lagos', lgas: ['Eti-Osa', 'Ikeja'] },
  },
  '/api/locations?state=Kano': {
    success: true,
    data: { state: 'Kano', lgas: ['Fagge', 'Nassarawa'] },
  },
  '/api/locations?state=Lagos&lga=Ikeja': {
    success: true,
    data: { state: 'Lagos', lga: 'Ikeja', wards: ['Anifowoshe/Ikeja', 'Onigbongbon'] },
  },
  // The owner's table (decision 040): Kano priced, Oyo left at 0.
  '/api/shipping/rates': {
    success: true,
    rates: {
      states: [
        { state: 'Kano', fee: 12_000, min_days: 5, max_days: 7 },
        { state: 'Oyo', fee: 0, min_days: 2, max_days: 4 },
      ],
      lga_overrides: [{ state: 'Kano', lga: 'Nassarawa', fee: 9_000, min_days: 4, max_days: 6 }],
      free_delivery_from: null,
    },
  },
}

const fetchMock = vi.fn<typeof fetch>()

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status })
}

/** fetch is only ever called with a string URL by the API client. */
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : '')

function answerLocations(input: RequestInfo | URL) {
  const url = urlOf(input)
  if (url.startsWith('/api/shipping/fee')) {
    const query = new URL(url, 'http://shop').searchParams
    return Promise.resolve(
      json(200, {
        success: true,
        fee: 7_200,
        baseFee: 8_000,
        estimate: '2-4 business days',
        label: `₦7,200 for ${query.get('ward') ?? ''} at ${query.get('subtotal') ?? ''}`,
      }),
    )
  }
  const body = LOCATIONS[url]
  return Promise.resolve(body ? json(200, body) : json(404, { success: false }))
}

function renderWidget(subtotal = 60_000) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <DeliveryEstimate subtotal={subtotal} />
    </QueryClientProvider>,
  )
}

const select = (name: string) => screen.getByRole('combobox', { name })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// This file runs in a worker of its own (vitest.config.ts), where the first fee's answer schema
// (lib/shipping-fee.ts imports it with the first fee) also loads zod: over a second on a busy CI
// machine, longer than a `findBy` waits. The schema is loaded before the tests, as the shared
// worker loads zod (test/shared-modules.ts); the fee is still checked against it.
beforeAll(async () => {
  await import('@scentia/contracts/shipping')
})

describe('DeliveryEstimate', () => {
  it('loads its lists only as the shopper nears it (below the fold on a phone)', async () => {
    const io = stubIntersectionObserver()
    fetchMock.mockImplementation(answerLocations)
    renderWidget()
    await waitFor(() => {
      expect(io.watched()).toBe(1)
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(select('State')).toBeDisabled()

    act(() => {
      io.enter(screen.getByRole('region', { name: 'Delivery' }))
    })
    await waitFor(() => {
      expect(select('LGA')).toBeEnabled()
    })
    expect(select('State')).toHaveValue('Lagos')
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input)).sort()).toEqual([
      '/api/locations',
      '/api/locations?state=Lagos',
      '/api/shipping/rates',
    ])
  })

  it('starts on Lagos, with Ward waiting for an LGA', async () => {
    fetchMock.mockImplementation(answerLocations)
    renderWidget()
    await waitFor(() => {
      expect(select('State')).toHaveValue('Lagos')
    })
    await waitFor(() => {
      expect(select('LGA')).toBeEnabled()
    })
    expect(select('Ward')).toBeDisabled()
    expect(screen.getByText('Choose your LGA and ward to see the fee.')).toBeInTheDocument()
  })

  it("asks the server for the ward's fee at this subtotal", async () => {
    fetchMock.mockImplementation(answerLocations)
    const user = userEvent.setup()
    renderWidget(60_000)
    await waitFor(() => {
      expect(within(select('LGA')).getByRole('option', { name: 'Ikeja' })).toBeInTheDocument()
    })
    await user.selectOptions(select('LGA'), 'Ikeja')
    await waitFor(() => {
      expect(select('Ward')).toBeEnabled()
    })
    await user.selectOptions(select('Ward'), 'Anifowoshe/Ikeja')

    expect(await screen.findByText('₦7,200 for Anifowoshe/Ikeja at 60000')).toBeInTheDocument()
    expect(screen.getByText('2-4 business days')).toBeInTheDocument()
    const feeCall = fetchMock.mock.calls
      .map(([url]) => urlOf(url))
      .find((url) => url.includes('fee'))
    expect(feeCall).toBe(
      '/api/shipping/fee?state=Lagos&lga=Ikeja&ward=Anifowoshe%2FIkeja&subtotal=60000',
    )
  })

  it("choosing a state clears LGA and ward; outside Lagos the owner's table prices it", async () => {
    fetchMock.mockImplementation(answerLocations)
    const user = userEvent.setup()
    renderWidget()
    await waitFor(() => {
      expect(within(select('LGA')).getByRole('option', { name: 'Ikeja' })).toBeInTheDocument()
    })
    await user.selectOptions(select('LGA'), 'Ikeja')
    await user.selectOptions(select('State'), 'Kano')

    expect(select('LGA')).toHaveValue('')
    expect(select('Ward')).toBeDisabled()
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('₦12,000')
    expect(screen.getByText('5-7 business days')).toBeInTheDocument()
    // An LGA priced apart from its state.
    await user.selectOptions(select('LGA'), 'Nassarawa')
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('₦9,000')
    expect(screen.getByText('4-6 business days')).toBeInTheDocument()
    // A state the owner left at 0 keeps the spec's label.
    await user.selectOptions(select('State'), 'Oyo')
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('Pay on Delivery')
    expect(screen.getByText('2-4 business days')).toBeInTheDocument()
    // No fee request: the table prices every state but Lagos in the browser, as the server does.
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('/shipping/fee'))).toBe(false)
  })

  it('says the table could not load, with a retry, for a state outside Lagos', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input) === '/api/shipping/rates'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answerLocations(input),
    )
    const user = userEvent.setup()
    renderWidget()
    await waitFor(() => {
      expect(within(select('State')).getByRole('option', { name: 'Kano' })).toBeInTheDocument()
    })
    await user.selectOptions(select('State'), 'Kano')
    expect(await screen.findByText("We couldn't check the delivery fee.")).toBeInTheDocument()
    fetchMock.mockImplementation(answerLocations)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('₦12,000')).toBeInTheDocument()
  })

  it('with no state, LGA and Ward are disabled', async () => {
    fetchMock.mockImplementation(answerLocations)
    const user = userEvent.setup()
    renderWidget()
    await waitFor(() => {
      expect(within(select('State')).getByRole('option', { name: 'Kano' })).toBeInTheDocument()
    })
    await user.selectOptions(select('State'), '')
    expect(select('LGA')).toBeDisabled()
    expect(select('Ward')).toBeDisabled()
    expect(screen.getByText('Choose your state to see delivery options.')).toBeInTheDocument()
  })

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to load states. Please try again.',
    ],
    [
      'a server error without a message',
      () => Promise.resolve(json(500, {})),
      'Failed to load states',
    ],
    [
      'a refusal with a message',
      () => Promise.resolve(json(400, { message: 'Try later' })),
      'Try later',
    ],
  ])('says so when the states fail to load: %s', async (_case, answer, message) => {
    fetchMock.mockImplementation(answer)
    renderWidget()
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('names LGAs in the LGA error', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input) === '/api/locations'
        ? answerLocations(input)
        : Promise.reject(new TypeError('Failed to fetch')),
    )
    renderWidget()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load LGAs. Please try again.',
    )
  })
})
