import type { OrderStage } from '@scentia/domain/payment/order-lifecycle'
import { unpaidOrdersProblem } from '@scentia/domain/orders/unpaid-limits'
import { paymentMethodFromChannel } from '@scentia/domain/payment/paystack'
import { isAwaitingTransfer } from '@scentia/domain/payment/transfer'
import {
  paymentRecordStatusFor,
  type OrderPaymentStatus,
  type RefundReason,
} from '@scentia/domain/payment/payment-status'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import {
  countUnpaidHolds,
  findOrder,
  recordPaymentMove,
  stageOf,
  toOwnerOrder,
  type OrderEvent,
  type OrderEvents,
  type OwnerOrder,
  type StoredOrder,
} from '../orders/index.js'
import type { ProductsService } from '../catalogue/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { applyLifecycle } from './order-lifecycle.js'
import { insertOrderFromPayment } from './payment-records.js'
import { decidePayment, type VerdictRefusal } from './payment-outcome.js'
import {
  attachOrder,
  flagRefund,
  lockPayment,
  recordPaystackFacts,
  type PaystackFacts,
} from './payments.repository.js'
import { lockShopperForCredit } from './sample-credits.repository.js'

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
  /** Told when released units bring a product back (back-in-stock mails). */
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
 * Whether the shopper may have one more order holding stock unpaid. Their row is locked first
 * (the lock initialize and pay on delivery take), so two transfers finalised at once for one
 * shopper count each other.
 */
async function mayHoldAnother(tx: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return true
  await lockShopperForCredit(tx, userId)
  return unpaidOrdersProblem(await countUnpaidHolds(tx, userId)) === null
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
      /** The products whose stock moved, named to the catalogue after commit. */
      movedProductIds: number[]
      /** Units went back on sale: back-in-stock mails may be waiting in the outbox. */
      released?: boolean
      outcome?: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }
    } = { movedProductIds: [] }

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

      const from = stageOf(existing?.row)
      // The shopper cancelled before their money landed: nothing is left to record but money
      // that must go back (below); an unpaid verdict changes nothing.
      if (from === 'cancelled' && decision.kind === 'record') {
        return { order: existing ? toOwnerOrder(existing) : undefined, created: false }
      }
      let paymentStatus: OrderPaymentStatus
      let to: OrderStage
      let refund: { reason: RefundReason; soldOut: string[] } | undefined
      if (decision.kind === 'pay' && from === 'cancelled') {
        paymentStatus = 'refund_due'
        to = 'refund_due'
        refund = { reason: 'order_cancelled', soldOut: [] }
      } else if (decision.kind === 'pay') {
        paymentStatus = 'paid'
        to = 'paid'
      } else if (decision.kind === 'refund') {
        paymentStatus = 'refund_due'
        to = 'refund_due'
        refund = { reason: decision.reason, soldOut: [] }
      } else {
        paymentStatus = decision.paymentStatus
        const awaiting = isAwaitingTransfer(facts.paystackStatus, facts.channel)
        if (paymentStatus !== 'pending') {
          to = paymentStatus === 'reversed' && from === 'paid' ? 'reversed' : 'unpaid'
        } else if (awaiting && (from === 'open' || from === 'unpaid')) {
          // A transfer still on its way makes its order at once, from verify too, so that its
          // units are held and the thank-you page can say 'Awaiting your transfer' — unless the
          // shopper already has as many unpaid orders as they may (docs/decisions/029).
          to = (await mayHoldAnother(tx, payment.userId)) ? 'awaiting_transfer' : 'open'
        } else {
          to = from === 'unpaid' ? 'open' : from
        }
        if (!existing && !options.recordUnpaid && !awaiting) {
          await recordPaystackFacts(tx, reference, facts, {
            status: paymentRecordStatusFor(paymentStatus),
            at: now,
          })
          await applyLifecycle(tx, { from, to, payment, at: now }, stockAlerts)
          after.outcome = { paymentStatus, orderCreated: false }
          return { order: undefined, created: false }
        }
      }

      let moved = await applyLifecycle(tx, { from, to, payment, at: now }, stockAlerts)
      if (!moved.ok && to === 'paid') {
        // Paid for units someone else bought first: the money goes back (decision 006).
        const short = new Set(moved.shortProductIds)
        paymentStatus = 'refund_due'
        to = 'refund_due'
        refund = {
          reason: 'out_of_stock',
          soldOut: payment.cartSnapshot
            .filter((line) => short.has(line.id))
            .map((line) => line.name),
        }
        moved = await applyLifecycle(tx, { from, to, payment, at: now }, stockAlerts)
      } else if (!moved.ok) {
        // Too few units to hold for the transfer: the order is recorded awaiting it without a
        // hold, and is paid (or refunded) by the stock there is when the money lands.
        to = from === 'unpaid' ? 'open' : from
        moved = await applyLifecycle(tx, { from, to, payment, at: now }, stockAlerts)
      }
      if (!moved.ok) throw new Error('a move that takes no stock found stock short')
      after.movedProductIds.push(...moved.movedProductIds)
      if (moved.released) after.released = true
      const paymentMethod = paymentMethodFromChannel(facts.channel)
      let stored: StoredOrder
      let created = false
      if (existing) {
        stored = await recordPaymentMove(tx, existing, {
          from,
          to,
          paymentStatus,
          paymentMethod,
          at: now,
        })
      } else {
        stored = await insertOrderFromPayment(tx, payment, {
          paymentStatus,
          paymentMethod,
          stage: to,
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

      const order = toOwnerOrder(stored)
      after.outcome = { paymentStatus, orderCreated: created }
      const { messages } = moved.effects
      // What the move says to send (the domain's table): "confirmed" only once the money is in.
      if (messages.includes('order-confirmed')) {
        after.event = { type: 'order.paid', order }
      } else if (messages.includes('transfer-received')) {
        after.event = { type: 'order.paid', order, transferReceived: true }
      }
      if (refund && messages.includes('refund-due')) {
        after.event = {
          type: 'payment.refund_due',
          order,
          reason: refund.reason,
          reference,
          amountPaidKobo: facts.amountPaidKobo,
          soldOut: refund.soldOut,
        }
      }
      // The event's mails are written here, with the order: durable once committed.
      if (after.event) await events.record(tx, after.event)
      return { order, created }
    })

    // After commit only: a rolled-back order must neither mail anyone nor drop the cache.
    if (after.movedProductIds.length > 0) catalogue.invalidate(after.movedProductIds)
    if (after.released) stockAlerts.flush()
    if (after.event) events.emit(after.event)
    if (after.outcome) deps.onOutcome?.(after.outcome)
    return result
  }

  return finalise
}

export type Finalise = ReturnType<typeof createPaymentFinalisation>
