import { ORDER_CARD_PREVIEW, RECENT_ORDERS } from '../shop/constants'
import type { Order } from './order'

export interface ItemPreview<T> {
  shown: T[]
  /** '+N more items' (docs/product.md §S2), or null when every item is shown. */
  moreLabel: string | null
}

/** An order card shows its first item and '+N more items' (docs/product.md §S2 My Orders). */
export function previewOrderItems<T>(items: readonly T[]): ItemPreview<T> {
  const more = items.length - ORDER_CARD_PREVIEW
  return {
    shown: items.slice(0, ORDER_CARD_PREVIEW),
    moreLabel: more > 0 ? `+${more} more items` : null,
  }
}

export interface RecentOrders<T> {
  orders: T[]
  /** 'View all orders' shows only when there are more than 2 orders (docs/product.md §S2). */
  hasMore: boolean
}

/** The account panel's 2 most recent orders, newest first by created_at. */
export function recentOrders<T extends Pick<Order, 'created_at'>>(
  orders: readonly T[],
): RecentOrders<T> {
  // ISO timestamps of one format sort as text; equal times keep the server's order.
  const newestFirst = [...orders].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  )
  return { orders: newestFirst.slice(0, RECENT_ORDERS), hasMore: orders.length > RECENT_ORDERS }
}
