import type { OrderCourierAnswer } from '@scentia/contracts/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

/**
 * Whether a courier is connected (SHIPBUBBLE_API_KEY; without one the panel is not shown) and
 * the order's parcel.
 */
export type OrderCourier = OrderCourierAnswer

const courierAnswerSchema = async () => (await adminContract()).orderCourierAnswerSchema

const courierKey = (orderId: string) => [...adminKeys.order(orderId), 'courier'] as const

/** The order's booked parcel, if any (docs/decisions/044-couriers.md). */
export function useOrderCourier(orderId: string) {
  return useQuery({
    queryKey: courierKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/courier`, {
        signal,
        schema: courierAnswerSchema,
      }),
  })
}

/** The owner's one click: book the courier; the order's tracking number fills itself in. */
export function useBookCourier(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/courier`, {
        method: 'POST',
        schema: courierAnswerSchema,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
