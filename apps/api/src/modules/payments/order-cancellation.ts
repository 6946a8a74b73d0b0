import { shopperCancelProblem } from '@scentia/domain/payment/order-lifecycle'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import type { Db } from '../../db/client.js'
import { forbidden, HttpError, notFound } from '../../plugins/error-handler.js'
import { cancelOrder, findOrder, stageOf, toOwnerOrder, type OwnerOrder } from '../orders/index.js'
import type { ProductsService } from '../products/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { applyLifecycle } from './order-lifecycle.js'
import { lockPayment, markPaymentStatus } from './payments.repository.js'

export const CANCEL_NOT_FOUND_MESSAGE = 'Order not found'
export const CANCEL_NOT_YOURS_MESSAGE = 'You can only cancel your own orders'

export interface OrderCancellationDeps {
  db: Db
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Units put back may bring a product back in stock (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  clock: () => Date
}

/**
 * The shopper cancels their own unpaid order (docs/decisions/029-unpaid-orders.md): a transfer
 * they will not send, or a delivery they will not pay for. Its units (each to its own size), the
 * code's use and the sample credit go back at once, by the domain's table, under the payment's
 * lock that the webhook, the expiry and the console take too. Cancelling twice answers the same
 * cancelled order and gives nothing back twice.
 */
export function createOrderCancellation(deps: OrderCancellationDeps) {
  const { db, catalogue, stockAlerts, clock } = deps

  return async function cancel(userId: number, rawId: string): Promise<OwnerOrder> {
    const input = parseTrackInput(rawId)
    if (!input.ok || !isOrderId(input.orderId)) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
    const orderId = input.orderId
    const after = { stockChanged: false, released: false }
    const order = await db.transaction(async (tx) => {
      const found = await findOrder(tx, orderId)
      if (!found) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
      if (found.row.userId !== userId) throw forbidden(CANCEL_NOT_YOURS_MESSAGE)
      const payment = await lockPayment(tx, found.row.transactionReference)
      // Read again under the lock: a webhook may have paid it, or another tab cancelled it.
      const stored = await findOrder(tx, orderId)
      if (!payment || !stored) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
      const { row } = stored
      const from = stageOf(row)
      if (from === 'cancelled') return toOwnerOrder(stored)
      const problem = shopperCancelProblem({
        status: row.status,
        paymentStatus: row.paymentStatus,
        paymentMethod: row.paymentMethod,
        stockHeld: row.stockHeldAt !== null,
      })
      if (problem) throw new HttpError(409, 'CONFLICT', problem)

      const at = clock()
      const moved = await applyLifecycle(tx, { from, to: 'cancelled', payment, at }, stockAlerts)
      if (!moved.ok) throw new Error('cancelling an order found stock short')
      after.stockChanged = moved.stockChanged
      after.released = moved.released
      const cancelled = await cancelOrder(tx, stored, { actorUserId: userId, at })
      await markPaymentStatus(tx, row.transactionReference, 'abandoned', at)
      return toOwnerOrder(cancelled)
    })
    // After commit only: a rolled-back cancel must not drop the cache or mail anyone.
    if (after.stockChanged) catalogue.invalidate()
    if (after.released) stockAlerts.flush()
    return order
  }
}

export type CancelOrder = ReturnType<typeof createOrderCancellation>
