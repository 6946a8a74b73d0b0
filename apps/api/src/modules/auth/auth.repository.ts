import { randomInt } from 'node:crypto'
import { and, desc, eq, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { accountNotices, accountTokens, users } from '../../db/schema/index.js'
import type { MailTokenPurpose } from './mail-tokens.js'

export type AccountRow = typeof users.$inferSelect

/** Random ids from a range that fits PostgreSQL's integer and never looks like a count. */
const USER_ID_MIN = 10_000_000
const USER_ID_MAX = 2_147_483_647

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/**
 * Creates an unverified account, or answers the one a concurrent sign-up just created with the
 * same email (`created: false`). A random id that collides is simply drawn again.
 */
export async function createAccount(
  db: Db,
  values: { fullName: string; email: string; passwordHash: string; now: Date },
): Promise<{ account: AccountRow; created: boolean }> {
  for (;;) {
    const [row] = await db
      .insert(users)
      .values({
        id: randomInt(USER_ID_MIN, USER_ID_MAX),
        fullName: values.fullName,
        email: values.email,
        passwordHash: values.passwordHash,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .onConflictDoNothing()
      .returning()
    if (row) return { account: row, created: true }
    const existing = await findAccountByEmail(db, values.email)
    if (existing) return { account: existing, created: false }
  }
}

export async function insertMailToken(
  db: Db,
  values: {
    userId: number
    purpose: MailTokenPurpose
    tokenHash: string
    now: Date
    expiresAt: Date
  },
): Promise<void> {
  await db.insert(accountTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** When the user was last sent a token for this purpose (to throttle repeated mails). */
export async function latestMailTokenAt(
  db: Db,
  userId: number,
  purpose: MailTokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1)
  return row?.createdAt ?? null
}

export interface MailTokenWithAccount {
  id: number
  purpose: MailTokenPurpose
  expiresAt: Date
  usedAt: Date | null
  account: AccountRow
}

export async function findMailToken(
  db: Db,
  tokenHash: string,
): Promise<MailTokenWithAccount | undefined> {
  const [row] = await db
    .select({ token: accountTokens, account: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.tokenHash, tokenHash))
    .limit(1)
  if (!row) return undefined
  const { token, account } = row
  return {
    id: token.id,
    purpose: token.purpose,
    expiresAt: token.expiresAt,
    usedAt: token.usedAt,
    account,
  }
}

/**
 * Marks a token used if, and only if, nobody used it first: the single-use guarantee holds
 * even when two tabs submit the same link at once. Also retires the user's other tokens of the
 * same purpose, so an older mail cannot be replayed afterwards.
 */
export async function consumeMailToken(
  db: Db,
  token: { id: number; userId: number; purpose: MailTokenPurpose },
  now: Date,
): Promise<boolean> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, token.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id })
  if (!used) return false
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
      ),
    )
  return true
}

/**
 * Completes registration (decision 008): verified, the phone, and the password the mailbox's
 * reader typed, which replaces whatever the first sign-up with this email chose.
 */
export async function markVerified(
  db: Db,
  userId: number,
  values: { phoneNumber: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      verified: true,
      phoneNumber: values.phoneNumber,
      passwordHash: values.passwordHash,
      mailboxProvenAt: values.now,
      updatedAt: values.now,
      lastLoginAt: values.now,
    })
    .where(eq(users.id, userId))
}

/** Retires every unused mail link of the user, of both purposes (after the mailbox spoke). */
export async function retireMailTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)))
}

export async function markLoggedIn(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
}

/**
 * A new password. `fromMailbox` (a reset) also records that the mailbox's reader chose it, which
 * makes an account verified before decision 008 eligible to be an owner again.
 */
export async function updatePasswordHash(
  db: Db,
  userId: number,
  values: { passwordHash: string; now: Date; fromMailbox: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      updatedAt: values.now,
      ...(values.fromMailbox ? { mailboxProvenAt: values.now } : {}),
    })
    .where(eq(users.id, userId))
}

export type AccountNoticeKind = (typeof accountNotices.$inferInsert)['kind']

/**
 * Claims the right to send an account a notice: true when none went out since `notBefore`
 * (the row is then stamped `now`), false otherwise. One statement, so two processes racing for
 * the same account cannot both win: ON CONFLICT locks the row and re-checks the condition.
 */
export async function claimAccountNotice(
  db: Db,
  values: { userId: number; kind: AccountNoticeKind; now: Date; notBefore: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(accountNotices)
    .values({ userId: values.userId, kind: values.kind, sentAt: values.now })
    .onConflictDoUpdate({
      target: [accountNotices.userId, accountNotices.kind],
      set: { sentAt: values.now },
      setWhere: lte(accountNotices.sentAt, values.notBefore),
    })
    .returning({ userId: accountNotices.userId })
  return claimed.length > 0
}
