import { sql, type SQL } from 'drizzle-orm'
import { serial, timestamp } from 'drizzle-orm/pg-core'

// The columns and helpers every table file shares, written once so that a table says only what
// is its own. Each builder returns a fresh column: drizzle names it by the key it is given.

/** A check constraint's `in (…)` list, from the domain's own list of values (never user input). */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))

/** Every instant is stored with its time zone: the shop runs on Lagos time, servers on UTC. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true })

/** The row's own sequence id (tables whose id the wire does not need to hide). */
export const serialId = () => serial('id').primaryKey()

/** When the row was written, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

/** When the row last changed; the writer sets it on every update. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()

/**
 * Bumped by every Drizzle update without the writer saying so: the catalogue cache's
 * cross-process fingerprint reads it (products, product sizes).
 */
export const touchedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
