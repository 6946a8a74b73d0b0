import type { Order } from '@scentia/domain/orders/order'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { currentOrderCache, isCacheOf, saveOrderCache } from '../stores/order-cache'
import { orderKeys, type OrdersResult } from './orders-api'

function replaceOrder(orders: readonly Order[], changed: Order): Order[] {
  return orders.map((order) => (order.order_id === changed.order_id ? changed : order))
}

/**
 * A shopper's change to one of their orders (cancel, ask for a return): once the server answers
 * with the changed order, My Orders and its cache (docs/product.md §S4's order cache) show it at
 * once, and the server's list is asked for again.
 */
export function useOrderChange<Variables>(
  userId: number,
  change: (variables: Variables) => Promise<{ order: Order }>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
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
