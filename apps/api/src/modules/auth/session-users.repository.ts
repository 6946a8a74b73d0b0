import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

export interface SessionUserRow {
  id: number
  role: 'customer' | 'admin'
  sessionsValidAfter: Date | null
}

/** What the auth plugin needs to accept a token: that the user still exists, and since when. */
export async function findSessionUser(db: Db, id: number): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, sessionsValidAfter: users.sessionsValidAfter })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
  return row
}
