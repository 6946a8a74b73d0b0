import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { rateLimitCounters } from '../../db/schema/index.js'

export interface CounterState {
  /** Requests counted in the current window, this one included. */
  hits: number
  windowEndsAt: Date
}

/**
 * Counts one request against `key` and answers the count, in one statement: the row is created
 * with a fresh window, or incremented in its window, or restarted when its window has ended.
 * `INSERT … ON CONFLICT DO UPDATE` takes the row's lock, so requests racing on several
 * processes each see a distinct count: the limit cannot be overshot by reading before writing.
 */
export async function countHit(
  db: Db,
  values: { key: string; now: Date; windowMs: number },
): Promise<CounterState> {
  const now = sql`${values.now.toISOString()}::timestamptz`
  const windowEnded = sql`${rateLimitCounters.windowEndsAt} <= ${now}`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      key: values.key,
      hits: 1,
      windowEndsAt: new Date(values.now.getTime() + values.windowMs),
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
  if (!row) throw new Error(`rate limit counter ${values.key} was not written`)
  return row
}

/** The count without counting (for `{ increment: false }` checks); none when the window ended. */
export async function readCounter(
  db: Db,
  values: { key: string; now: Date },
): Promise<CounterState | undefined> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.key, values.key), gt(rateLimitCounters.windowEndsAt, values.now)),
    )
    .limit(1)
  return row
}

/** Ended windows count for nothing: removed so the table holds one window's worth of clients. */
export async function trimEndedCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now))
}
