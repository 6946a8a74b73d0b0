import type { PaymentRecordStatus } from '@scentia/domain/payment/payment-status'
import { and, eq, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import {
  accountTokens,
  loginFailures,
  orders,
  payments,
  rateLimitCounters,
  users,
} from '../../db/schema/index.js'

/** Deletes the rows of `table` that match, and says how many went. */
async function deleteWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(where)
    .returning({ one: sql`1` })
  return deleted.length
}

/** No row of `table` matches: a correlated NOT EXISTS. */
function none(table: PgTable, where: SQL | undefined): SQL {
  return sql`not exists (select 1 from ${table} where ${where})`
}

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
  return deleteWhere(
    db,
    payments,
    and(
      inArray(payments.status, UNSETTLED_PAYMENT_STATUSES),
      isNull(payments.orderId),
      eq(payments.needsRefund, false),
      lte(payments.createdAt, createdBefore),
    ),
  )
}

/**
 * Mail tokens whose link expired before `expiredBefore`, used or not (a used link expires too).
 * Kept a while past their expiry so an old link still answers "expired" or "already used"
 * rather than "invalid".
 */
export async function deleteExpiredMailTokens(db: Db, expiredBefore: Date): Promise<number> {
  return deleteWhere(db, accountTokens, lte(accountTokens.expiresAt, expiredBefore))
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
  return deleteWhere(
    db,
    users,
    and(
      eq(users.verified, false),
      lte(users.createdAt, createdBefore),
      none(orders, eq(orders.userId, users.id)),
      none(payments, eq(payments.userId, users.id)),
      none(
        accountTokens,
        and(
          eq(accountTokens.userId, users.id),
          isNull(accountTokens.usedAt),
          not(lte(accountTokens.expiresAt, now)),
        ),
      ),
    ),
  )
}

/** Counters whose window has ended count for nothing (decision 009). */
export async function deleteEndedRateLimitCounters(db: Db, now: Date): Promise<number> {
  return deleteWhere(db, rateLimitCounters, lte(rateLimitCounters.windowEndsAt, now))
}

/** Failures older than the sign-in window count for nothing (decision 004). */
export async function deleteOldLoginFailures(db: Db, failedBefore: Date): Promise<number> {
  return deleteWhere(db, loginFailures, lte(loginFailures.failedAt, failedBefore))
}
