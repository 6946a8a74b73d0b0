import { randomUUID } from 'node:crypto'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { awaitsCashReturn } from '@scentia/domain/payment/refund-actions'
import {
  isFullyRefunded,
  nairaToKobo,
  refundAmountProblem,
  refundMethodFor,
  refundStateFromPaystack,
  refundTotals,
  type RefundCause,
} from '@scentia/domain/payment/refunds'
import { smsTrackUrl } from '@scentia/domain/sms/sms-messages'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { outboxMessages } from '../../db/schema/index.js'
import { HttpError, notFound } from '../../plugins/error-handler.js'
import { insertOrderAuditRecord } from '../admin/index.js'
import type { MailService } from '../mail/index.js'
import {
  findOrder,
  lockOrder,
  recordOrderRefunded,
  stageOf,
  toOwnerOrder,
  type OrderRow,
  type OwnerOrder,
} from '../orders/index.js'
import type { Outbox } from '../outbox/index.js'
import { PaystackError, type PaystackClient } from '../paystack/index.js'
import { applyLifecycle } from './order-lifecycle.js'
import { lockPayment } from './payments.repository.js'
import { refundFailedSupportMail, refundProcessedMail } from './refund-mails.js'
import {
  findRefundByKey,
  findRefundForEvent,
  insertRefund,
  listRefundsOfOrder,
  listUnsettledPaystackRefunds,
  recordPaystackRefund,
  settleRefundRow,
  touchRefund,
  type RefundRow,
} from './refunds.repository.js'
import { markReturnRefunded } from './returns.repository.js'

/** The outbox row's kind for "ask Paystack to send this refund" (channel `refund`). */
export const PAYSTACK_REFUND_KIND = 'paystack-refund'

/**
 * What travels to Paystack in the merchant note: the refund's idempotency key, so the job can
 * find a refund it made before a crash instead of making a second (docs/decisions/041).
 */
export function merchantNoteFor(refundKey: string): string {
  return `scentia-refund:${refundKey}`
}

/** A refund is looked up again when Paystack has said nothing for this long. */
export const REFUND_CHECK_AFTER_MS = 10 * 60 * 1000

export interface RefundsDeps {
  db: Db
  paystack: PaystackClient
  outbox: Pick<Outbox, 'enqueue' | 'nudge'>
  mail: Pick<MailService, 'queue' | 'flush'>
  supportEmail: string
  publicUrl: string
  clock: () => Date
  log: FastifyBaseLogger
}

/** What Paystack says about a refund: its event, or the answer of the status check. */
export interface RefundReport {
  paystackRefundId: string
  transactionReference: string
  amountKobo: number
  status: string
  /** Paystack's reason when it failed. */
  failure?: string | null
}

export type RefundSettlement = 'settled' | 'unchanged' | 'unknown'

/**
 * Refunds (docs/product.md §12, docs/decisions/041-refunds.md): recorded in the transaction that
 * decides them, sent to Paystack by the outbox's worker (so a refund survives a crash and is
 * retried through an outage), followed to their end by Paystack's webhook and by a status check,
 * and closed once: every change takes the payment's lock, then the order's.
 */
export function createRefunds(deps: RefundsDeps) {
  const { db, paystack, outbox, mail, clock, log } = deps

  /**
   * Records a refund of `amount` naira on this order inside the caller's transaction (which
   * holds the order's lock) and, for money paid through Paystack, the outbox row that sends it.
   * A pay-on-delivery order's refund waits for the owner to hand the cash back, or is recorded
   * as done when the owner says they already did (`cashReturned`).
   */
  async function start(
    tx: Db,
    input: {
      order: Pick<OrderRow, 'orderId' | 'transactionReference' | 'paymentMethod'>
      amount: number
      cause: RefundCause
      reason: string
      actorUserId: number | null
      at: Date
      cashReturned?: boolean
    },
  ): Promise<RefundRow> {
    const method = refundMethodFor(input.order.paymentMethod)
    const refund = await insertRefund(tx, {
      refundKey: randomUUID(),
      orderId: input.order.orderId,
      paymentReference: input.order.transactionReference,
      amount: input.amount,
      method,
      cause: input.cause,
      state: method === 'cash' && input.cashReturned ? 'processed' : 'pending',
      reason: input.reason,
      actorUserId: input.actorUserId,
      at: input.at,
    })
    if (method === 'paystack') {
      await outbox.enqueue(tx, [
        { channel: 'refund', kind: PAYSTACK_REFUND_KIND, payload: { refundKey: refund.refundKey } },
      ])
    }
    return refund
  }

  /**
   * After a refund went through, inside the transaction holding the payment's and the order's
   * locks: the shopper hears, and an order whose refunds now add up to everything paid ends
   * refunded (the lifecycle's move, then the order's own columns).
   */
  async function afterProcessed(tx: Db, order: OrderRow, refund: RefundRow, at: Date) {
    await mail.queue(tx, 'refund-processed', {
      to: order.email,
      ...refundProcessedMail({
        orderId: order.orderId,
        fullName: order.fullName,
        amount: refund.amount,
        method: refund.method,
      }),
    })
    // A return's refund that went through ends the return (docs/decisions/043).
    if (refund.cause === 'return') await markReturnRefunded(tx, refund.id, at)
    const all = await listRefundsOfOrder(tx, order.orderId)
    if (!isFullyRefunded(order.totalAmount, all)) return
    const from = stageOf(order)
    if (from !== 'paid' && from !== 'cancelled') return
    const payment = await lockPayment(tx, order.transactionReference)
    if (!payment) return
    const moved = await applyLifecycle(
      tx,
      { from, to: 'refunded', payment, at },
      {
        onStockChange: async () => {},
      },
    )
    if (!moved.ok) throw new Error('refunding an order cannot take stock')
    await recordOrderRefunded(tx, order, { actorUserId: refund.actorUserId, at })
  }

  /**
   * Paystack's word on a refund (its webhook, or the status check): the refund ends processed
   * or failed, once. A duplicate event finds it already ended and changes nothing.
   */
  async function settle(report: RefundReport): Promise<RefundSettlement> {
    const at = clock()
    const amountNaira = Math.round(report.amountKobo / 100)
    const outcome = await db.transaction(async (tx): Promise<RefundSettlement> => {
      const found = await findRefundForEvent(tx, {
        paystackRefundId: report.paystackRefundId,
        transactionReference: report.transactionReference,
        amountNaira,
      })
      if (!found) return 'unknown'
      // The same locks, in the same order, as a cancellation and an owner's refund.
      await lockPayment(tx, found.paymentReference)
      const order = await lockOrder(tx, found.orderId)
      const refund = await findRefundByKey(tx, found.refundKey)
      if (!order || !refund) return 'unknown'
      if (refund.state === 'processed' || refund.state === 'failed') return 'unchanged'
      const state = refundStateFromPaystack(report.status)
      if (state !== 'processed' && state !== 'failed') {
        if (refund.state === 'pending') {
          await recordPaystackRefund(tx, refund.refundKey, {
            paystackRefundId: report.paystackRefundId,
            state,
            at,
          })
        }
        return 'unchanged'
      }
      const failure = state === 'failed' ? (report.failure ?? 'Paystack could not send it') : null
      const changed = await settleRefundRow(tx, refund, {
        state,
        failure,
        paystackRefundId: report.paystackRefundId,
        at,
      })
      if (!changed) return 'unchanged'
      if (state === 'processed') {
        await afterProcessed(tx, order, refund, at)
      } else {
        await mail.queue(tx, 'refund-failed', {
          to: deps.supportEmail,
          ...refundFailedSupportMail({
            orderId: order.orderId,
            reference: refund.paymentReference,
            amount: refund.amount,
            failure: failure ?? '',
          }),
        })
      }
      return 'settled'
    })
    if (outcome === 'settled') mail.flush()
    return outcome
  }

  /**
   * The outbox's deliverer for channel `refund`: asks Paystack to send one refund. It first looks
   * for a refund carrying this refund's key among the transaction's refunds, so a job re-run after
   * the process died between Paystack's answer and our record adopts that refund instead of
   * sending a second. A refusal (4xx) is final: the refund fails and support hears; an outage or
   * a timeout throws, and the outbox tries again later with its backoff.
   */
  async function deliver(row: typeof outboxMessages.$inferSelect): Promise<void> {
    const refundKey = typeof row.payload?.['refundKey'] === 'string' ? row.payload['refundKey'] : ''
    const refund = await findRefundByKey(db, refundKey)
    if (!refund || refund.state !== 'pending' || refund.method !== 'paystack') return
    const note = merchantNoteFor(refund.refundKey)
    let made = (await paystack.listRefunds(refund.paymentReference)).find(
      (candidate) => candidate.merchantNote === note,
    )
    if (!made) {
      try {
        made = await paystack.createRefund({
          transaction: refund.paymentReference,
          amountKobo: nairaToKobo(refund.amount),
          merchantNote: note,
        })
      } catch (error) {
        if (error instanceof PaystackError && error.kind === 'rejected') {
          log.error({ err: error, refundKey }, 'Paystack refused a refund')
          await settleRejected(refund, error.message)
          return
        }
        throw error
      }
    }
    const state = refundStateFromPaystack(made.status)
    if (state === 'processing') {
      await recordPaystackRefund(db, refund.refundKey, {
        paystackRefundId: made.id,
        state,
        at: clock(),
      })
      return
    }
    await settle({
      paystackRefundId: made.id,
      transactionReference: refund.paymentReference,
      amountKobo: made.amount,
      status: made.status,
    })
  }

  async function settleRejected(refund: RefundRow, message: string): Promise<void> {
    const at = clock()
    await db.transaction(async (tx) => {
      const current = await findRefundByKey(tx, refund.refundKey)
      if (current?.state !== 'pending') return
      if (
        !(await settleRefundRow(tx, current, {
          state: 'failed',
          failure: message,
          paystackRefundId: null,
          at,
        }))
      )
        return
      await mail.queue(tx, 'refund-failed', {
        to: deps.supportEmail,
        ...refundFailedSupportMail({
          orderId: refund.orderId,
          reference: refund.paymentReference,
          amount: refund.amount,
          failure: message,
        }),
      })
    })
    mail.flush()
  }

  /**
   * The retrying status check (a scheduled job): refunds Paystack accepted but has not settled
   * for a while are asked about, in case a webhook was lost. Paystack unreachable: next round.
   */
  async function checkUnsettled(now: Date): Promise<{ checked: number; settled: number }> {
    const stale = await listUnsettledPaystackRefunds(
      db,
      new Date(now.getTime() - REFUND_CHECK_AFTER_MS),
      50,
    )
    let settled = 0
    for (const refund of stale) {
      if (!refund.paystackRefundId) continue
      try {
        const found = await paystack.fetchRefund(refund.paystackRefundId)
        const outcome = await settle({
          paystackRefundId: found.id,
          transactionReference: refund.paymentReference,
          amountKobo: found.amount,
          status: found.status,
        })
        if (outcome === 'settled') settled += 1
        else await touchRefund(db, refund.id, now)
      } catch (error) {
        log.warn({ err: error, refundKey: refund.refundKey }, 'refund status check failed')
      }
    }
    return { checked: stale.length, settled }
  }

  /**
   * An owner's refund takes the payment's lock and then the order's, in the order a cancellation
   * and a Paystack refund event take them, so none of them waits on another forever. The order's
   * row as locked, or undefined when it went meanwhile.
   */
  async function lockOrderAndPayment(tx: Db, orderId: string) {
    const found = await findOrder(tx, orderId)
    if (!found) throw notFound('Order not found')
    await lockPayment(tx, found.row.transactionReference)
    return lockOrder(tx, orderId)
  }

  /**
   * The owner refunds part or all of a paid order (after a return, or as a goodwill gesture),
   * under the payment's and the order's locks: two owners clicking at once are served one after
   * the other, and the second finds what the first already promised. A pay-on-delivery order's
   * refund is the cash the owner says they handed back, recorded as done.
   */
  async function refundByOwner(
    rawId: string,
    input: { amount: number; reason: string },
    actorUserId: number,
  ): Promise<OwnerOrder> {
    const input0 = parseTrackInput(rawId)
    if (!input0.ok || !isOrderId(input0.orderId)) throw notFound('Order not found')
    const orderId = input0.orderId
    const at = clock()
    const order = await db.transaction(async (tx) => {
      const row = await lockOrderAndPayment(tx, orderId)
      if (!row) throw notFound('Order not found')
      if (row.paymentStatus !== 'paid') {
        throw new HttpError(409, 'CONFLICT', 'Only a paid order can be refunded.')
      }
      const totals = refundTotals(row.totalAmount, await listRefundsOfOrder(tx, orderId))
      const problem = refundAmountProblem(input.amount, totals)
      if (problem) throw new HttpError(409, 'CONFLICT', problem)
      const refund = await start(tx, {
        order: row,
        amount: input.amount,
        cause: 'owner',
        reason: input.reason,
        actorUserId,
        at,
        cashReturned: true,
      })
      await insertOrderAuditRecord(tx, orderId, {
        actorUserId,
        action: 'order.refund',
        before: { refunded: totals.refunded, in_flight: totals.inFlight },
        after: { amount: input.amount, method: refund.method, reason: input.reason },
        at,
      })
      if (refund.state === 'processed') await afterProcessed(tx, row, refund, at)
      const stored = await findOrder(tx, orderId)
      if (!stored) throw notFound('Order not found')
      return toOwnerOrder(stored)
    })
    outbox.nudge()
    mail.flush()
    return order
  }

  /**
   * The owner handed back the cash of a pay-on-delivery order's refund (one the cancellation
   * left pending): it is done, and the order may end refunded.
   */
  async function recordCashReturned(
    orderId: string,
    refundId: number,
    actorUserId: number,
  ): Promise<OwnerOrder> {
    const at = clock()
    const order = await db.transaction(async (tx) => {
      const row = await lockOrderAndPayment(tx, orderId)
      const refund = (await listRefundsOfOrder(tx, orderId)).find((r) => r.id === refundId)
      if (!row || !refund) throw notFound('Refund not found')
      if (!awaitsCashReturn(refund)) {
        throw new HttpError(
          409,
          'CONFLICT',
          'This refund is not waiting for cash to be handed back.',
        )
      }
      await settleRefundRow(tx, refund, {
        state: 'processed',
        failure: null,
        paystackRefundId: null,
        at,
      })
      await insertOrderAuditRecord(tx, orderId, {
        actorUserId,
        action: 'order.refund',
        before: { refund: refund.id, state: 'pending' },
        after: { refund: refund.id, state: 'processed', amount: refund.amount, method: 'cash' },
        at,
      })
      await afterProcessed(tx, row, { ...refund, actorUserId }, at)
      const stored = await findOrder(tx, orderId)
      if (!stored) throw notFound('Order not found')
      return toOwnerOrder(stored)
    })
    mail.flush()
    return order
  }

  return { start, settle, deliver, checkUnsettled, refundByOwner, recordCashReturned }
}

export type Refunds = ReturnType<typeof createRefunds>

/** The track page's address for an order, where its refunds are shown. */
export function orderPageUrl(publicUrl: string, orderId: string): string {
  return smsTrackUrl(publicUrl, orderId)
}
