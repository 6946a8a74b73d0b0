import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, timestamptz, updatedAt } from './columns.js'

/**
 * Shoppers (and, later, the shop owner). `id` is the wire's `user_id`: a random integer, not a
 * sequence, so an id reveals neither how many customers we have nor when someone signed up, and
 * sign-up can answer an existing email's id without that answer standing out (see decision 004).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Always stored lower-cased (normaliseEmail), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    /** The avatar the shopper chose; profile_link is derived from these, null until chosen. */
    avatarSeed: text('avatar_seed'),
    avatarBackground: text('avatar_background'),
    verified: boolean('verified').notNull().default(false),
    /**
     * Order updates by SMS (docs/product.md §5): on unless the shopper switched them off in Account
     * Settings; the owner's own new-order SMS does not depend on it.
     */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /**
     * Marketing texts (a checkout reminder): a separate consent, off until the shopper turns it on
     * in Account Settings (docs/decisions/048-checkout-reminders.md).
     */
    marketingSms: boolean('marketing_sms').notNull().default(false),
    /** When the shopper followed a reminder's unsubscribe link: no more reminder mails. */
    remindersOffAt: timestamptz('reminders_off_at'),
    /**
     * 'admin' is the durable grant of `npm run admin:create`; ADMIN_EMAILS is read live and never
     * written here (decision 008). Either needs mailboxProvenAt (see isOwner in the domain).
     */
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /**
     * When someone who read the mailbox last chose the password: completing registration (which
     * takes the password, decision 008) or a reset. Null for accounts verified before that rule,
     * whose password may have been typed by whoever signed up first with the address: they
     * cannot become owners until a reset proves the mailbox again.
     */
    mailboxProvenAt: timestamptz('mailbox_proven_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_id_positive', sql`${t.id} > 0`),
  ],
)

/**
 * Saved delivery addresses. state, lga and ward hold the names of the locations tables (checked
 * on every write), as the wire carries names. At most one primary per user: the partial unique
 * index makes a second primary impossible even if two requests race.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streetAddress: text('street_address').notNull(),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    ward: text('ward').notNull(),
    city: text('city'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_primary_per_user_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
)

/**
 * Single-use mail tokens (docs/product.md §5): only the SHA-256 of the 256-bit random token is kept, so
 * a copy of the database cannot verify accounts or reset passwords.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
)

/**
 * Failed sign-ins, counted per account and per address for the login rate limit. Kept in the
 * database rather than in process memory, because several API processes share one PostgreSQL.
 * A row is written when a password check is reserved, before the hash is compared, and deleted
 * if the password was right (decision 009); `ip` is the rate-limit address (IPv6 by its /64).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serialId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamptz('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
)
