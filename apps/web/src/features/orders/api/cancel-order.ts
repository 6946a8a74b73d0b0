import type { Order } from '@scentia/domain/orders/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { currentOrderCache, isCacheOf, saveOrderCache } from '../stores/order-cache'
import { orderKeys, type OrdersResult } from './orders-api'

interface CancelOrderResponse {
  success: true
  message: string
  order: Order
}

/** POST /api/order/{id}/cancel: the shopper's own unpaid order (docs/decisions/029). */
export function cancelOrder(orderId: string): Promise<CancelOrderResponse> {
  return apiRequest<CancelOrderResponse>(`/order/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
  })
}

function replaceOrder(orders: readonly Order[], changed: Order): Order[] {
  return orders.map((order) => (order.order_id === changed.order_id ? changed : order))
}

/**
 * Cancels, then shows the cancelled order at once in My Orders and its cache (docs/product.md §S4's order
 * cache), and asks the server's list again.
 */
export function useCancelOrder(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
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
