import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

/**
 * Promotes the verified accounts among `emails` (ADMIN_EMAILS, lower-cased) to admin; returns how
 * many changed. Unverified accounts wait: whoever signs up with an owner's address must first
 * prove they read that mailbox.
 */
export async function promoteListedOwners(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(inArray(users.email, [...emails]), eq(users.verified, true), eq(users.role, 'customer')),
    )
    .returning({ id: users.id })
  return promoted.length
}

/** The same for one signed-in user: true if they are (now) an owner by the allow-list. */
export async function promoteIfListed(
  db: Db,
  userId: number,
  emails: readonly string[],
): Promise<boolean> {
  if (emails.length === 0) return false
  const [row] = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.email, [...emails]), eq(users.verified, true)))
    .returning({ id: users.id })
  return row !== undefined
}

export type PromotionResult = 'promoted' | 'already-admin' | 'not-found'

/** `npm run admin:create -- <email>`: an existing account, verified or not, becomes an owner. */
export async function promoteByEmail(db: Db, email: string): Promise<PromotionResult> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!row) return 'not-found'
  if (row.role === 'admin') return 'already-admin'
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, row.id))
  return 'promoted'
}
