import type { AdminShipment } from '@scentia/domain/admin/order-console'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

export interface OrderCourier {
  /** Whether a courier is connected (SHIPBUBBLE_API_KEY); without one the panel is not shown. */
  available: boolean
  shipment: AdminShipment | null
}

const courierKey = (orderId: string) => [...adminKeys.order(orderId), 'courier'] as const

/** The order's booked parcel, if any (docs/decisions/044-couriers.md). */
export function useOrderCourier(orderId: string) {
  return useQuery({
    queryKey: courierKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderCourier>(`/admin/orders/${encodeURIComponent(orderId)}/courier`, { signal }),
  })
}

/** The owner's one click: book the courier; the order's tracking number fills itself in. */
export function useBookCourier(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<OrderCourier>(`/admin/orders/${encodeURIComponent(orderId)}/courier`, {
        method: 'POST',
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
