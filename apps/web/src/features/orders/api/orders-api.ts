import type { OrderListResponse } from '@scentia/contracts/orders'
import type { Order } from '@scentia/domain/orders/order'
import { ORDER_CACHE_TTL_MS, prependOrder } from '@scentia/domain/session/cache'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest, preloadContract } from '../../../lib/api-client'
import { queryClient } from '../../../lib/query-client'
import {
  currentOrderCache,
  isCacheOf,
  markOrderCacheStale,
  saveOrderCache,
  shouldRefetch,
} from '../stores/order-cache'

/** The order's contract (decision 042), loaded only when an answer is checked (decision 036). */
const ordersContract = () => import('@scentia/contracts/orders')
preloadContract(ordersContract)

export type OrdersSource = 'network' | 'cache' | 'cache-after-error'

export interface OrdersResult {
  orders: Order[]
  source: OrdersSource
  /** The failure that made the list fall back to the cache. */
  error: string | null
}

/** The orders feature's query keys: `all` refreshes every shopper's list after a checkout. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: number | null) => ['orders', userId] as const,
}

/**
 * GET /api/order through the docs/product.md §S4 order cache: a fresh cache of the same shopper answers
 * without a call; a failed call falls back to the cache when there is one.
 */
export function ordersQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: async ({ signal }): Promise<OrdersResult> => {
      try {
        const response = await apiRequest<OrderListResponse>('/order', {
          signal,
          schema: async () => (await ordersContract()).orderListResponseSchema,
        })
        const orders = Array.isArray(response.data) ? response.data : response.orders
        saveOrderCache({ data: orders, lastFetch: Date.now(), userId, isStale: false })
        return { orders, source: 'network', error: null }
      } catch (error) {
        const cache = currentOrderCache()
        if (isCacheOf(cache, userId) && cache.data.length > 0) {
          return {
            orders: cache.data,
            source: 'cache-after-error',
            error: error instanceof Error ? error.message : 'Failed to load orders',
          }
        }
        throw error
      }
    },
    initialData: () => {
      const cache = currentOrderCache()
      return isCacheOf(cache, userId)
        ? { orders: cache.data, source: 'cache' as const, error: null }
        : undefined
    },
    initialDataUpdatedAt: () => currentOrderCache().lastFetch ?? 0,
    // The domain decides (restored, other user, 55 min, flagged): stale means fetch now.
    staleTime: () => (shouldRefetch(userId, Date.now()) ? 0 : ORDER_CACHE_TTL_MS),
    enabled: userId !== null,
    retry: false,
  })
}

export function useOrders(userId: number | null) {
  return useQuery(ordersQueryOptions(userId))
}

/**
 * After checkout (docs/product.md §S4): the new order goes first in the cache at once, and the cache is
 * flagged stale so the next visit also fetches the server's list.
 */
export function addPlacedOrder(userId: number, order: Order | undefined): void {
  if (order) {
    const cache = currentOrderCache()
    const mine = isCacheOf(cache, userId) ? cache.data : []
    saveOrderCache({
      data: prependOrder(mine, order),
      lastFetch: cache.lastFetch,
      userId,
      isStale: true,
    })
    queryClient.setQueryData(orderKeys.list(userId), (current: OrdersResult | undefined) => ({
      orders: prependOrder(current?.orders ?? mine, order),
      source: current?.source ?? 'cache',
      error: null,
    }))
  } else {
    markOrderCacheStale()
  }
  void queryClient.invalidateQueries({ queryKey: orderKeys.all })
}
