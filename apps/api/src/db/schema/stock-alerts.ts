import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, timestamptz } from './columns.js'
import { productSizes } from './product-sizes.js'
import { products } from './products.js'

/**
 * "Tell me when it's back": one row per address waiting for a sold-out product. Kept
 * by email, not user id, because visitors may ask too. `sent_at` is set in the transaction that
 * writes the mail to the outbox, so each row is mailed once; sent rows stay as the record.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The sold-out size other than the full bottle (decision 019); null is the product
     * itself (its full bottle). A removed size takes its waiting alerts with it.
     */
    sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'cascade' }),
    /** Normalised by the domain's email schema, so one address asking twice is one row. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    /**
     * The alert is mailed only once its address confirmed it (a link with a single-use token,
     * SHA-256 stored like the account links): the form is public, so without it anyone could
     * have the shop mail any address. Cleared when used.
     */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamptz('confirmed_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    // One waiting alert per address, product and size: asking again is a no-op. Once mailed, the
    // address may ask again for the next time it sells out. coalesce, because NULLs are distinct.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.productId, sql`coalesce(${t.sizeId}, 0)`, t.email)
      .where(sql`${t.sentAt} is null`),
    index('stock_alerts_email_idx').on(t.email),
    uniqueIndex('stock_alerts_confirm_token_idx').on(t.confirmTokenHash),
  ],
)
