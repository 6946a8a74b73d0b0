import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns.js'
import { products } from './products.js'
import { users } from './users.js'

/** One row per product a shopper keeps; the pair is the key, so adding twice is a no-op. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_added_idx').on(t.userId, t.addedAt),
    index('wishlist_items_product_idx').on(t.productId),
  ],
)

/**
 * A shopper's share link: one row per user, rotated on generate-after-revoke. The token is kept
 * as is (not hashed) because the owner must be able to see and copy the live link again, and it
 * unlocks nothing but a list of perfumes and a first name.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('wishlist_shares_token_idx').on(t.token)],
)
