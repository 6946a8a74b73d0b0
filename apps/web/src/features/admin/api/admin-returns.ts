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

interface ReturnsPage {
  data: ReturnSummary[]
  next_before: number | null
}

/** GET /api/admin/returns/{id}: the return and its order. */
export interface OwnerReturn {
  return: OrderReturn & { order_id: string }
  order: Order
}

const returnsKey = (state: string) => [...adminKeys.all, 'returns', state] as const
const returnKey = (id: number) => [...adminKeys.all, 'return', id] as const

/** The console's Returns list, newest first, one state or all (docs/product.md §12). */
export const useAdminReturns = (state: string) =>
  useQuery(
    queryOptions({
      queryKey: returnsKey(state),
      queryFn: ({ signal }) =>
        apiRequest<ReturnsPage>(
          state ? `/admin/returns?state=${encodeURIComponent(state)}` : '/admin/returns',
          { signal },
        ),
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
