import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_FILTER_LABELS,
  countOrders,
  isOrderStatusFilter,
  searchOrders,
  type OrderStatusFilter,
  type SearchableOrder,
} from './search'
import { ORDER_STATUSES } from './status'

const orders: SearchableOrder[] = [
  {
    order_id: 'ORD1000000001',
    status: 'pending',
    cart_items: [{ name: 'Oud Royale' }, { name: 'Citrus Bloom' }],
  },
  { order_id: 'ORD2000000002', status: 'shipped', cart_items: [{ name: 'Velvet Rose' }] },
  { order_id: 'ORD3000000003', status: 'delivered', cart_items: [{ name: 'Amber Nights' }] },
  { order_id: 'ORD4000000004', status: 'processing', cart_items: [{ name: 'Rose Oud' }] },
  { order_id: 'ORD5000000005', status: 'delivered', cart_items: [] },
]

const ids = (found: SearchableOrder[]) => found.map((order) => order.order_id.slice(3, 4))

describe('status filter options', () => {
  it.each([
    ['all', 'All Status'],
    ['pending', 'Pending'],
    ['processing', 'Processing'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
  ] as const)('%s is labelled %s', (filter, label) => {
    expect(ORDER_STATUS_FILTER_LABELS[filter]).toBe(label)
  })

  // The statuses and their order are pinned, literally, in status.test.ts.
  it('lists All then every status, cancelled and refunded last', () => {
    expect(ORDER_STATUS_FILTERS).toEqual(['all', ...ORDER_STATUSES])
  })

  it.each([
    ['all', true],
    ['shipped', true],
    ['Shipped', false],
    ['cancelled', true],
    ['refunded', true],
    ['returned', false],
    [null, false],
  ])('isOrderStatusFilter(%j) is %s', (value, expected) => {
    expect(isOrderStatusFilter(value)).toBe(expected)
  })
})

describe('searchOrders', () => {
  it.each([
    ['', 'all', ['1', '2', '3', '4', '5']],
    ['   ', 'all', ['1', '2', '3', '4', '5']],
    ['ord2', 'all', ['2']],
    ['ORD30000', 'all', ['3']],
    ['00000004', 'all', ['4']],
    ['rose', 'all', ['2', '4']],
    ['ROSE', 'all', ['2', '4']],
    [' oud ', 'all', ['1', '4']],
    ['citrus bloom', 'all', ['1']],
    ['oud', 'pending', ['1']],
    ['oud', 'shipped', []],
    ['', 'delivered', ['3', '5']],
    ['', 'processing', ['4']],
    ['lavender', 'all', []],
  ] as const)('query %j with filter %s finds %j', (query, status, expected) => {
    expect(ids(searchOrders(orders, { query, status }))).toEqual(expected)
  })

  it('matches statuses exactly, not by display', () => {
    const odd = [
      { order_id: 'ORD9000000009', status: 'Pending', cart_items: [] },
    ] as unknown as SearchableOrder[]
    expect(searchOrders(odd, { query: '', status: 'pending' })).toEqual([])
  })

  it('never invents orders and keeps their order', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom<OrderStatusFilter>(...ORDER_STATUS_FILTERS),
        (query, status) => {
          const found = searchOrders(orders, { query, status })
          const positions = found.map((order) => orders.indexOf(order))
          expect(positions.every((p) => p >= 0)).toBe(true)
          expect(positions).toEqual([...positions].sort((a, b) => a - b))
        },
      ),
    )
  })
})

describe('countOrders', () => {
  it('counts total, pending, shipped and delivered', () => {
    expect(countOrders(orders)).toEqual({ total: 5, pending: 1, shipped: 1, delivered: 2 })
  })

  it.each([[[]], [orders]])('each counter equals what its filter lists', (list) => {
    const counts = countOrders(list)
    expect(counts.total).toBe(searchOrders(list, { query: '', status: 'all' }).length)
    for (const status of ['pending', 'shipped', 'delivered'] as const) {
      expect(counts[status]).toBe(searchOrders(list, { query: '', status }).length)
    }
  })

  it('never counts more of one status than in total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            order_id: fc.string(),
            status: fc.constantFrom(...ORDER_STATUSES),
            cart_items: fc.constant([]),
          }),
        ),
        (list) => {
          const counts = countOrders(list)
          expect(counts.pending + counts.shipped + counts.delivered).toBeLessThanOrEqual(
            counts.total,
          )
        },
      ),
    )
  })
})
