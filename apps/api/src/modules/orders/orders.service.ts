import { paymentNotice } from '@scentia/domain/payment/transfer'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { toPublicTrackingView, type OrderTrackingView } from '@scentia/domain/orders/order'
import type { Db } from '../../db/client.js'
import type { AuthenticatedUser } from '../../plugins/auth.js'
import { findOrder, listOrdersForUser, toOwnerOrder, type OwnerOrder } from './orders.repository.js'

export type OrderLookup =
  { view: 'owner'; order: OwnerOrder } | { view: 'public'; order: OrderTrackingView }

export interface OrdersService {
  /** The customer's orders, newest first (My Orders, the account panel). */
  listForUser(userId: number): Promise<OwnerOrder[]>
  /**
   * GET /order/{id} (docs/product.md §6): the whole order for its owner (and the shop owner), the public
   * tracking view for anyone else; undefined for an unknown or malformed id.
   */
  lookup(rawId: string, viewer: AuthenticatedUser | null): Promise<OrderLookup | undefined>
}

export function createOrdersService({ db }: { db: Db }): OrdersService {
  return {
    async listForUser(userId) {
      return (await listOrdersForUser(db, userId)).map(toOwnerOrder)
    },

    async lookup(rawId, viewer) {
      // The track box's own rule: trimmed, upper-cased ("ord…" pasted from a mail still works).
      const input = parseTrackInput(rawId)
      if (!input.ok || !isOrderId(input.orderId)) return undefined
      const stored = await findOrder(db, input.orderId)
      if (!stored) return undefined
      const order = toOwnerOrder(stored)
      const isOwner =
        viewer !== null && (stored.row.userId === viewer.id || viewer.role === 'admin')
      return isOwner
        ? { view: 'owner', order }
        : {
            view: 'public',
            order: {
              ...toPublicTrackingView(order),
              // 'Awaiting your transfer', pay on delivery… (docs/product.md §10): no personal data.
              payment_notice: paymentNotice(
                order.payment_status,
                order.payment_method,
                order.status,
              ),
            },
          }
    },
  }
}
