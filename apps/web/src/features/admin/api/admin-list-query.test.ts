import { QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/json-response'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { adminAuditQueryOptions } from './admin-audit'
import { adminCustomersQueryOptions } from './admin-customers'
import { adminOrdersQueryOptions } from './admin-orders'
import { adminProductsQueryOptions } from './admin-products'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)
const emptyPage = { success: true, items: [], total: 0, page: 1, page_size: 20 }

/** A list's query options as the test reads them: its key, and a fetch through a fresh client. */
const asked = <T, K extends QueryKey>(options: QueryExecuteOptions<T, Error, T, T, K>) => ({
  queryKey: options.queryKey,
  fetch: (): Promise<unknown> => new QueryClient().query(options),
})

describe("the console's paged lists", () => {
  // Each list's path and key come from its name; an empty filter is left out of the query.
  it.each([
    {
      options: asked(adminOrdersQueryOptions({ search: 'ada', status: '', page: 2 })),
      answer: emptyPage,
      key: ['admin', 'orders', { search: 'ada', status: '', page: 2 }],
      url: '/api/admin/orders?search=ada&page=2',
    },
    {
      options: asked(adminProductsQueryOptions({ q: 'oud', filter: 'retired', page: 1 })),
      answer: { success: true, products: [], total: 0, page: 1, per_page: 20 },
      key: ['admin', 'products', { q: 'oud', filter: 'retired', page: 1 }],
      url: '/api/admin/products?q=oud&filter=retired&page=1',
    },
    {
      options: asked(adminCustomersQueryOptions({ search: '', page: 3 })),
      answer: emptyPage,
      key: ['admin', 'customers', { search: '', page: 3 }],
      url: '/api/admin/customers?page=3',
    },
    {
      options: asked(adminAuditQueryOptions({ action: 'order.refund', target: '', page: 1 })),
      answer: emptyPage,
      key: ['admin', 'audit', { action: 'order.refund', target: '', page: 1 }],
      url: '/api/admin/audit?action=order.refund&page=1',
    },
  ])('asks $url under the key $key', async ({ options, answer, key, url }) => {
    fetchMock.mockImplementation(() => jsonResponse(answer))
    expect(options.queryKey).toEqual(key)
    // Under the console's root key, so every console write refreshes the list.
    expect(options.queryKey[0]).toBe('admin')
    await expect(options.fetch()).resolves.toEqual(answer)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(url)
  })
})
