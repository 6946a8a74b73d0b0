import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { contractBreach } from '../../../test/contract-breach'
import { jsonResponse } from '../../../test/json-response'
import { adminSalesQueryOptions } from './admin-sales'
import { stubFetchPerTest } from '../../../test/stub-fetch'

// The console's sales figures are parsed with their contract (decision 042): a drifted answer
// is a server error in development and tests, never a figure shown the owner without its parts.

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

/** The query run once, without retries, as the console's page would. */
const fetchOnce = (query: Parameters<typeof adminSalesQueryOptions>[0]) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).query(
    adminSalesQueryOptions(query),
  )

const sales = {
  success: true,
  range: '7d',
  from: '2026-11-22',
  to: '2026-11-28',
  revenue: 20_000,
  orders: 1,
  average_order_value: 20_000,
  days: [{ day: '2026-11-22', revenue: 20_000, orders: 1 }],
  top_fragrances: [{ product_id: 1, name: 'Rose Oud', units: 1, revenue: 20_000 }],
  top_sizes: [{ size: 'Full bottle', units: 1, revenue: 20_000 }],
  payments: [{ method: 'card', started: 1, paid: 1 }],
  refunds: { count: 0, amount: 0 },
  returns: { count: 0 },
  checkouts: { reminded: 0, recovered: 0 },
}

describe('the sales figures', () => {
  it('reads a whole answer', async () => {
    fetchMock.mockImplementation(() => jsonResponse(sales))
    await expect(fetchOnce({ range: '7d' })).resolves.toEqual(sales)
  })

  it('refuses an answer whose refunds have no amount', async () => {
    fetchMock.mockImplementation(() => jsonResponse({ ...sales, refunds: { count: 1 } }))
    const error = await contractBreach(fetchOnce({ range: '7d' }))
    expect(error.details).toMatchObject({ issues: [{ path: ['refunds', 'amount'] }] })
  })
})
