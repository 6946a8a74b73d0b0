import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { scheduledJobs } from '../../db/schema/index.js'

/**
 * Claims this round of a scheduled job for the calling process: true when the job last ran at or
 * before `now - interval` (the row is then stamped `now`), false when another process already
 * ran it this round. One conditional upsert, so two processes racing cannot both win: ON CONFLICT
 * locks the row and re-checks the condition (the same shape as claimAccountNotice).
 */
export async function claimScheduledJob(
  db: Db,
  values: { name: string; now: Date; intervalMs: number },
): Promise<boolean> {
  const due = new Date(values.now.getTime() - values.intervalMs)
  const claimed = await db
    .insert(scheduledJobs)
    .values({ name: values.name, lastRunAt: values.now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: values.now },
      setWhere: lte(scheduledJobs.lastRunAt, due),
    })
    .returning({ name: scheduledJobs.name })
  return claimed.length > 0
}

export async function lastScheduledRun(db: Db, name: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lastRunAt: scheduledJobs.lastRunAt })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.name, name)))
  return row?.lastRunAt
}
