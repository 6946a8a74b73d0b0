import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, serialId } from './columns.js'

/**
 * The dev SMS outbox (docs/product.md §5): outside production, with no TERMII_API_KEY, the outbox worker
 * "delivers" text messages here, read at /dev/sms and /dev/sms.json. A table, like mail_outbox,
 * so each test database has its own and several processes on one database see the same texts.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serialId(),
    /** E.164, as the shop stores phones; Termii would get it without the plus. */
    to: text('to').notNull(),
    from: text('from').notNull(),
    text: text('text').notNull(),
    /** The outbox row's kind (sms-order-confirmed…), so tests and people can tell texts apart. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_at_idx').on(t.createdAt)],
)
