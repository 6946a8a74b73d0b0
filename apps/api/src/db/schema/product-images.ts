import { PHOTO_KINDS } from '@scentia/domain/catalog/product-photos'
import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList } from './columns.js'
import { products } from './products.js'

/** Raw bytes; both engines hand back a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The owner's photos of a product (docs/decisions/049): the gallery in `position` order (the
 * first is the main image) and at most one authenticity photo. The pixels live in the photo
 * store under names made of `key`; this row says which files exist and how to show them.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serialId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    /** Content hash of the normalised pixels: the stem of the photo's file names. */
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored (AVIF and WebP each), smallest first. */
    widths: integer('widths').array().notNull(),
    alt: text('alt').notNull().default(''),
    /** A tiny blurred WebP as a data: URL (a few hundred bytes). */
    placeholder: text('placeholder').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('product_photos_product_idx').on(table.productId, table.position),
    check('product_photos_kind_check', sql`${table.kind} in (${sqlList(PHOTO_KINDS)})`),
  ],
)

/**
 * The database side of the photo store (`modules/catalogue/photo-store.ts`): one row per file,
 * named by content, written once and never changed, so every process serves the same bytes.
 */
export const productPhotoFiles = pgTable('product_photo_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
