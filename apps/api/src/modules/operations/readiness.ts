import { readFileSync } from 'node:fs'
import path from 'node:path'
import { max } from 'drizzle-orm'
import { bigint, pgSchema, text } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import { databaseErrorCode } from '../../db/database-errors.js'

export type ReadinessResult = { ready: true } | { ready: false; reason: string }

/**
 * Whether this process should get traffic (docs/product.md §9): the load balancer asks /api/health/ready,
 * while /api/health only says the process is alive. Not ready while the database does not answer,
 * while its schema is older than this build's migrations (a process started during a deploy's
 * migration, or a database restored from an older backup), and from SIGTERM on.
 */
export interface Readiness {
  check(): Promise<ReadinessResult>
  /** From now on answer "not ready", so the balancer takes this process out before it stops. */
  startDraining(): void
  readonly isDraining: boolean
}

export const NOT_MIGRATED_REASON = 'The database has not been migrated yet'
export const DATABASE_DOWN_REASON = 'The database does not answer'
export const DRAINING_REASON = 'Shutting down'

/** A balancer's probe must get an answer quickly; a database that takes longer is as good as down. */
const CHECK_TIMEOUT_MS = 2_000

/** The `when` of the newest migration this build carries (drizzle-kit's journal). */
/**
 * drizzle's own bookkeeping (its migrator creates it): each applied migration's journal `when`
 * in created_at. Declared here, not in db/schema, so drizzle-kit never tries to manage it.
 */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
})

export function latestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

const UNDEFINED_TABLE = '42P01'

export function createReadiness({
  db,
  migrationsFolder,
}: {
  db: Db
  migrationsFolder: string
}): Readiness {
  const expected = latestMigrationMillis(migrationsFolder)
  let isDraining = false

  async function appliedMillis(): Promise<number> {
    const [row] = await db
      .select({ latest: max(appliedMigrations.createdAt) })
      .from(appliedMigrations)
    return row?.latest ?? 0
  }

  return {
    get isDraining() {
      return isDraining
    },
    startDraining() {
      isDraining = true
    },
    async check() {
      if (isDraining) return { ready: false, reason: DRAINING_REASON }
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => {
          resolve('timeout')
        }, CHECK_TIMEOUT_MS)
      })
      try {
        const applied = await Promise.race([appliedMillis(), timeout])
        if (applied === 'timeout') return { ready: false, reason: DATABASE_DOWN_REASON }
        return applied >= expected ? { ready: true } : { ready: false, reason: NOT_MIGRATED_REASON }
      } catch (error) {
        // No migrations table at all is a database nobody migrated; anything else is an outage.
        const isMissingTable = databaseErrorCode(error) === UNDEFINED_TABLE
        return { ready: false, reason: isMissingTable ? NOT_MIGRATED_REASON : DATABASE_DOWN_REASON }
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
