import type { AppliedSampleCredit, PaidSample } from '@scentia/domain/cart/sample-credit'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderItems, orders, payments, sampleCredits, users } from '../../db/schema/index.js'

/**
 * A payment in these states will never make an order, so a credit it took is free again.
 * Pending payments keep theirs: Paystack may still report them paid.
 */
const DEAD_PAYMENT_STATUSES = ['failed', 'abandoned', 'initialize_failed'] as const

/**
 * Serialises one shopper's initializes until the transaction ends: the credit is read, decided
 * and claimed under this lock, so two tabs paying at once cannot both take the same credit. The
 * unique sample line of sample_credits is the second line of defence.
 */
export async function lockShopperForCredit(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Frees the credits held by the shopper's payments that can no longer become orders. */
export async function releaseDeadClaims(tx: Db, userId: number): Promise<void> {
  await tx.delete(sampleCredits).where(
    and(
      eq(sampleCredits.userId, userId),
      inArray(
        sampleCredits.paymentReference,
        tx
          .select({ reference: payments.reference })
          .from(payments)
          .where(inArray(payments.status, [...DEAD_PAYMENT_STATUSES])),
      ),
    ),
  )
}

/** Frees the credit one payment claimed: its order was cancelled or its hold ended unpaid. */
export async function releaseClaimsOf(tx: Db, paymentReference: string): Promise<void> {
  await tx.delete(sampleCredits).where(eq(sampleCredits.paymentReference, paymentReference))
}

/** The shopper's paid sample lines, each marked used when a credit claim holds it. */
export async function findPaidSamples(tx: Db, userId: number): Promise<PaidSample[]> {
  const rows = await tx
    .select({
      sampleItemId: orderItems.id,
      productId: orderItems.productId,
      unitPrice: orderItems.price,
      paidAt: orders.createdAt,
      used: sql<boolean>`exists (select 1 from ${sampleCredits} where ${sampleCredits.sampleItemId} = ${orderItems.id})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'paid'),
        eq(orderItems.isSample, true),
      ),
    )
  return rows
}

export async function insertClaims(
  tx: Db,
  userId: number,
  paymentReference: string,
  applied: readonly AppliedSampleCredit[],
): Promise<void> {
  if (applied.length === 0) return
  await tx.insert(sampleCredits).values(
    applied.map((credit) => ({
      sampleItemId: credit.sampleItemId,
      userId,
      paymentReference,
      productId: credit.productId,
      amount: credit.amount,
    })),
  )
}
