import {
  isTransferExpired,
  isTransferMethod,
  TRANSFER_HOLD_MS,
} from '@scentia/domain/payment/transfer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { findOrder, listHeldSince, recordPaymentMove, stageOf } from '../orders/index.js'
import type { PaystackClient } from '../paystack/index.js'
import type { ProductsService } from '../catalogue/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import type { Finalise } from './payment-finalisation.js'
import { applyLifecycle } from './order-lifecycle.js'
import { lockPayment, markPaymentStatus } from './payments.repository.js'
import { factsFromTransaction } from './paystack-calls.js'

/** Enough for any hour's expiries; the rest wait for the next round. */
const EXPIRY_BATCH = 100

export interface TransferExpiryReport {
  /** Held past the window and still unpaid: cancelled, their units back on sale. */
  expired: number
  /** Paystack said success when asked one last time (a webhook that never came): paid. */
  paid: number
}

export interface TransferExpiryDeps {
  db: Db
  paystack: PaystackClient
  finalise: Finalise
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Units put back may bring a product back in stock (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  log: FastifyBaseLogger
  /** How long a pending transfer holds its order (the domain's hour unless tests say less). */
  holdMs?: number
}

/**
 * Expires transfers the bank never confirmed (docs/product.md §10): the order's payment turns abandoned
 * (Paystack's word for it) and its units go back on sale. Runs on the outbox's schedule, once a
 * round across every process; each order is decided under its payment's lock, the one the
 * webhook and the browser take, so an expiry and a late charge.success never both win.
 */
export function createTransferExpiry(deps: TransferExpiryDeps) {
  const { db, paystack, finalise, catalogue, stockAlerts, log } = deps
  const holdMs = deps.holdMs ?? TRANSFER_HOLD_MS

  /** The products whose units went back, or null when the order was not expired after all. */
  async function expireOne(reference: string, now: Date): Promise<number[] | null> {
    return db.transaction(async (tx) => {
      const payment = await lockPayment(tx, reference)
      const stored = payment?.orderId ? await findOrder(tx, payment.orderId) : undefined
      if (!payment || !stored || stored.row.stockHeldAt === null) return null
      const { paymentStatus, stockHeldAt, paymentMethod } = stored.row
      if (!isTransferExpired({ paymentStatus, heldAt: stockHeldAt }, now, holdMs)) return null
      const from = stageOf(stored.row)
      if (from !== 'awaiting_transfer') return null
      // Units (each back on its own size's shelf), the code's use and the sample credit go
      // back together, as the domain's table says an ended hold does (docs/decisions/029).
      const moved = await applyLifecycle(tx, { from, to: 'unpaid', payment, at: now }, stockAlerts)
      await recordPaymentMove(tx, stored, {
        from,
        to: 'unpaid',
        paymentStatus: 'abandoned',
        paymentMethod,
        at: now,
      })
      await markPaymentStatus(tx, reference, 'abandoned', now)
      return moved.ok ? moved.movedProductIds : []
    })
  }

  return async function expireTransfers(now: Date): Promise<TransferExpiryReport> {
    const report: TransferExpiryReport = { expired: 0, paid: 0 }
    const returned = new Set<number>()
    const candidates = await listHeldSince(db, new Date(now.getTime() - holdMs), EXPIRY_BATCH)

    for (const { reference, method } of candidates) {
      // Pay on delivery holds stock too, but only the owner ends it (collected or refused).
      if (!isTransferMethod(method)) continue
      try {
        // One last word from Paystack: a transfer that landed while its webhook was lost pays.
        const { transaction } = await paystack.verifyTransaction(reference)
        if (transaction.status.trim().toLowerCase() === 'success') {
          await finalise(reference, factsFromTransaction(transaction), {
            recordUnpaid: true,
            actorUserId: null,
          })
          report.paid += 1
          continue
        }
      } catch (error) {
        // Paystack unreachable: keep holding, and ask again next round.
        log.warn({ err: error, reference }, 'transfer expiry: paystack verify failed')
        continue
      }
      const expired = await expireOne(reference, now)
      if (expired) {
        report.expired += 1
        for (const id of expired) returned.add(id)
      }
    }
    if (report.expired > 0) {
      catalogue.invalidate(returned)
      stockAlerts.flush()
    }
    return report
  }
}
