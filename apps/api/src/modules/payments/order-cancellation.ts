import { ownerCancelProblem, shopperCancelProblem } from '@scentia/domain/payment/order-lifecycle'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { refundMethodFor, refundTotals } from '@scentia/domain/payment/refunds'
import { smsTrackUrl } from '@scentia/domain/sms/sms-messages'
import type { Db } from '../../db/client.js'
import { forbidden, HttpError, notFound } from '../../plugins/error-handler.js'
import { insertOrderAuditRecord } from '../admin/index.js'
import type { MailService } from '../mail/index.js'
import { cancelOrder, findOrder, stageOf, toOwnerOrder, type OwnerOrder } from '../orders/index.js'
import type { ProductsService } from '../catalogue/index.js'
import type { SmsService } from '../sms/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { applyLifecycle } from './order-lifecycle.js'
import { lockPayment, markPaymentStatus } from './payments.repository.js'
import { cancellationMail } from './refund-mails.js'
import type { Refunds } from './refunds.service.js'
import { listRefundsOfOrder } from './refunds.repository.js'

export const CANCEL_NOT_FOUND_MESSAGE = 'Order not found'
export const CANCEL_NOT_YOURS_MESSAGE = 'You can only cancel your own orders'

export interface OrderCancellationDeps {
  db: Db
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Units put back may bring a product back in stock (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  refunds: Pick<Refunds, 'start'>
  mail: Pick<MailService, 'queue' | 'flush'>
  sms: Pick<SmsService, 'queueOrderSms' | 'flush'>
  outbox: { nudge(): void }
  publicUrl: string
  clock: () => Date
}

export type Canceller =
  { kind: 'shopper'; userId: number } | { kind: 'owner'; userId: number; reason: string }

/**
 * Cancelling an order before it ships (docs/product.md §12, docs/decisions/029 and 041): its
 * units (each to its own size), the code's use and the sample credit go back at once, by the
 * domain's table, under the payment's lock that the webhook, the expiry and the console take too;
 * a paid one's whole payment is refunded (through Paystack, or as cash the owner hands back for
 * pay on delivery). The shopper is mailed and texted; the owner's cancellation is audited.
 * Cancelling twice answers the same cancelled order and gives nothing back twice.
 */
export function createOrderCancellation(deps: OrderCancellationDeps) {
  const { db, catalogue, stockAlerts, refunds, mail, sms, clock } = deps

  async function cancel(by: Canceller, rawId: string): Promise<OwnerOrder> {
    const input = parseTrackInput(rawId)
    if (!input.ok || !isOrderId(input.orderId)) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
    const orderId = input.orderId
    const after = { movedProductIds: [] as number[], released: false, wrote: false }
    const order = await db.transaction(async (tx) => {
      const found = await findOrder(tx, orderId)
      if (!found) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
      if (by.kind === 'shopper' && found.row.userId !== by.userId) {
        throw forbidden(CANCEL_NOT_YOURS_MESSAGE)
      }
      const payment = await lockPayment(tx, found.row.transactionReference)
      // Read again under the lock: a webhook may have paid it, or another tab cancelled it.
      const stored = await findOrder(tx, orderId)
      if (!payment || !stored) throw notFound(CANCEL_NOT_FOUND_MESSAGE)
      const { row } = stored
      const from = stageOf(row)
      // Already cancelled (and perhaps refunded since): the same answer, nothing given back twice.
      if (from === 'cancelled' || (from === 'refunded' && row.status === 'refunded')) {
        return toOwnerOrder(stored)
      }
      const facts = {
        status: row.status,
        paymentStatus: row.paymentStatus,
        paymentMethod: row.paymentMethod,
        stockHeld: row.stockHeldAt !== null,
      }
      const problem =
        by.kind === 'shopper' ? shopperCancelProblem(facts) : ownerCancelProblem(facts)
      if (problem) throw new HttpError(409, 'CONFLICT', problem)

      const at = clock()
      const moved = await applyLifecycle(tx, { from, to: 'cancelled', payment, at }, stockAlerts)
      if (!moved.ok) throw new Error('cancelling an order found stock short')
      after.movedProductIds = moved.movedProductIds
      after.released = moved.released
      after.wrote = true
      const cancelled = await cancelOrder(tx, stored, { actorUserId: by.userId, at })
      const reason = by.kind === 'owner' ? by.reason : ''
      let refund = 0
      if (moved.effects.messages.includes('refund-started')) {
        // Everything paid and not yet refunded goes back.
        refund = refundTotals(row.totalAmount, await listRefundsOfOrder(tx, orderId)).refundable
        if (refund > 0) {
          await refunds.start(tx, {
            order: row,
            amount: refund,
            cause: 'cancellation',
            reason: reason || 'Cancelled by the shopper',
            actorUserId: by.userId,
            at,
          })
        }
      } else {
        await markPaymentStatus(tx, row.transactionReference, 'abandoned', at)
      }
      if (by.kind === 'owner') {
        await insertOrderAuditRecord(tx, orderId, {
          actorUserId: by.userId,
          action: 'order.cancel',
          before: { status: row.status, payment_status: row.paymentStatus },
          after: { status: 'cancelled', refund, reason },
          at,
        })
      }
      const answer = toOwnerOrder({
        ...cancelled,
        refunds: await listRefundsOfOrder(tx, orderId),
      })
      await mail.queue(tx, 'order-cancelled', {
        to: row.email,
        ...cancellationMail({
          orderId,
          fullName: row.fullName,
          refund,
          method: refundMethodFor(row.paymentMethod),
          reason: reason || null,
          trackUrl: smsTrackUrl(deps.publicUrl, orderId),
        }),
      })
      await sms.queueOrderSms(tx, { kind: 'order-cancelled', order: answer, refund })
      return answer
    })
    // After commit only: a rolled-back cancel must not drop the cache or mail anyone.
    if (after.movedProductIds.length > 0) catalogue.invalidate(after.movedProductIds)
    if (after.released) stockAlerts.flush()
    if (after.wrote) {
      mail.flush()
      sms.flush()
      deps.outbox.nudge()
    }
    return order
  }

  return {
    /** The order's owner cancels it (POST /order/{id}/cancel). */
    byShopper: (userId: number, rawId: string) => cancel({ kind: 'shopper', userId }, rawId),
    /** The shop's owner cancels it from the console, with a reason the shopper reads. */
    byOwner: (userId: number, rawId: string, reason: string) =>
      cancel({ kind: 'owner', userId, reason }, rawId),
  }
}

export type OrderCancellation = ReturnType<typeof createOrderCancellation>
