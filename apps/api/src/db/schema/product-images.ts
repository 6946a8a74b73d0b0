import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.js'
import { products } from './products.js'

/** Raw bytes; both engines hand back a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Photos the owner uploaded in the console (decision 007), one per product at most. Stored in
 * the database rather than on disk, because API processes behind a load balancer share only
 * PostgreSQL (docs/product.md §3). Without a row the product shows its generated SVG art.
 */
export const productImages = pgTable('product_images', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Short SHA-256 of the bytes: the `v` of the image URL, so it can be cached for a year. */
  version: text('version').notNull(),
  updatedAt: updatedAt(),
})
