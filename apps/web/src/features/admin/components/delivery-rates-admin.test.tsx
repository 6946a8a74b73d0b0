import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/json-response'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { DeliveryRatesPanel } from './delivery-rates-admin'

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock)

const rates = {
  states: [
    { state: 'FCT', fee: 8_500, min_days: 3, max_days: 5 },
    { state: 'Kano', fee: 12_000, min_days: 5, max_days: 7 },
  ],
  lga_overrides: [],
  free_delivery_from: null,
}

function renderPanel() {
  fetchMock.mockImplementation((url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? jsonResponse({ success: true, rates: JSON.parse(init.body as string).rates as unknown })
      : url.endsWith('/api/shipping/rates')
        ? jsonResponse({ success: true, rates })
        : Promise.resolve(new Response(null, { status: 404 })),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <DeliveryRatesPanel />
    </QueryClientProvider>,
  )
}

const puts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')

describe('DeliveryRatesPanel (decision 040)', () => {
  it('refuses a window that ends before it starts, with the reason, and saves nothing', async () => {
    renderPanel()
    const user = userEvent.setup()
    const last = await screen.findByLabelText('FCT last business day')
    await user.clear(last)
    await user.type(last, '2')
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The last day of a window cannot come before its first',
    )
    expect(puts()).toHaveLength(0)
  })

  it('saves a new fee, an LGA override and a threshold as one table', async () => {
    renderPanel()
    const user = userEvent.setup()
    const fee = await screen.findByLabelText('FCT fee (₦)')
    await user.clear(fee)
    await user.type(fee, '7000')
    await user.type(screen.getByLabelText('Free delivery from (₦, blank for never)'), '150000')
    await user.click(screen.getByRole('button', { name: 'Add an LGA override' }))
    await user.type(screen.getByLabelText('Override 1 LGA'), 'Kuje')
    const overrideFee = screen.getByLabelText('Override 1 fee (₦)')
    await user.clear(overrideFee)
    await user.type(overrideFee, '9500')
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }))

    await vi.waitFor(() => {
      expect(puts()).toHaveLength(1)
    })
    const [url, init] = puts()[0] as [string, RequestInit]
    expect(url).toContain('/api/admin/settings/delivery-rates')
    expect(JSON.parse(init.body as string)).toEqual({
      rates: {
        states: [
          { state: 'FCT', fee: 7_000, min_days: 3, max_days: 5 },
          { state: 'Kano', fee: 12_000, min_days: 5, max_days: 7 },
        ],
        lga_overrides: [{ state: 'FCT', lga: 'Kuje', fee: 9_500, min_days: 3, max_days: 5 }],
        free_delivery_from: 150_000,
      },
    })
  })
})
