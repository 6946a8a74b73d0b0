const MINUTE_MS = 60_000

/** The profile is refreshed in the background this often, and on start when older (docs/product.md §S4, §S9). */
export const PROFILE_REFRESH_MS = 15 * MINUTE_MS
/** Orders are refetched after this long (docs/product.md §S4 Order cache, §9). */
export const ORDER_CACHE_TTL_MS = 55 * MINUTE_MS
/** Products are reused for this long for the same user (docs/product.md §S4 Product cache, §9). */
export const PRODUCT_CACHE_TTL_MS = 5 * MINUTE_MS

/** A user's id as the stores keep it; null for a visitor. */
export type CacheUserId = string | number | null

/** Ids arrive as numbers from the API and as text from storage: 7 and '7' are one user. */
function sameUser(a: CacheUserId, b: CacheUserId): boolean {
  return a === null || b === null ? a === b : String(a) === String(b)
}

/**
 * Whether something fetched at `fetchedAt` is still fresh at `now`, ages up to `ttlMs`
 * included. A time in the future means the clock moved (or storage was edited): not fresh.
 */
function isFresh(fetchedAt: number | null, now: number, ttlMs: number): boolean {
  if (fetchedAt === null || !Number.isFinite(fetchedAt)) return false
  const age = now - fetchedAt
  return age >= 0 && age <= ttlMs
}

/** On start, the stored profile is refreshed when its last update is older than 15 minutes. */
export function isProfileRefreshDue(lastProfileUpdate: number | null, now: number): boolean {
  return !isFresh(lastProfileUpdate, now, PROFILE_REFRESH_MS)
}

/** The order cache of docs/product.md §S3, persisted under order-store-cache. */
export interface OrderCache<T> {
  data: T[]
  /** Epoch ms of the last successful fetch; null when never fetched. */
  lastFetch: number | null
  userId: CacheUserId
  isStale: boolean
}

export function emptyOrderCache<T>(): OrderCache<T> {
  return { data: [], lastFetch: null, userId: null, isStale: false }
}

/**
 * A cache read back from storage is always stale (docs/product.md §S4): its orders show at once, while
 * a fetch brings their statuses up to date.
 */
export function restoreOrderCache<T>(stored: OrderCache<T>): OrderCache<T> {
  return { ...stored, isStale: true }
}

/**
 * Stale when never fetched, for a different user, older than 55 minutes, or flagged stale
 * (which includes every cache restored from storage) — docs/product.md §S4.
 */
export function isOrderCacheStale<T>(
  cache: OrderCache<T>,
  userId: CacheUserId,
  now: number,
): boolean {
  return (
    cache.isStale ||
    !sameUser(cache.userId, userId) ||
    !isFresh(cache.lastFetch, now, ORDER_CACHE_TTL_MS)
  )
}

type Identified = { order_id: string }

/** A new order goes first (docs/product.md §S4); an older copy of the same order is dropped. */
export function prependOrder<T extends Identified>(orders: readonly T[], order: T): T[] {
  return [order, ...orders.filter((existing) => existing.order_id !== order.order_id)]
}

/**
 * An updated order is merged into its cached copy by order_id (docs/product.md §S4), in place. An update
 * for an order the cache does not hold is left for the next fetch: merging needs a copy.
 */
export function mergeOrder<T extends Identified>(
  orders: readonly T[],
  update: Partial<T> & Identified,
): T[] {
  return orders.map((existing) =>
    existing.order_id === update.order_id ? { ...existing, ...update } : existing,
  )
}

/** The product store's cache fields (docs/product.md §S3 Product store). */
export interface ProductCache {
  products: readonly unknown[]
  lastFetched: number | null
  lastUserId: CacheUserId
}

/** Reused when non-empty, fetched within 5 minutes and for the same user (docs/product.md §S4). */
export function canReuseProductCache(
  cache: ProductCache,
  userId: CacheUserId,
  now: number,
): boolean {
  return (
    cache.products.length > 0 &&
    sameUser(cache.lastUserId, userId) &&
    isFresh(cache.lastFetched, now, PRODUCT_CACHE_TTL_MS)
  )
}
