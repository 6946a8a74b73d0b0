import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const products = pgTable(
  'products',
  {
    /** Integer id carried by the cart, wishlist and order lines (PRODUCT §3). */
    id: serial('id').primaryKey(),
    /** Stable string id of /shop/product/{productId}. */
    productId: text('product_id').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    /** Integer naira. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    gender: text('gender', { enum: ['male', 'female', 'unisex'] }).notNull(),
    size: text('size').notNull(),
    /** Scent family (spec §9): Floral, Woody, Oriental, Fresh, Citrus, Gourmand, Aromatic. */
    type: text('type').notNull(),
    intensity: text('intensity', {
      enum: ['Light', 'Moderate', 'Strong', 'Very Strong'],
    }).notNull(),
    topNotes: text('top_notes').array().notNull().default(sql`'{}'::text[]`),
    heartNotes: text('heart_notes').array().notNull().default(sql`'{}'::text[]`),
    baseNotes: text('base_notes').array().notNull().default(sql`'{}'::text[]`),
    /** Art key; the image URL is derived from it and its version. */
    imageId: text('image_id').notNull(),
    bestSeller: boolean('best_seller').notNull().default(false),
    isGiftSet: boolean('is_gift_set').notNull().default(false),
    isTravelSize: boolean('is_travel_size').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retired products leave the catalogue but stay for the orders that hold them. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    index('products_created_at_idx').on(t.createdAt),
  ],
)
