import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, touchedAt } from './columns.js'
import { orderItems } from './orders.js'
import { payments } from './payments.js'
import { products } from './products.js'
import { users } from './users.js'

/**
 * The sizes a fragrance is sold in (docs/decisions/019-product-sizes.md). Every
 * product has exactly one default row, the full bottle, made by a trigger when the product is
 * inserted: its price, stock and label are the product row's own (`price`, `stock`, `size`), so
 * the default's columns here stay null and nothing has to be kept in sync. Other sizes (a 2 ml
 * sample, a 10 ml travel spray) carry their own label, ml, price and stock.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    /** As shown, e.g. "2 ml sample"; null for the default (the product's `size`). */
    label: text('label'),
    ml: integer('ml'),
    /** Integer naira; null for the default (the product's `price`). */
    price: integer('price'),
    /** Null for the default (the product's `stock`). */
    stock: integer('stock'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    /** Read by the catalogue cache's fingerprint, like products.updated_at. */
    updatedAt: touchedAt(),
  },
  (t) => [
    uniqueIndex('product_sizes_one_default_idx')
      .on(t.productId)
      .where(sql`${t.isDefault}`),
    index('product_sizes_product_idx').on(t.productId),
    // GET /api/products lists a sold-out bottle whose other sizes are in stock (docs/decisions/030):
    // without this, every page read scans all sizes to find the few that qualify.
    index('product_sizes_other_in_stock_idx')
      .on(t.productId)
      .where(sql`not ${t.isDefault} and ${t.stock} > 0`),
    // The default borrows the product's figures; every other size must carry its own.
    check(
      'product_sizes_figures',
      sql`${t.isDefault} or (${t.label} is not null and ${t.ml} > 0 and ${t.price} > 0 and ${t.stock} >= 0)`,
    ),
    check('product_sizes_default_not_sample', sql`not (${t.isDefault} and ${t.isSample})`),
  ],
)

/**
 * Sample credits in use: one row per paid sample line whose credit a payment took.
 * The unique sample line is the database's own guard that a credit is used once; a row whose
 * payment failed or was abandoned is deleted by the next initialize, freeing the credit again.
 */
export const sampleCredits = pgTable(
  'sample_credits',
  {
    id: serialId(),
    /** The order line that bought the sample. */
    sampleItemId: integer('sample_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment (and so the order) that used the credit. */
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Integer naira taken off. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sample_credits_sample_item_idx').on(t.sampleItemId),
    index('sample_credits_payment_idx').on(t.paymentReference),
    check('sample_credits_amount_positive', sql`${t.amount} > 0`),
  ],
)
