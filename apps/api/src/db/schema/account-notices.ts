import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.js'
import { users } from './users.js'

/**
 * When an account was last sent a notice that carries no token (docs/security.md): today only
 * "you already have an account", mailed when someone signs up with a verified account's email.
 * Verification and reset mails are throttled by their `account_tokens` rows; this notice has
 * none, so without this row anyone could mail-bomb a customer through the sign-up form. One row
 * per account and kind, claimed with a conditional upsert, so the throttle holds across processes.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['account-exists'] }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
)
