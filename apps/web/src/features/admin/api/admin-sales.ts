import type { SalesQuery } from '@scentia/domain/admin/sales'
import { ordersCsvFileName } from '@scentia/domain/admin/orders-csv'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch, apiRequest } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

/** A year of orders takes longer than the usual 60 s on a slow line. */
const EXPORT_TIMEOUT_MS = 10 * 60_000

export function salesSearch(query: SalesQuery): string {
  const params = new URLSearchParams({ range: query.range })
  if (query.range === 'custom') {
    if (query.from) params.set('from', query.from)
    if (query.to) params.set('to', query.to)
  }
  return params.toString()
}

/** GET /api/admin/sales for a range (docs/decisions/047-sales-dashboard.md). */
export const adminSalesQueryOptions = (query: SalesQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'sales', salesSearch(query)] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/sales?${salesSearch(query)}`, {
        signal,
        schema: async () => (await adminContract()).salesAnswerSchema,
      }),
    // A 400 (a custom range the server refuses) is an answer: asking again changes nothing.
    retry: false,
  })

export const useAdminSales = (query: SalesQuery, enabled = true) =>
  useQuery({ ...adminSalesQueryOptions(query), enabled, placeholderData: keepPreviousData })

/** GET /api/admin/orders/export.csv with the owner's bearer, saved under the server's file name. */
export async function downloadOrdersCsv(query: SalesQuery, days: { from: string; to: string }) {
  const { data, headers } = await apiFetch<string>(
    `/admin/orders/export.csv?${salesSearch(query)}`,
    { headers: { Accept: 'text/csv' }, timeoutMs: EXPORT_TIMEOUT_MS },
  )
  const name =
    /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ??
    ordersCsvFileName(days.from, days.to)
  saveFile(new Blob([data], { type: 'text/csv;charset=utf-8' }), name)
}
