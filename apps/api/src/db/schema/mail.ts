import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, serialId } from './columns.js'

/**
 * The dev outbox (docs/product.md §5): outside production, with no SMTP_URL, mail is kept here and read
 * at /dev/mailbox. A table rather than files, so each test database has its own outbox and
 * several processes on one database see the same mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
)
