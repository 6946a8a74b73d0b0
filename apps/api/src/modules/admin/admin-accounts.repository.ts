import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

export type PromotionResult = 'promoted' | 'already-admin' | 'not-found' | 'not-proven'
export type DemotionResult = 'demoted' | 'not-admin' | 'not-found'

/**
 * `npm run admin:create -- <email>`: a durable owner grant (decision 008), only for an account
 * whose password the mailbox's reader chose: verified by completing registration with its
 * password, or reset since. Anything else waits ('not-proven'), so someone who signed up first
 * with the owner's address can never be made an owner by it.
 */
export async function promoteByEmail(db: Db, email: string, now: Date): Promise<PromotionResult> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      verified: users.verified,
      proven: users.mailboxProvenAt,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!row) return 'not-found'
  if (!row.verified || row.proven === null) return 'not-proven'
  if (row.role === 'admin') return 'already-admin'
  await db.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, row.id))
  return 'promoted'
}

/**
 * `npm run admin:create -- --remove <email>`: withdraws the script's grant. An email still in
 * ADMIN_EMAILS stays an owner until it leaves the list.
 */
export async function demoteByEmail(db: Db, email: string, now: Date): Promise<DemotionResult> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!row) return 'not-found'
  if (row.role !== 'admin') return 'not-admin'
  await db.update(users).set({ role: 'customer', updatedAt: now }).where(eq(users.id, row.id))
  return 'demoted'
}

/**
 * The ADMIN_EMAILS accounts that exist but are not owners yet, because their mailbox has not
 * chosen their password (unverified, or verified before decision 008): logged at start, so an
 * operator whose console stopped opening after the upgrade learns that a reset is needed.
 */
export async function listedAccountsAwaitingProof(
  db: Db,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return []
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.email, [...emails]),
        or(eq(users.verified, false), isNull(users.mailboxProvenAt)),
      ),
    )
  return rows.map((row) => row.email)
}
