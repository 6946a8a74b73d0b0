import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { sessions, users } from '../../db/schema/index.js'

/** What the auth plugin needs to accept a token: the session and its user, in one lookup. */
export interface SessionWithUser {
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
  user: {
    id: number
    email: string
    verified: boolean
    role: 'customer' | 'admin'
    mailboxProvenAt: Date | null
  }
}

const accountColumns = {
  id: users.id,
  email: users.email,
  verified: users.verified,
  role: users.role,
  mailboxProvenAt: users.mailboxProvenAt,
}

/** The account fields that decide a new session's lifetime (owner or not). */
export async function findSessionAccount(
  db: Db,
  userId: number,
): Promise<SessionWithUser['user'] | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export async function insertSession(
  db: Db,
  values: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values)
}

/** The session a token names, if it belongs to the token's user (a deleted user cascades away). */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      user: accountColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1)
  return row
}

/** Sign-out: this session only. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/**
 * Every live session of the user, but `except` (the one changing the password in settings keeps
 * going). A reset and the completion of registration pass no exception.
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  except?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
}

/**
 * Removes sessions that can open nothing any more (expired or revoked before `now`); returns how
 * many. Safe on any process at any time: a row deleted here would have been refused anyway.
 */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, now),
        and(isNotNull(sessions.revokedAt), lte(sessions.revokedAt, now)),
      ),
    )
    .returning({ id: sessions.id })
  return deleted.length
}
