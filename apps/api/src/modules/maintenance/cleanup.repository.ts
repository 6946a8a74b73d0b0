import type { PaymentRecordStatus } from '@scentia/domain/payment/payment-status'
import { and, eq, exists, inArray, isNull, lte, not } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  accountTokens,
  loginFailures,
  orders,
  payments,
  rateLimitCounters,
  users,
} from '../../db/schema/index.js'

/**
 * Payments that never became anything: Paystack never settled them, or said they failed or were
 * abandoned, no order was made from them, and no money is owed back. `success`, `reversed` and
 * anything flagged for a refund stay: they are the money trail.
 */
const UNSETTLED_PAYMENT_STATUSES: readonly PaymentRecordStatus[] = [
  'pending',
  'abandoned',
  'failed',
  'initialize_failed',
]

export async function deleteAbandonedPayments(db: Db, createdBefore: Date): Promise<number> {
  const deleted = await db
    .delete(payments)
    .where(
      and(
        inArray(payments.status, UNSETTLED_PAYMENT_STATUSES),
        isNull(payments.orderId),
        eq(payments.needsRefund, false),
        lte(payments.createdAt, createdBefore),
      ),
    )
    .returning({ id: payments.id })
  return deleted.length
}

/**
 * Mail tokens whose link expired before `expiredBefore`, used or not (a used link expires too).
 * Kept a while past their expiry so an old link still answers "expired" or "already used"
 * rather than "invalid".
 */
export async function deleteExpiredMailTokens(db: Db, expiredBefore: Date): Promise<number> {
  const deleted = await db
    .delete(accountTokens)
    .where(lte(accountTokens.expiresAt, expiredBefore))
    .returning({ id: accountTokens.id })
  return deleted.length
}

/**
 * Sign-ups never verified within the window: the email was never proven, so the account is
 * nobody's yet. Never one with an order or a payment (bookkeeping, refunds), nor one holding a
 * link that still works (a resent link restarts the wait). Addresses, tokens and notices cascade.
 */
export async function deleteUnverifiedSignUps(
  db: Db,
  now: Date,
  createdBefore: Date,
): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.verified, false),
        lte(users.createdAt, createdBefore),
        not(
          exists(
            db.select({ one: orders.orderId }).from(orders).where(eq(orders.userId, users.id)),
          ),
        ),
        not(
          exists(
            db.select({ one: payments.id }).from(payments).where(eq(payments.userId, users.id)),
          ),
        ),
        not(
          exists(
            db
              .select({ one: accountTokens.id })
              .from(accountTokens)
              .where(
                and(
                  eq(accountTokens.userId, users.id),
                  isNull(accountTokens.usedAt),
                  not(lte(accountTokens.expiresAt, now)),
                ),
              ),
          ),
        ),
      ),
    )
    .returning({ id: users.id })
  return deleted.length
}

/** Counters whose window has ended count for nothing (decision 009). */
export async function deleteEndedRateLimitCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .returning({ key: rateLimitCounters.key })
  return deleted.length
}

/** Failures older than the sign-in window count for nothing (decision 004). */
export async function deleteOldLoginFailures(db: Db, failedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lte(loginFailures.failedAt, failedBefore))
    .returning({ id: loginFailures.id })
  return deleted.length
}
