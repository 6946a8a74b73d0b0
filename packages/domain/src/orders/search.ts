import type { Order } from './order'
import { LIST_LABELS, ORDER_STATUSES, type OrderStatus } from './status'

/** My Orders' status filter: 'all' or one status (docs/product.md §S2). */
export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]

export const ORDER_STATUS_FILTER_LABELS: Record<OrderStatusFilter, string> = {
  all: 'All Status',
  ...LIST_LABELS,
}

export function isOrderStatusFilter(value: unknown): value is OrderStatusFilter {
  return typeof value === 'string' && (ORDER_STATUS_FILTERS as readonly string[]).includes(value)
}

/** Only what the search and counters read, so cached and fresh orders both qualify. */
export type SearchableOrder = Pick<Order, 'order_id' | 'status'> & {
  cart_items: readonly Pick<Order['cart_items'][number], 'name'>[]
}

/** Case-insensitive, on the order id or any item name (docs/product.md §S5). A blank query matches all. */
export function matchesOrderQuery(order: SearchableOrder, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return (
    order.order_id.toLowerCase().includes(needle) ||
    order.cart_items.some((item) => item.name.toLowerCase().includes(needle))
  )
}

/** "The status filter is exact" (docs/product.md §S5); 'all' filters nothing. */
export function matchesStatusFilter(order: SearchableOrder, filter: OrderStatusFilter): boolean {
  return filter === 'all' || order.status === filter
}

export interface OrderSearch {
  query: string
  status: OrderStatusFilter
}

/** The orders My Orders lists for a search box and status filter, in their original order. */
export function searchOrders<T extends SearchableOrder>(
  orders: readonly T[],
  search: OrderSearch,
): T[] {
  return orders.filter(
    (order) => matchesOrderQuery(order, search.query) && matchesStatusFilter(order, search.status),
  )
}

/** The four counters of My Orders (docs/product.md §S9, "Orders stats: 4 counters"). */
export interface OrderCounts {
  total: number
  pending: number
  shipped: number
  delivered: number
}

/** Counted exactly as the status filter matches, so a counter equals what its filter lists. */
export function countOrders(orders: readonly SearchableOrder[]): OrderCounts {
  const count = (status: OrderStatus) => orders.filter((order) => order.status === status).length
  return {
    total: orders.length,
    pending: count('pending'),
    shipped: count('shipped'),
    delivered: count('delivered'),
  }
}
