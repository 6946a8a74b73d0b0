import { GENDERS, INTENSITIES, SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList, timestamptz, touchedAt } from './columns.js'
import { tsvector } from './product-search.js'

export const products = pgTable(
  'products',
  {
    /** Integer id carried by the cart, wishlist and order lines (docs/product.md §3). */
    id: serialId(),
    /** Stable string id of /shop/product/{productId}. */
    productId: text('product_id').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    /** Integer naira. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * The owner's low-stock level for this fragrance, applied to the full bottle and to each other
     * size; null: the shop-wide default (shop_settings, decision 045).
     */
    lowStockThreshold: integer('low_stock_threshold'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    size: text('size').notNull(),
    /** Scent family (docs/product.md §S9): Floral, Woody, Oriental, Fresh, Citrus, Gourmand, Aromatic. */
    type: text('type', { enum: SCENT_FAMILIES }).notNull(),
    intensity: text('intensity', { enum: INTENSITIES }).notNull(),
    topNotes: text('top_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heartNotes: text('heart_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseNotes: text('base_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Art key of /api/products/art/{imageId}.svg; the image URL adds the art's version. */
    imageId: text('image_id').notNull(),
    bestSeller: boolean('best_seller').notNull().default(false),
    isGiftSet: boolean('is_gift_set').notNull().default(false),
    isTravelSize: boolean('is_travel_size').notNull().default(false),
    createdAt: createdAt(),
    /** Bumped by every Drizzle update: the catalogue cache's cross-process fingerprint reads it. */
    updatedAt: touchedAt(),
    /** Retired products leave the catalogue but stay for the orders that hold them. */
    retiredAt: timestamptz('retired_at'),
    /**
     * The search document (docs/decisions/030): name and brand weigh A, notes B, description C,
     * folded (no accents, lower case). Generated, so no writer can leave it stale.
     */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`public.scentia_search_document(name, brand, description, top_notes, heart_notes, base_notes)`,
    ),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'products_low_stock_threshold_not_negative',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
    // The wire types promise these values; the database keeps every writer to them.
    check('products_type_valid', sql`${t.type} in (${sqlList(SCENT_FAMILIES)})`),
    check('products_gender_valid', sql`${t.gender} in (${sqlList(GENDERS)})`),
    check('products_intensity_valid', sql`${t.intensity} in (${sqlList(INTENSITIES)})`),
    index('products_created_at_idx').on(t.createdAt),
    // The art route finds a product by its art key.
    uniqueIndex('products_image_id_idx').on(t.imageId),
    // GET /api/products: text search, and the brand filter (folded, so "maison adaeze" finds it).
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_brand_folded_idx').on(sql`public.scentia_fold(${t.brand})`),
  ],
)
