import type { Order } from '@scentia/domain/orders/order'
import { ORDER_CACHE_TTL_MS } from '@scentia/domain/session/cache'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addPlacedOrder, orderKeys, ordersQueryOptions } from '../api/orders-api'
import { queryClient } from '../../../lib/query-client'
import {
  forgetOrderCache,
  isCacheOf,
  markOrderCacheStale,
  ORDER_CACHE_KEY,
  readStoredOrderCache,
  saveOrderCache,
  shouldRefetch,
} from './order-cache'

const order = (id: string): Order => ({
  order_id: id,
  id: 1,
  status: 'pending',
  total_amount: 20_000,
  shipping_fee: 5_000,
  cart_items: [{ id: 1, name: 'Rose of Ikoyi', image: '/a.webp', quantity: 1, price: 15_000 }],
  shipping_address: '1 Allen Avenue',
  city: 'Anifowoshe, Ikeja',
  state: 'Lagos',
  full_name: 'Ada Obi',
  phone_number: '08012345678',
  email: 'ada@example.ng',
  created_at: '2026-11-20T10:00:00.000Z',
  estimated_delivery: '2026-11-27T10:00:00.000Z',
})

const NOW = new Date('2026-11-22T10:00:00Z').getTime()

function respond(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  forgetOrderCache()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('stored order cache (docs/product.md §S3, §S4)', () => {
  it('is persisted under order-store-cache and always stale when restored', () => {
    saveOrderCache({ data: [order('ORD0000000001')], lastFetch: NOW, userId: 7, isStale: false })
    expect(localStorage.getItem(ORDER_CACHE_KEY)).not.toBeNull()
    const restored = readStoredOrderCache()
    expect(restored).toMatchObject({ lastFetch: NOW, userId: 7, isStale: true })
    expect(restored.data.map((o) => o.order_id)).toEqual(['ORD0000000001'])
  })

  it.each([
    ['not JSON', '{'],
    ['no list', JSON.stringify({ data: 'x', lastFetch: 1, userId: 7 })],
    ['foreign entries', JSON.stringify({ data: [{ id: 1 }], lastFetch: 1, userId: 7 })],
  ])('an unreadable store (%s) is an empty cache', (_name, raw) => {
    localStorage.setItem(ORDER_CACHE_KEY, raw)
    expect(readStoredOrderCache()).toEqual({
      data: [],
      lastFetch: null,
      userId: null,
      isStale: false,
    })
  })

  it.each([
    [7, 7, true],
    [7, '7', true],
    [7, 8, false],
    [null, null, false],
  ] as const)('cache of %s belongs to %s: %s', (owner, asker, expected) => {
    expect(isCacheOf({ data: [], lastFetch: NOW, userId: owner, isStale: false }, asker)).toBe(
      expected,
    )
  })

  it.each([
    ['fresh, same user', { lastFetch: NOW - 1000, userId: 7, isStale: false }, 7, false],
    [
      '55 minutes old exactly',
      { lastFetch: NOW - ORDER_CACHE_TTL_MS, userId: 7, isStale: false },
      7,
      false,
    ],
    [
      'older than 55 minutes',
      { lastFetch: NOW - ORDER_CACHE_TTL_MS - 1, userId: 7, isStale: false },
      7,
      true,
    ],
    ['another user', { lastFetch: NOW, userId: 8, isStale: false }, 7, true],
    ['never fetched', { lastFetch: null, userId: 7, isStale: false }, 7, true],
    ['flagged stale', { lastFetch: NOW, userId: 7, isStale: true }, 7, true],
  ])('refetch when %s', (_name, cache, userId, expected) => {
    saveOrderCache({ data: [], ...cache })
    expect(shouldRefetch(userId, NOW)).toBe(expected)
  })

  it('placing an order flags the cache stale', () => {
    saveOrderCache({ data: [], lastFetch: NOW, userId: 7, isStale: false })
    markOrderCacheStale()
    expect(shouldRefetch(7, NOW)).toBe(true)
  })
})

describe('ordersQueryOptions', () => {
  it('fetches, answers from the network and refreshes the cache', async () => {
    const fetch = vi.fn(() =>
      respond(200, {
        success: true,
        message: 'ok',
        orders: [order('ORD0000000002')],
        data: [order('ORD0000000002')],
      }),
    )
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient()
    const result = await client.query(ordersQueryOptions(7))
    expect(result.source).toBe('network')
    expect(result.orders[0]?.order_id).toBe('ORD0000000002')
    expect(readStoredOrderCache()).toMatchObject({ userId: 7, lastFetch: NOW })
    expect(shouldRefetch(7, NOW)).toBe(false)
  })

  it('falls back to the cache when the call fails, saying why', async () => {
    saveOrderCache({
      data: [order('ORD0000000003')],
      lastFetch: NOW - 2 * ORDER_CACHE_TTL_MS,
      userId: 7,
      isStale: true,
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    const client = new QueryClient()
    const result = await client.query({ ...ordersQueryOptions(7), initialData: undefined })
    expect(result).toEqual({
      orders: [order('ORD0000000003')],
      source: 'cache-after-error',
      error: 'Network error - please check your connection',
    })
  })

  it('fails without a cache of this shopper', async () => {
    saveOrderCache({ data: [order('ORD0000000004')], lastFetch: NOW, userId: 8, isStale: false })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(500, { success: false, message: 'boom' })),
    )
    const client = new QueryClient()
    await expect(
      client.query({ ...ordersQueryOptions(7), initialData: undefined }),
    ).rejects.toThrow('Server error - please try again later')
  })

  it("starts from this shopper's cache only", () => {
    saveOrderCache({ data: [order('ORD0000000005')], lastFetch: NOW, userId: 7, isStale: false })
    const initial = ordersQueryOptions(7).initialData
    const other = ordersQueryOptions(8).initialData
    expect(typeof initial === 'function' ? initial() : initial).toEqual({
      orders: [order('ORD0000000005')],
      source: 'cache',
      error: null,
    })
    expect(typeof other === 'function' ? other() : other).toBeUndefined()
  })
})

describe('addPlacedOrder', () => {
  it('puts the new order first, drops an older copy, and flags the cache stale', () => {
    saveOrderCache({
      data: [order('ORD0000000002'), order('ORD0000000001')],
      lastFetch: NOW,
      userId: 7,
      isStale: false,
    })
    queryClient.setQueryData(orderKeys.list(7), {
      orders: [order('ORD0000000002'), order('ORD0000000001')],
      source: 'network',
      error: null,
    })
    const placed = { ...order('ORD0000000003'), status: 'processing' as const }
    addPlacedOrder(7, placed)
    addPlacedOrder(7, placed)
    expect(readStoredOrderCache().data.map((o) => o.order_id)).toEqual([
      'ORD0000000003',
      'ORD0000000002',
      'ORD0000000001',
    ])
    expect(shouldRefetch(7, NOW)).toBe(true)
    const data = queryClient.getQueryData<{ orders: Order[] }>(orderKeys.list(7))
    expect(data?.orders.map((o) => o.order_id)).toEqual([
      'ORD0000000003',
      'ORD0000000002',
      'ORD0000000001',
    ])
  })

  it("never mixes in another shopper's cached orders", () => {
    saveOrderCache({ data: [order('ORD0000000009')], lastFetch: NOW, userId: 8, isStale: false })
    addPlacedOrder(7, order('ORD0000000003'))
    expect(readStoredOrderCache()).toMatchObject({ userId: 7 })
    expect(readStoredOrderCache().data.map((o) => o.order_id)).toEqual(['ORD0000000003'])
  })
})
