import type { Product } from '@scentia/domain/catalog/product'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productImages } from '../../db/schema/product-images.js'
import { products } from '../../db/schema/products.js'
import {
  loadSizeRows,
  sizesFingerprint,
  sortSizes,
  toWireSize,
} from './product-sizes.repository.js'

/** A product as stored: the wire fields the database holds, and whether it is retired. */
export type StoredProduct = Omit<Product, 'image' | 'inWishlist'> & {
  retired: boolean
  /** Version of the photo the owner uploaded (decision 007); null: the generated art. */
  photoVersion: string | null
}

/**
 * The fields of a product row that the storefront, the owner's console and the activity log all
 * show, in the wire's names: one mapping, so a column added to products reaches all three.
 */
export function productWireFields(row: typeof products.$inferSelect) {
  return {
    name: row.name,
    brand: row.brand,
    description: row.description,
    price: row.price,
    stock: row.stock,
    gender: row.gender,
    size: row.size,
    type: row.type,
    intensity: row.intensity,
    notes: { top: row.topNotes, heart: row.heartNotes, base: row.baseNotes },
    best_seller: row.bestSeller,
    gift_set: row.isGiftSet,
    travel_size: row.isTravelSize,
  }
}

export interface ProductsRepository {
  /** Every product, retired ones included (orders still show their art), oldest id first. */
  loadAll(): Promise<StoredProduct[]>
  /** A summary that moves whenever any product row is inserted, updated, retired or deleted. */
  fingerprint(): Promise<string>
}

export function createProductsRepository(db: Db): ProductsRepository {
  return {
    async loadAll() {
      // One query for the whole catalogue: it is small, and the cache above holds it.
      const [rows, sizeRows] = await Promise.all([
        db
          .select({ row: products, photoVersion: productImages.version })
          .from(products)
          .leftJoin(productImages, eq(productImages.productId, products.id))
          .orderBy(asc(products.id)),
        loadSizeRows(db),
      ])
      return rows.map(({ row, photoVersion }): StoredProduct => ({
        id: row.id,
        productId: row.productId,
        ...productWireFields(row),
        sizes: sortSizes((sizeRows.get(row.id) ?? []).map((size) => toWireSize(size, row))),
        imageId: row.imageId,
        created_at: row.createdAt.toISOString(),
        retired: row.retiredAt !== null,
        photoVersion,
      }))
    },

    async fingerprint() {
      // Stock is summed as well as updated_at read, so a raw `stock = stock - 1` that forgets
      // updated_at still moves the fingerprint.
      const [[row], sizes] = await Promise.all([
        db
          .select({
            count: sql<string>`count(*)::text`,
            maxId: sql<string>`coalesce(max(${products.id}), 0)::text`,
            stock: sql<string>`coalesce(sum(${products.stock}), 0)::text`,
            retired: sql<string>`count(${products.retiredAt})::text`,
            updated: sql<string>`coalesce(max(${products.updatedAt})::text, '')`,
          })
          .from(products),
        sizesFingerprint(db),
      ])
      return row ? [row.count, row.maxId, row.stock, row.retired, row.updated, sizes].join('|') : ''
    },
  }
}
