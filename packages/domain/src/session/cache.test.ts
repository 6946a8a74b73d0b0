import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_CACHE_TTL_MS,
  PRODUCT_CACHE_TTL_MS,
  PROFILE_REFRESH_MS,
  canReuseProductCache,
  emptyOrderCache,
  isOrderCacheStale,
  isProfileRefreshDue,
  mergeOrder,
  prependOrder,
  restoreOrderCache,
  type OrderCache,
} from './cache'

const NOW = Date.UTC(2025, 2, 1, 12, 0, 0)
const MIN = 60_000

describe('cache lifetimes (docs/product.md §S9)', () => {
  it.each([
    ['profile refresh', PROFILE_REFRESH_MS, 15 * MIN],
    ['order cache', ORDER_CACHE_TTL_MS, 55 * MIN],
    ['product cache', PRODUCT_CACHE_TTL_MS, 5 * MIN],
  ])('%s is %i ms', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('isProfileRefreshDue', () => {
  it.each([
    ['never updated', null, true],
    ['updated just now', NOW, false],
    ['updated 14 minutes ago', NOW - 14 * MIN, false],
    ['updated exactly 15 minutes ago', NOW - 15 * MIN, false],
    ['updated 15 minutes and 1 ms ago', NOW - 15 * MIN - 1, true],
    ['updated a day ago', NOW - 1440 * MIN, true],
    ['updated in the future', NOW + MIN, true],
    ['a corrupt time', Number.NaN, true],
  ])('%s: due %s', (_case, last, due) => {
    expect(isProfileRefreshDue(last, NOW)).toBe(due)
  })
})

type O = { order_id: string; status: string; total_amount?: number }
const cache = (over: Partial<OrderCache<O>> = {}): OrderCache<O> => ({
  data: [{ order_id: 'ORD1', status: 'pending' }],
  lastFetch: NOW - 10 * MIN,
  userId: 7,
  isStale: false,
  ...over,
})

describe('isOrderCacheStale', () => {
  it.each([
    ['fresh, same user', cache(), 7, false],
    ['same user, id as text', cache(), '7', false],
    ['never fetched', cache({ lastFetch: null }), 7, true],
    ['the empty cache', emptyOrderCache<O>(), 7, true],
    ['another user', cache(), 8, true],
    ['signed out', cache(), null, true],
    ['54 minutes old', cache({ lastFetch: NOW - 54 * MIN }), 7, false],
    ['exactly 55 minutes old', cache({ lastFetch: NOW - 55 * MIN }), 7, false],
    ['55 minutes and 1 ms old', cache({ lastFetch: NOW - 55 * MIN - 1 }), 7, true],
    ['flagged stale', cache({ isStale: true }), 7, true],
    ['restored from storage', restoreOrderCache(cache()), 7, true],
    ['fetched in the future', cache({ lastFetch: NOW + MIN }), 7, true],
  ])('%s: stale %s', (_case, orderCache, userId, stale) => {
    expect(isOrderCacheStale(orderCache, userId, NOW)).toBe(stale)
  })

  it('is fresh exactly for ages 0..55 min of an unflagged cache for the same user', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120 * MIN, max: 120 * MIN }), (age) => {
        const stale = isOrderCacheStale(cache({ lastFetch: NOW - age }), 7, NOW)
        expect(stale).toBe(age < 0 || age > ORDER_CACHE_TTL_MS)
      }),
    )
  })

  it('restoring keeps the orders and only raises the flag', () => {
    const stored = cache()
    expect(restoreOrderCache(stored)).toEqual({ ...stored, isStale: true })
    expect(stored.isStale).toBe(false)
  })
})

describe('order cache merge', () => {
  const orders: O[] = [
    { order_id: 'ORD2', status: 'pending', total_amount: 10 },
    { order_id: 'ORD1', status: 'shipped', total_amount: 20 },
  ]

  it.each([
    [
      'prepends a new order',
      { order_id: 'ORD3', status: 'pending' },
      ['ORD3:pending', 'ORD2:pending', 'ORD1:shipped'],
    ],
    [
      'moves a re-sent order to the front without duplicating it',
      { order_id: 'ORD1', status: 'delivered' },
      ['ORD1:delivered', 'ORD2:pending'],
    ],
  ])('prependOrder %s', (_case, order, expected) => {
    expect(prependOrder(orders, order).map((o) => `${o.order_id}:${o.status}`)).toEqual(expected)
  })

  it.each([
    [
      'merges an update into its order, in place',
      { order_id: 'ORD1', status: 'delivered' },
      [
        { order_id: 'ORD2', status: 'pending', total_amount: 10 },
        { order_id: 'ORD1', status: 'delivered', total_amount: 20 },
      ],
    ],
    [
      'ignores an update for an order it does not hold',
      { order_id: 'ORD9', status: 'delivered' },
      orders,
    ],
  ])('mergeOrder %s', (_case, update, expected) => {
    expect(mergeOrder(orders, update)).toEqual(expected)
  })

  it('leaves the cached list untouched', () => {
    const before = orders.map((order) => ({ ...order }))
    prependOrder(orders, { order_id: 'ORD3', status: 'pending' })
    mergeOrder(orders, { order_id: 'ORD1', status: 'delivered' })
    expect(orders).toEqual(before)
  })

  it('keeps order ids unique when prepending', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom<string>('A', 'B', 'C', 'D')),
        fc.constantFrom('A', 'B', 'E'),
        (ids, id) => {
          const merged = prependOrder(
            ids.map((order_id) => ({ order_id, status: 'pending' })),
            { order_id: id, status: 'new' },
          )
          expect(merged[0]).toEqual({ order_id: id, status: 'new' })
          expect(new Set(merged.map((o) => o.order_id)).size).toBe(merged.length)
        },
      ),
    )
  })
})

describe('canReuseProductCache', () => {
  const products = [{ id: 1 }]
  it.each([
    ['fresh, same user', { products, lastFetched: NOW - MIN, lastUserId: 7 }, 7, true],
    ['fresh, same visitor', { products, lastFetched: NOW - MIN, lastUserId: null }, null, true],
    ['empty', { products: [], lastFetched: NOW - MIN, lastUserId: 7 }, 7, false],
    ['never fetched', { products, lastFetched: null, lastUserId: 7 }, 7, false],
    ['exactly 5 minutes old', { products, lastFetched: NOW - 5 * MIN, lastUserId: 7 }, 7, true],
    [
      '5 minutes and 1 ms old',
      { products, lastFetched: NOW - 5 * MIN - 1, lastUserId: 7 },
      7,
      false,
    ],
    ['another user', { products, lastFetched: NOW - MIN, lastUserId: 7 }, 8, false],
    [
      'fetched as a visitor, now signed in',
      { products, lastFetched: NOW - MIN, lastUserId: null },
      7,
      false,
    ],
    [
      'fetched signed in, now a visitor',
      { products, lastFetched: NOW - MIN, lastUserId: 7 },
      null,
      false,
    ],
    ['fetched in the future', { products, lastFetched: NOW + MIN, lastUserId: 7 }, 7, false],
  ])('%s: reuse %s', (_case, productCache, userId, reuse) => {
    expect(canReuseProductCache(productCache, userId, NOW)).toBe(reuse)
  })

  it('reuses a non-empty cache of the same user exactly for ages 0..5 min', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20 * MIN, max: 20 * MIN }), (age) => {
        const reuse = canReuseProductCache(
          { products, lastFetched: NOW - age, lastUserId: 'u1' },
          'u1',
          NOW,
        )
        expect(reuse).toBe(age >= 0 && age <= PRODUCT_CACHE_TTL_MS)
      }),
    )
  })
})
