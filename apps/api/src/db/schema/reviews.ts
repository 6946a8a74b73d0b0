import { REVIEW_OCCASIONS, REVIEW_SEASONS, SILLAGES } from '@scentia/domain/reviews/review-input'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList, timestamptz } from './columns.js'
import { orders } from './orders.js'
import { products } from './products.js'
import { users } from './users.js'

/**
 * Verified reviews: one per shopper and product, written only by a shopper with a
 * delivered order of it (checked by the service). Editing replaces the fields and keeps
 * `created_at`. The owner hides, never deletes: a hidden review keeps its text and the reason.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    stars: integer('stars').notNull(),
    longevityHours: integer('longevity_hours').notNull(),
    sillage: text('sillage', { enum: SILLAGES }).notNull(),
    seasons: text('seasons', { enum: REVIEW_SEASONS }).array().notNull().default([]),
    occasions: text('occasions', { enum: REVIEW_OCCASIONS }).array().notNull().default([]),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    /** Null until the shopper first edits it. */
    updatedAt: timestamptz('updated_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    unique('reviews_user_product_key').on(t.userId, t.productId),
    // The public list: one product's visible reviews, newest first.
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_longevity_range', sql`${t.longevityHours} between 0 and 24`),
    check('reviews_sillage_valid', sql`${t.sillage} in (${sqlList(SILLAGES)})`),
    check('reviews_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
)

/**
 * Orders already asked for a review (once per order). The primary key makes the ask
 * idempotent: the row and its mail are written in one transaction, and a second process (or a
 * second round) finds the row and skips the order.
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  requestedAt: timestamptz('requested_at').notNull(),
})
