import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.js'
import { users } from './users.js'

/**
 * Server-side sessions (docs/product.md §6, decision 008). An access token is a JWT naming one of these
 * rows (`sid`); the auth plugin reads the row with the user on every request, so a sign-out, a
 * password change or a reset ends a session on every API process at once. The id is random
 * (122 bits), never derived from the user; the JWT's signature is what makes it unforgeable.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    /** The JWT's `exp`: 12 h for an owner, 7 days for a customer (domain `sessionLifetimeMs`). */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set by sign-out, a password change (other sessions) or a reset (all). Kept until cleaned. */
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)
