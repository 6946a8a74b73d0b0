import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.js'
import { orderStatusEvents } from './orders.js'
import { users } from './users.js'

/**
 * Which order-status events a shopper has read on the Notifications page (docs/product.md §7). The
 * notifications themselves are the `order_status_events` of their orders; only the read marks
 * are stored, one row per read event, so "unread" is every event without a row here.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => orderStatusEvents.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
)
