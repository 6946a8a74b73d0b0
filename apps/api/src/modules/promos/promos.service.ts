import {
  applyPromo,
  promoRefusalMessage,
  type OrderPricing,
  type PromoResult,
} from '@scentia/domain/promo/promo'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import {
  countFirstOrderHolds,
  countPaidOrders,
  countUses,
  findPromoByCode,
  insertRedemption,
  toPromoRule,
} from './promos.repository.js'

/**
 * How long a use stays held for a payment that Paystack has said nothing final about. Paystack
 * abandons an unpaid transaction well within this; after it the use goes back to the code.
 */
export const PROMO_HOLD_MS = 60 * 60 * 1000

export interface PromosServiceDeps {
  db: Db
  clock: () => Date
}

export interface PromoRequest {
  userId: number
  /** Normalised (the domain's promoCodeSchema). */
  code: string
  pricing: OrderPricing
}

/** What a payment's status does to the use its code holds. */
export function redemptionAfter(status: OrderPaymentStatus): 'used' | 'released' | undefined {
  if (status === 'paid') return 'used'
  if (status === 'pending') return undefined
  // failed, abandoned, reversed, refund_due: no paid order stands for the use.
  return 'released'
}

export interface PromosService {
  /** The checkout's preview: what the code would take off now. Holds nothing. */
  check(request: PromoRequest): Promise<PromoResult>
  /**
   * Prices the code and holds one use of it for this payment, in the caller's transaction. The
   * code's row is locked first, so two initializes racing for its last use queue here and the
   * second counts the first's hold (the limits hold with two tabs at once).
   */
  redeem(tx: Db, request: PromoRequest & { paymentReference: string }): Promise<PromoResult>
}

export function createPromosService({ db, clock }: PromosServiceDeps): PromosService {
  async function price(tx: Db, request: PromoRequest, lock: boolean) {
    const now = clock()
    const row = await findPromoByCode(tx, request.code, { lock })
    if (!row) {
      const unknown: PromoResult = {
        ok: false,
        reason: 'unknown',
        message: promoRefusalMessage('unknown'),
      }
      return { row, result: unknown }
    }
    // One after the other: a transaction is one connection.
    const heldSince = new Date(now.getTime() - PROMO_HOLD_MS)
    const uses = await countUses(tx, row.id, request.userId, heldSince)
    const paidOrders = await countPaidOrders(tx, request.userId)
    const firstOrderHolds = row.firstOrderOnly
      ? await countFirstOrderHolds(tx, request.userId, heldSince)
      : 0
    const result = applyPromo(request.pricing, toPromoRule(row), {
      now,
      usedTotal: uses.total,
      usedByShopper: uses.byShopper,
      shopperPaidOrders: paidOrders,
      shopperFirstOrderHolds: firstOrderHolds,
    })
    return { row, result }
  }

  return {
    async check(request) {
      return (await price(db, request, false)).result
    },

    async redeem(tx, request) {
      const { row, result } = await price(tx, request, true)
      if (row && result.ok) {
        await insertRedemption(tx, {
          promoId: row.id,
          userId: request.userId,
          paymentReference: request.paymentReference,
          discount: result.pricing.discount,
          at: clock(),
        })
      }
      return result
    },
  }
}
