import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './products.js'

/**
 * "Tell me when it's back" (issue 14): one row per address waiting for a sold-out product. Kept
 * by email, not user id, because visitors may ask too. `sent_at` is set in the transaction that
 * writes the mail to the outbox, so each row is mailed once; sent rows stay as the record.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The sold-out size, when sizes exist (the `sizes` branch); null is the product itself. No
     * foreign key yet: it is linked to the sizes table when both land.
     */
    sizeId: integer('size_id'),
    /** Normalised by the domain's email schema, so one address asking twice is one row. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting alert per address, product and size: asking again is a no-op. Once mailed, the
    // address may ask again for the next time it sells out. coalesce, because NULLs are distinct.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.productId, sql`coalesce(${t.sizeId}, 0)`, t.email)
      .where(sql`${t.sentAt} is null`),
    index('stock_alerts_email_idx').on(t.email),
  ],
)
