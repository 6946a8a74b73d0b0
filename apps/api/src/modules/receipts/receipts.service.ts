import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import {
  buildReceipt,
  hasReceipt,
  RECEIPT_NOT_PAID_MESSAGE,
  receiptRefunds,
  type Receipt,
} from '@scentia/domain/receipt/receipt'
import type { Db } from '../../db/client.js'
import type { AuthenticatedUser } from '../../plugins/auth.js'
import { failure, type Result } from '../../plugins/error-handler.js'
import { findOrder, toOwnerOrder } from '../orders/index.js'

export const RECEIPT_NOT_FOUND_MESSAGE = 'Order not found'

export interface ReceiptsService {
  /**
   * A paid order's receipt for its owner, or for a shop owner (the console shows any order's).
   * Anyone else is told the order does not exist, exactly as for an unknown id, so a receipt
   * never confirms whose an order is; an unpaid order has no receipt yet.
   */
  receiptFor(rawId: string, viewer: AuthenticatedUser): Promise<Result<Receipt>>
}

export function createReceiptsService({
  db,
  supportEmail,
}: {
  db: Db
  supportEmail: string
}): ReceiptsService {
  return {
    async receiptFor(rawId, viewer) {
      // The track box's reading of an id: trimmed, upper-cased (a pasted "ord…" still works).
      const input = parseTrackInput(rawId)
      if (!input.ok || !isOrderId(input.orderId)) return failure(404, RECEIPT_NOT_FOUND_MESSAGE)
      const stored = await findOrder(db, input.orderId)
      const mayRead =
        stored !== undefined && (stored.row.userId === viewer.id || viewer.role === 'admin')
      if (!stored || !mayRead) return failure(404, RECEIPT_NOT_FOUND_MESSAGE)
      const order = toOwnerOrder(stored)
      if (!hasReceipt(order)) return failure(409, RECEIPT_NOT_PAID_MESSAGE)
      // The order carries its refunds (the orders module reads them with it); the receipt
      // states those that reached the shopper.
      const refunds = receiptRefunds(order.refunds)
      return { ok: true, value: buildReceipt(order, { supportEmail, refunds }) }
    },
  }
}
