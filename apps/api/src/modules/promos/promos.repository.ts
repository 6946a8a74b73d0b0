import type { PromoRule } from '@scentia/domain/promo/promo'
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  orders,
  promoCodes,
  promoRedemptions,
  type RedemptionStatus,
} from '../../db/schema/index.js'

export type PromoRow = typeof promoCodes.$inferSelect

export function toPromoRule(row: PromoRow): PromoRule {
  return {
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minSubtotal: row.minSubtotal,
    firstOrderOnly: row.firstOrderOnly,
    expiresAt: row.expiresAt,
    totalLimit: row.totalLimit,
    perShopperLimit: row.perShopperLimit,
    active: row.active,
  }
}

/** A code by its normalised name; `lock` holds the row until the transaction ends. */
export async function findPromoByCode(
  db: Db,
  code: string,
  options: { lock: boolean },
): Promise<PromoRow | undefined> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1)
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/**
 * Redemptions that hold a use: paid ones, and those still at Paystack that started after
 * `heldSince` (an older hold is a pop-up closed without a word from Paystack), or whose order
 * still holds its stock unpaid: a transfer awaited for up to a day, or an order paid at the door
 * (decision 020). Expiry or a refusal releases those.
 */
function holdsUse(heldSince: Date) {
  const orderHeld = sql`exists (select 1 from ${orders} where ${orders.transactionReference} = ${promoRedemptions.paymentReference} and ${orders.stockHeldAt} is not null)`
  return or(
    eq(promoRedemptions.status, 'used'),
    and(
      eq(promoRedemptions.status, 'held'),
      or(gt(promoRedemptions.createdAt, heldSince), orderHeld),
    ),
  )
}

export async function countUses(
  db: Db,
  promoId: number,
  userId: number,
  heldSince: Date,
): Promise<{ total: number; byShopper: number }> {
  const [row] = await db
    .select({
      total: count(),
      byShopper:
        sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), holdsUse(heldSince)))
  return { total: row?.total ?? 0, byShopper: row?.byShopper ?? 0 }
}

/**
 * Uses of any first-order code held by this shopper's payments: the shopper's first order is
 * taken by the first payment that starts with such a code. Read under the shopper's lock
 * (`payment-pricing.ts` `priceForShopper`), so two initializes with different first-order codes
 * count each other too.
 */
export async function countFirstOrderHolds(
  db: Db,
  userId: number,
  heldSince: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .where(
      and(
        eq(promoRedemptions.userId, userId),
        eq(promoCodes.firstOrderOnly, true),
        holdsUse(heldSince),
      ),
    )
  return row?.n ?? 0
}

/** Uses held per code, for the console's list. */
export async function countUsesByPromo(db: Db, heldSince: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ promoId: promoRedemptions.promoId, uses: count() })
    .from(promoRedemptions)
    .where(holdsUse(heldSince))
    .groupBy(promoRedemptions.promoId)
  return new Map(rows.map((row) => [row.promoId, row.uses]))
}

/** Orders the shopper has paid for: a first-order code needs none. */
export async function countPaidOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, ['paid'])))
  return row?.n ?? 0
}

export async function insertRedemption(
  tx: Db,
  values: { promoId: number; userId: number; paymentReference: string; discount: number; at: Date },
): Promise<void> {
  await tx.insert(promoRedemptions).values({
    promoId: values.promoId,
    userId: values.userId,
    paymentReference: values.paymentReference,
    discount: values.discount,
    status: 'held',
    createdAt: values.at,
    updatedAt: values.at,
  })
}

/**
 * Moves a payment's redemption on: `used` once paid, `released` when the payment failed, was
 * abandoned or never started, giving the use back to the code. A used redemption is final.
 */
export async function settleRedemption(
  tx: Db,
  paymentReference: string,
  status: Exclude<RedemptionStatus, 'held'>,
  at: Date,
): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status, updatedAt: at })
    .where(
      and(
        eq(promoRedemptions.paymentReference, paymentReference),
        inArray(promoRedemptions.status, status === 'used' ? ['held', 'released'] : ['held']),
      ),
    )
}
