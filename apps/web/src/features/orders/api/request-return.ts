import type { Order } from '@scentia/domain/orders/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { currentOrderCache, isCacheOf, saveOrderCache } from '../stores/order-cache'
import { orderKeys, type OrdersResult } from './orders-api'

interface ReturnRequestResponse {
  success: true
  message: string
  order: Order
}

export interface ReturnRequestInput {
  orderId: string
  lines: { line: number; quantity: number }[]
  reason: string
  note: string
}

/** POST /api/order/{id}/returns: the shopper asks to send delivered items back (docs/product.md §12). */
export function requestReturn({ orderId, ...body }: ReturnRequestInput) {
  return apiRequest<ReturnRequestResponse>(`/order/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body,
  })
}

function replaceOrder(orders: readonly Order[], changed: Order): Order[] {
  return orders.map((order) => (order.order_id === changed.order_id ? changed : order))
}

/** Asks, then shows the order with its return at once in My Orders and its cache. */
export function useRequestReturn(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: async ({ order }) => {
      const cache = currentOrderCache()
      if (isCacheOf(cache, userId))
        saveOrderCache({ ...cache, data: replaceOrder(cache.data, order) })
      queryClient.setQueryData(orderKeys.list(userId), (current: OrdersResult | undefined) =>
        current ? { ...current, orders: replaceOrder(current.orders, order) } : current,
      )
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}
