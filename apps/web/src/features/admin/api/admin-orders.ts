import type {
  AdminOrderResponse,
  AdminOrderSummary,
  Page,
} from '@scentia/domain/admin/order-console'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminListQueryOptions } from './admin-list-query'
import { adminKeys } from './admin-query-keys'

/** Every answer about one order: the order as it now stands (decision 042). */
const orderAnswerSchema = async () => (await adminContract()).adminOrderResponseSchema

/** A type (not an interface), so it reads as the query string's record. */
export type OrderFilters = {
  search: string
  status: string
  page: number
}

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  adminListQueryOptions<Page<AdminOrderSummary>, OrderFilters>(
    'orders',
    filters,
    async () => (await adminContract()).adminOrdersPageSchema,
  )

export const useAdminOrders = (filters: OrderFilters) => useQuery(adminOrdersQueryOptions(filters))

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}`, {
        signal,
        schema: orderAnswerSchema,
      }),
    select: (response) => response.order,
  })

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId))

/** POST /api/admin/orders/{id}/status; then every console list shows the new status. */
export function useChangeOrderStatus(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { status: OrderStatus; tracking_number?: string }) =>
      apiRequest<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
        method: 'POST',
        body: input,
        schema: orderAnswerSchema,
      }),
    onSuccess: async (response) => {
      client.setQueryData(adminKeys.order(orderId), response)
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}

export function useChangeTrackingNumber(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (trackingNumber: string) =>
      apiRequest<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/tracking`, {
        method: 'PATCH',
        body: { tracking_number: trackingNumber },
        schema: orderAnswerSchema,
      }),
    onSuccess: async (response) => {
      client.setQueryData(adminKeys.order(orderId), response)
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}

/** GET /api/admin/orders/{id}/packing-slip: the parcel's slip, without prices (decision 045). */
export const usePackingSlip = (orderId: string) =>
  useQuery({
    queryKey: [...adminKeys.order(orderId), 'packing-slip'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/packing-slip`, {
        signal,
        schema: async () => (await adminContract()).packingSlipAnswerSchema,
      }),
    select: (response) => response.slip,
  })

/**
 * POST /api/admin/orders/{id}/collect: the owner types the code the shopper gave at the counter
 * (decision 046). A wrong code counts against the order's tries, so the order is read again
 * either way.
 */
/** POST /api/admin/orders/{id}/pickup-unlock: a code locked by wrong tries opens again (046). */
export function useUnlockPickup(orderId: string, onUnlocked: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/pickup-unlock`, {
        method: 'POST',
        schema: orderAnswerSchema,
      }),
    onSuccess: async (response) => {
      onUnlocked()
      client.setQueryData(adminKeys.order(orderId), response)
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.order(orderId) })
    },
  })
}

export function useCollectPickup(orderId: string, onCollected: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/collect`, {
        method: 'POST',
        body: { code },
        schema: orderAnswerSchema,
      }),
    // Here, not in mutate's options: the collected order's page swaps the form away at once,
    // and a call's own callbacks never run once its component has gone.
    onSuccess: async (response) => {
      onCollected()
      client.setQueryData(adminKeys.order(orderId), response)
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.order(orderId) })
    },
  })
}
