import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { outboxMessages, type OUTBOX_STATUSES } from '../../db/schema/index.js'

export type OutboxChannel = (typeof outboxMessages.$inferInsert)['channel']
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
export type OutboxRow = typeof outboxMessages.$inferSelect

export interface NewOutboxMessage {
  channel: OutboxChannel
  kind: string
  payload: Record<string, unknown>
}

/** Written with `tx`, the transaction of the change that causes the message. */
export async function insertOutboxMessages(
  tx: Db,
  messages: NewOutboxMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return
  await tx
    .insert(outboxMessages)
    .values(messages.map((message) => ({ ...message, availableAt: now, createdAt: now })))
}

/**
 * Takes up to `limit` due messages for this worker: pending ones whose time has come, and
 * `sending` ones whose lease ran out (their worker died mid-send). `FOR UPDATE SKIP LOCKED`
 * lets several processes claim at once without waiting on, or taking, each other's rows; the
 * update in the same statement makes the claim visible before the row lock is released.
 */
export async function claimDueMessages(
  db: Db,
  values: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.availableAt, values.now)),
        and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.lockedUntil, values.now)),
      ),
    )
    .orderBy(outboxMessages.availableAt, outboxMessages.id)
    .limit(values.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(outboxMessages)
    .set({
      status: 'sending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      lockedUntil: values.leaseUntil,
    })
    .where(inArray(outboxMessages.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

/**
 * The fence on every outcome: the row is still ours only while it is `sending` with the attempt
 * count we claimed. A worker that outlived its lease (a send that hung) must not overwrite the
 * outcome of the worker that re-claimed the row.
 */
const stillClaimed = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(
    eq(outboxMessages.id, row.id),
    eq(outboxMessages.status, 'sending'),
    eq(outboxMessages.attempts, row.attempts),
  )

/** Delivered: the body goes (it may hold a live link), the row stays a while as a record. */
export async function markSent(db: Db, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, payload: null, lastError: null })
    .where(stillClaimed(row))
}

export async function markRetry(
  db: Db,
  row: OutboxRow,
  values: { availableAt: Date; error: string },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'pending',
      availableAt: values.availableAt,
      lockedUntil: null,
      lastError: values.error,
    })
    .where(stillClaimed(row))
}

export async function markFailed(db: Db, row: OutboxRow, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lockedUntil: null, lastError: error })
    .where(stillClaimed(row))
}

export interface OutboxStats {
  /** Waiting to be sent, or being sent. */
  pending: number
  /** Gave up after the last attempt; kept for inspection. */
  failed: number
}

export async function countOutbox(db: Db): Promise<OutboxStats> {
  const rows = await db
    .select({ status: outboxMessages.status, n: count() })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending', 'failed']))
    .groupBy(outboxMessages.status)
  const of = (status: OutboxStatus) => rows.find((row) => row.status === status)?.n ?? 0
  return { pending: of('pending') + of('sending'), failed: of('failed') }
}

/** Sent rows are a short record, not an archive (scheduled cleanup). */
export async function deleteSentMessages(db: Db, sentBefore: Date): Promise<number> {
  const deleted = await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.status, 'sent'), lte(outboxMessages.sentAt, sentBefore)))
    .returning({ id: outboxMessages.id })
  return deleted.length
}

/**
 * Withdraws messages not yet claimed, of the given kinds, that were written for `key` (their
 * payload's `about`): a checkout reminder whose payment was paid before it went out
 * (docs/decisions/048-checkout-reminders.md). Inside the transaction that made it moot.
 */
export async function withdrawPendingMessages(
  tx: Db,
  { kinds, about }: { kinds: readonly string[]; about: string },
): Promise<number> {
  const rows = await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        inArray(outboxMessages.kind, [...kinds]),
        sql`${outboxMessages.payload}->>'about' = ${about}`,
      ),
    )
    .returning({ id: outboxMessages.id })
  return rows.length
}
