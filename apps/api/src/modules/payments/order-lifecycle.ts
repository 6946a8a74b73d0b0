import {
  lifecycleEffects,
  type LifecycleEffects,
  type OrderStage,
} from '@scentia/domain/payment/order-lifecycle'
import type { Db } from '../../db/client.js'
import {
  releaseStock,
  reserveStock,
  type StockChangeHook,
  type StockLine,
} from '../catalogue/index.js'
import { settleRedemption } from '../promos/index.js'
import type { PaymentRow } from './payments.repository.js'
import { releaseClaimsOf } from './sample-credits.repository.js'

/**
 * The stock lines of a payment, each on its own shelf: a line with a size other than the full
 * bottle takes from and returns to that size (decision 019). Every path that takes or returns
 * units reads them here, from the payment's snapshot, so no path can forget the size.
 */
export function stockLinesOf(payment: Pick<PaymentRow, 'cartSnapshot'>): StockLine[] {
  return payment.cartSnapshot.map((line) => ({
    productId: line.id,
    sizeId: line.sizeId,
    quantity: line.quantity,
  }))
}

export interface LifecycleMove {
  from: OrderStage
  to: OrderStage
  payment: Pick<PaymentRow, 'reference' | 'cartSnapshot'>
  at: Date
}

export type LifecycleOutcome =
  | {
      ok: true
      effects: LifecycleEffects
      /**
       * The products whose stock moved (none when the move keeps it): the caller names them to
       * the catalogue after commit, so a sale reads those products again and compares no stamps
       * (docs/decisions/039).
       */
      movedProductIds: number[]
      released: boolean
    }
  /** A take found too few units; nothing was written. */
  | { ok: false; shortProductIds: number[] }

/**
 * Applies what the domain's table says a move does (docs/decisions/029-unpaid-orders.md), inside
 * the caller's transaction, which holds the payment's row lock: stock per size, the promo code's
 * use, the sample credit. The caller writes the order's and payment's new statuses and sends the
 * effects' messages. A move the table does not have is a bug, not a shopper's mistake.
 */
export async function applyLifecycle(
  tx: Db,
  move: LifecycleMove,
  alerts: StockChangeHook,
): Promise<LifecycleOutcome> {
  const effects = lifecycleEffects(move.from, move.to)
  if (!effects) throw new Error(`an order cannot move from ${move.from} to ${move.to}`)
  const lines = stockLinesOf(move.payment)
  if (effects.stock === 'take') {
    const taken = await reserveStock(tx, lines, alerts)
    if (!taken.ok) return taken
  } else if (effects.stock === 'release') {
    await releaseStock(tx, lines, alerts)
  }
  if (effects.promo !== 'none') {
    await settleRedemption(
      tx,
      move.payment.reference,
      effects.promo === 'use' ? 'used' : 'released',
      move.at,
    )
  }
  if (effects.sampleCredit === 'release') await releaseClaimsOf(tx, move.payment.reference)
  return {
    ok: true,
    effects,
    movedProductIds:
      effects.stock === 'none' ? [] : [...new Set(lines.map((line) => line.productId))],
    released: effects.stock === 'release',
  }
}
