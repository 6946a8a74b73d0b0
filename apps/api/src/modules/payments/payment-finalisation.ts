import { paymentMethodFromChannel } from '@scentia/domain/payment/paystack'
import { isAwaitingTransfer, isTransferMethod } from '@scentia/domain/payment/transfer'
import {
  paymentRecordStatusFor,
  type OrderPaymentStatus,
  type RefundReason,
} from '@scentia/domain/payment/payment-status'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { OrderEvent, OrderEvents } from '../orders/order-events.js'
import {
  findOrder,
  toOwnerOrder,
  updateOrderPayment,
  type OwnerOrder,
  type StoredOrder,
} from '../orders/orders.repository.js'
import type { ProductsService } from '../products/products.service.js'
import { settleRedemption } from '../promos/promos.repository.js'
import { redemptionAfter } from '../promos/promos.service.js'
import type { StockAlertsService } from '../stock-alerts/stock-alerts.service.js'
import { insertOrderFromPayment } from './payment-records.js'
import { decidePayment, type VerdictRefusal } from './payment-outcome.js'
import {
  attachOrder,
  flagRefund,
  lockPayment,
  recordPaystackFacts,
  releaseStock,
  reserveStock,
  type PaystackFacts,
} from './payments.repository.js'

export interface FinaliseResult {
  /** Undefined when nothing was recorded (a non-success verify before any order existed). */
  order: OwnerOrder | undefined
  created: boolean
  /** Set when Paystack's answer was not about this payment in naira: nothing was recorded. */
  refused?: VerdictRefusal
}

export interface FinaliseOptions {
  /** Make an order for a non-success verdict too (the spec's /checkout does; verify and the webhook do not). */
  recordUnpaid: boolean
  /** Who is finalising: the shopper, or null for the webhook. */
  actorUserId: number | null
}

export interface PaymentFinalisationDeps {
  db: Db
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Told when released units bring a product back (back-in-stock mails, issue 14). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  events: OrderEvents
  clock: () => Date
  /** Random draws in [0, 1) for order ids: crypto-backed in the app. */
  rng: () => number
  log: FastifyBaseLogger
  /** Told after commit what each verdict did (the /metrics counters); optional for tests. */
  onOutcome?: (outcome: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }) => void
}

/**
 * A promo code's use follows its payment (issue 14), as the stock does: a paid order keeps it, a
 * payment that failed or was abandoned gives it back to the code.
 */
async function settlePromo(tx: Db, reference: string, status: OrderPaymentStatus, at: Date) {
  const next = redemptionAfter(status)
  if (next) await settleRedemption(tx, reference, next, at)
}

/**
 * Applies Paystack's verdict on a reference: the single path by which orders are made or paid,
 * shared by verify, /checkout and the webhook. Idempotent and safe to race: the payment row is
 * locked for the whole decision (docs/decisions/006-payments.md).
 */
export function createPaymentFinalisation(deps: PaymentFinalisationDeps) {
  const { db, catalogue, stockAlerts, events, clock, rng, log } = deps

  async function finalise(
    reference: string,
    facts: PaystackFacts,
    options: FinaliseOptions,
  ): Promise<FinaliseResult | undefined> {
    const now = clock()
    // Set inside the transaction, acted on after it commits.
    const after: {
      event?: OrderEvent
      stockChanged: boolean
      /** Units went back on sale: back-in-stock mails may be waiting in the outbox. */
      released?: boolean
      outcome?: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }
    } = { stockChanged: false }

    const result = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, reference)
      if (!payment) return undefined
      const existing = payment.orderId ? await findOrder(tx, payment.orderId) : undefined
      const current = existing ? existing.row.paymentStatus : null
      const decision = decidePayment(
        current,
        {
          reference: facts.paystackReference,
          status: facts.paystackStatus,
          amount: facts.amountPaidKobo,
          currency: facts.paidCurrency,
        },
        { reference: payment.reference, kobo: payment.amountKobo },
      )
      if (decision.kind === 'refuse') {
        log.error(
          {
            reference,
            answeredReference: facts.paystackReference,
            currency: facts.paidCurrency,
            status: facts.paystackStatus,
            reason: decision.reason,
          },
          'paystack answer refused: not about this payment in naira',
        )
        return {
          order: existing ? toOwnerOrder(existing) : undefined,
          created: false,
          refused: decision.reason,
        }
      }
      if (decision.kind === 'keep') {
        return { order: existing ? toOwnerOrder(existing) : undefined, created: false }
      }

      let paymentStatus: OrderPaymentStatus
      let refund: { reason: RefundReason; soldOut: string[] } | undefined
      // A transfer on its way already took its units (PRODUCT §10): paying keeps them, anything
      // else gives them back. undefined leaves the order's hold as it is.
      const held = existing?.row.stockHeldAt != null
      let stockHeldAt: Date | null | undefined
      const lines = payment.cartSnapshot.map((line) => ({
        productId: line.id,
        sizeId: line.sizeId,
        quantity: line.quantity,
      }))
      if (decision.kind === 'pay' && held) {
        paymentStatus = 'paid'
        stockHeldAt = null
      } else if (decision.kind === 'pay') {
        const reservation = await reserveStock(tx, lines)
        if (reservation.ok) {
          paymentStatus = 'paid'
          after.stockChanged = true
        } else {
          paymentStatus = 'refund_due'
          const short = new Set(reservation.shortProductIds)
          refund = {
            reason: 'out_of_stock',
            soldOut: payment.cartSnapshot
              .filter((line) => short.has(line.id))
              .map((line) => line.name),
          }
        }
      } else if (decision.kind === 'refund') {
        paymentStatus = 'refund_due'
        refund = { reason: decision.reason, soldOut: [] }
      } else {
        paymentStatus = decision.paymentStatus
        const awaiting = isAwaitingTransfer(facts.paystackStatus, facts.channel)
        // A transfer still on its way makes its order at once, from verify too, so that its
        // units are held and the thank-you page can say 'Awaiting your transfer'.
        if (!existing && !options.recordUnpaid && !awaiting) {
          await recordPaystackFacts(tx, reference, facts, {
            status: paymentRecordStatusFor(paymentStatus),
            at: now,
          })
          await settlePromo(tx, reference, paymentStatus, now)
          after.outcome = { paymentStatus, orderCreated: false }
          return { order: undefined, created: false }
        }
        if (awaiting && !held && (await reserveStock(tx, lines)).ok) {
          stockHeldAt = now
          after.stockChanged = true
        }
      }
      if (held && stockHeldAt === undefined && paymentStatus !== 'pending') {
        // Failed, abandoned or refunded while holding: the units go back on sale.
        await releaseStock(tx, lines, stockAlerts)
        stockHeldAt = null
        after.stockChanged = true
        after.released = true
      }

      const paymentMethod = paymentMethodFromChannel(facts.channel)
      let stored: StoredOrder
      let created = false
      if (existing) {
        await updateOrderPayment(tx, existing.row.orderId, {
          paymentStatus,
          paymentMethod,
          at: now,
          stockHeldAt,
        })
        stored = {
          row: {
            ...existing.row,
            paymentStatus,
            paymentMethod,
            updatedAt: now,
            ...(stockHeldAt === undefined ? {} : { stockHeldAt }),
          },
          items: existing.items,
        }
      } else {
        stored = await insertOrderFromPayment(tx, payment, {
          paymentStatus,
          paymentMethod,
          stockHeldAt: stockHeldAt ?? null,
          now,
          actorUserId: options.actorUserId,
          rng,
        })
        await attachOrder(tx, reference, stored.row.orderId, now)
        created = true
      }

      await recordPaystackFacts(tx, reference, facts, {
        status: paymentRecordStatusFor(paymentStatus),
        at: now,
      })
      if (refund) await flagRefund(tx, reference, refund.reason, now)
      await settlePromo(tx, reference, paymentStatus, now)

      const order = toOwnerOrder(stored)
      after.outcome = { paymentStatus, orderCreated: created }
      if (paymentStatus === 'paid') {
        // A transfer that was awaited lands here and pays the order, with the usual confirmation
        // mail; its shopper was texted 'order confirmed' when it was placed, so now they are
        // texted 'transfer received' instead (decision 020).
        const transferReceived =
          existing?.row.paymentStatus === 'pending' && isTransferMethod(existing.row.paymentMethod)
        after.event = { type: 'order.paid', order, transferReceived }
      } else if (created && paymentStatus === 'pending' && isTransferMethod(paymentMethod)) {
        // Placed and awaiting the shopper's transfer: the 'order confirmed' text goes now.
        after.event = { type: 'order.awaiting_transfer', order }
      }
      if (refund) {
        after.event = {
          type: 'payment.refund_due',
          order,
          reason: refund.reason,
          reference,
          amountPaidKobo: facts.amountPaidKobo,
          soldOut: refund.soldOut,
        }
      }
      // The event's mails are written here, with the order (issue 11): durable once committed.
      if (after.event) await events.record(tx, after.event)
      return { order, created }
    })

    // After commit only: a rolled-back order must neither mail anyone nor drop the cache.
    if (after.stockChanged) catalogue.invalidate()
    if (after.released) stockAlerts.flush()
    if (after.event) events.emit(after.event)
    if (after.outcome) deps.onOutcome?.(after.outcome)
    return result
  }

  return finalise
}

export type Finalise = ReturnType<typeof createPaymentFinalisation>
