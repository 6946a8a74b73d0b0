import type { Order, OrderReturn } from '@scentia/domain/orders/order'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

/** A row of GET /api/admin/returns. */
export interface ReturnSummary {
  id: number
  order_id: string
  state: string
  reason: string
  full_name: string
  units: number
  created_at: string
}

/** A page of the list, as the console's other lists answer (the shared Pager reads it). */
export interface ReturnsPage {
  data: ReturnSummary[]
  total: number
  page: number
  page_size: number
}

/** GET /api/admin/returns/{id}: the return and its order. */
export interface OwnerReturn {
  return: OrderReturn & { order_id: string }
  order: Order
}

const returnsKey = (state: string, page: number) =>
  [...adminKeys.all, 'returns', state, page] as const
const returnKey = (id: number) => [...adminKeys.all, 'return', id] as const

/** The console's Returns list, newest first, one state or all, a page at a time (docs/product.md §12). */
export const useAdminReturns = ({ state, page }: { state: string; page: number }) =>
  useQuery(
    queryOptions({
      queryKey: returnsKey(state, page),
      queryFn: ({ signal }) => {
        const query = new URLSearchParams()
        if (state) query.set('state', state)
        if (page > 1) query.set('page', String(page))
        const search = query.toString()
        return apiRequest<ReturnsPage>(`/admin/returns${search ? `?${search}` : ''}`, { signal })
      },
    }),
  )

export const useAdminReturn = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: returnKey(id),
      queryFn: ({ signal }) =>
        apiRequest<{ data: OwnerReturn }>(`/admin/returns/${String(id)}`, { signal }),
      select: (response) => response.data,
    }),
  )

interface StepAnswer {
  success: true
  message: string
  data: OwnerReturn
}

/**
 * One owner step on a return (approve, refuse with a note, receive with the resaleable count),
 * each audited by the API; every console query is read again after it.
 */
export function useReturnStep(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (
      step:
        | { kind: 'approve' }
        | { kind: 'refuse'; note: string }
        | { kind: 'receive'; resaleable: { line: number; quantity: number }[] },
    ) => {
      const path = `/admin/returns/${String(id)}/${step.kind}`
      if (step.kind === 'approve') return apiRequest<StepAnswer>(path, { method: 'POST' })
      if (step.kind === 'refuse')
        return apiRequest<StepAnswer>(path, { method: 'POST', body: { note: step.note } })
      return apiRequest<StepAnswer>(path, {
        method: 'POST',
        body: { resaleable: step.resaleable },
      })
    },
    onSuccess: async (answer) => {
      client.setQueryData(returnKey(id), { data: answer.data })
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
