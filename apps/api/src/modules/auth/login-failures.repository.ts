import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { loginFailures } from '../../db/schema/index.js'

/*
 * The sign-in throttle's table: one row a failed or reserved password check, by email
 * and address. Kept apart from the account queries because only the throttle touches it.
 */

interface FailureCounts {
  byEmail: number
  byIp: number
  /** The oldest failure still counting against the email or the address. */
  oldest: Date | null
}

async function countLoginFailures(
  db: Db,
  email: string,
  ip: string,
  since: Date,
): Promise<FailureCounts> {
  const [byEmail] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)))
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)))
  const oldest = [byEmail?.oldest, byIp?.oldest]
    .filter((date): date is Date => date instanceof Date)
    .sort((a, b) => a.getTime() - b.getTime())[0]
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0, oldest: oldest ?? null }
}

export type LoginAttemptReservation =
  | { reserved: true; attemptId: number }
  /** The account or the address has no attempt left; `oldest` is when the window began. */
  | { reserved: false; oldest: Date | null }

/**
 * Reserves one password check for this account and address, or answers that none is left, before
 * any hash is computed (reading the count before argon2 and writing it after let 19 of
 * 30 parallel guesses through a limit of 5). The reservation is a `login_failures` row written
 * up front: it stays as the failure if the password is wrong, and a success deletes it with the
 * account's other failures.
 *
 * Two transaction-scoped advisory locks, the account's then the address's, serialise reservations
 * for the same account or address across every process and connection, so the count read here
 * includes every reservation made before it. The order is fixed, so two reservations cannot wait
 * on each other.
 */
export async function reserveLoginAttempt(
  db: Db,
  values: {
    email: string
    ip: string
    now: Date
    since: Date
    perAccount: number
    perAddress: number
  },
): Promise<LoginAttemptReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`login-account:${values.email}`}, 0))`,
    )
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`login-address:${values.ip}`}, 0))`,
    )
    const failures = await countLoginFailures(tx, values.email, values.ip, values.since)
    if (failures.byEmail >= values.perAccount || failures.byIp >= values.perAddress) {
      return { reserved: false, oldest: failures.oldest }
    }
    const [row] = await tx
      .insert(loginFailures)
      .values({ email: values.email, ip: values.ip, failedAt: values.now })
      .returning({ id: loginFailures.id })
    if (!row) throw new Error('login attempt was not recorded')
    // Old failures count for nothing: trimmed here so the table never grows beyond a window's worth.
    await tx.delete(loginFailures).where(lt(loginFailures.failedAt, values.since))
    return { reserved: true, attemptId: row.id }
  })
}

/** Gives a reserved attempt back: its password was right, or was never checked. */
export async function releaseLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId))
}

/** A successful sign-in forgives the account's failures (the address's still count). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email))
}
