import { isTransferMethod, paymentNotice } from '@scentia/domain/payment/transfer'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { toPublicTrackingView, type OrderTrackingView } from '@scentia/domain/orders/order'
import {
  transferInstructions,
  type TransferAccount,
  type TransferInstructions,
} from '@scentia/domain/payment/transfer-account'
import type { Db } from '../../db/client.js'
import type { AuthenticatedUser } from '../../plugins/auth.js'
import { findOrder, listOrdersForUser, toOwnerOrder, type OwnerOrder } from './orders.repository.js'

/** Where a transfer order's money goes and by when (docs/decisions/037); null for other payments. */
type WithTransfer = { transfer: TransferInstructions | null }

export type OrderLookup =
  | { view: 'owner'; order: OwnerOrder & WithTransfer }
  | { view: 'public'; order: OrderTrackingView & WithTransfer }

export interface OrdersServiceDeps {
  db: Db
  /**
   * The account Paystack gave for an order's transfer. The payments module keeps it
   * (it owns payment rows, docs/decisions/035); orders imports neither, so the app wires it in.
   */
  transferAccountOf: (orderId: string) => Promise<TransferAccount | null>
}

export interface OrdersService {
  /** The customer's orders, newest first (My Orders, the account panel). */
  listForUser(userId: number): Promise<OwnerOrder[]>
  /**
   * GET /order/{id} (docs/product.md §6): the whole order for its owner (and the shop owner), the public
   * tracking view for anyone else; undefined for an unknown or malformed id.
   */
  lookup(rawId: string, viewer: AuthenticatedUser | null): Promise<OrderLookup | undefined>
}

export function createOrdersService({ db, transferAccountOf }: OrdersServiceDeps): OrdersService {
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
      const transfer = transferInstructions({
        paymentStatus: order.payment_status,
        paymentMethod: order.payment_method,
        orderStatus: order.status,
        total: order.total_amount,
        heldSince: stored.row.stockHeldAt ?? stored.row.createdAt,
        // Asked only for a transfer: a card or POD order has no account to look up.
        account: isTransferMethod(order.payment_method)
          ? await transferAccountOf(stored.row.orderId)
          : null,
      })
      return isOwner
        ? { view: 'owner', order: { ...order, transfer } }
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
              // The account is Paystack's, not the shopper's: whoever holds the id may pay it.
              transfer,
            },
          }
    },
  }
}
