import type { Order } from '@scentia/domain/orders/order'
import {
  emptyOrderCache,
  isOrderCacheStale,
  restoreOrderCache,
  type CacheUserId,
  type OrderCache,
} from '@scentia/domain/session/cache'

/** docs/product.md §S3 / §9: the order cache is persisted under this key. */
export const ORDER_CACHE_KEY = 'order-store-cache'

export type StoredOrderCache = OrderCache<Order>

function isOrderList(value: unknown): value is Order[] {
  return (
    Array.isArray(value) &&
    value.every(
      (order: unknown) =>
        typeof order === 'object' &&
        order !== null &&
        typeof (order as Partial<Order>).order_id === 'string' &&
        Array.isArray((order as Partial<Order>).cart_items),
    )
  )
}

/** The persisted cache, restored (and so stale, docs/product.md §S4); an unreadable one is an empty cache. */
export function readStoredOrderCache(
  storage: Pick<Storage, 'getItem'> = localStorage,
): StoredOrderCache {
  try {
    const raw = storage.getItem(ORDER_CACHE_KEY)
    if (raw === null) return emptyOrderCache()
    const value = JSON.parse(raw) as Partial<StoredOrderCache> | null
    if (!value || !isOrderList(value.data)) return emptyOrderCache()
    const lastFetch = typeof value.lastFetch === 'number' ? value.lastFetch : null
    const userId =
      typeof value.userId === 'number' || typeof value.userId === 'string' ? value.userId : null
    return restoreOrderCache({ data: value.data, lastFetch, userId, isStale: false })
  } catch {
    return emptyOrderCache()
  }
}

export function writeStoredOrderCache(
  cache: StoredOrderCache,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(ORDER_CACHE_KEY, JSON.stringify(cache))
  } catch {
    // Full or disabled storage: the cache lives for this page load only.
  }
}

export function clearStoredOrderCache(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(ORDER_CACHE_KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Whose orders a cache holds: 7 and '7' are one shopper; a visitor's cache is nobody's. */
export function isCacheOf(cache: StoredOrderCache, userId: CacheUserId): boolean {
  return userId !== null && cache.userId !== null && String(cache.userId) === String(userId)
}

/**
 * The orders cache of one page load: starts from storage (stale), becomes fresh with each
 * successful fetch, and goes stale again when an order is placed.
 */
let memory: StoredOrderCache | null = null

export function currentOrderCache(): StoredOrderCache {
  memory ??= readStoredOrderCache()
  return memory
}

export function saveOrderCache(cache: StoredOrderCache): void {
  memory = cache
  writeStoredOrderCache(cache)
}

/** A new order exists: the next visit to My Orders fetches (docs/product.md §S4: flagged stale). */
export function markOrderCacheStale(): void {
  const cache = currentOrderCache()
  saveOrderCache({ ...cache, isStale: true })
}

export function forgetOrderCache(): void {
  memory = emptyOrderCache()
  clearStoredOrderCache()
}

export function shouldRefetch(userId: CacheUserId, now: number): boolean {
  return isOrderCacheStale(currentOrderCache(), userId, now)
}
