import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.js'

/**
 * The counters of every `@fastify/rate-limit` limit (decision 009). In the database, not in
 * process memory, because several API processes share one PostgreSQL: a limit kept per process
 * allows N times as much behind N processes. One row per limit and client: `key` is the route
 * and the client (`POST /api/send-reset-link|ip:203.0.113.7`), `hits` the requests in the fixed
 * window that ends at `window_ends_at`. Rows whose window has ended are trimmed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
)
