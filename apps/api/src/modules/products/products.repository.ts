import type { Product } from '@scentia/domain/catalog/product'
import {
  emptyDistribution,
  ratingFromDistribution,
  STAR_VALUES,
  type StarDistribution,
} from '@scentia/domain/reviews/summary'
import { and, asc, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productImages } from '../../db/schema/product-images.js'
import { products } from '../../db/schema/products.js'
import { reviews } from '../../db/schema/reviews.js'
import {
  loadSizeRows,
  type ProductSizeRow,
  sizesFingerprint,
  sortSizes,
  toWireSize,
} from './product-sizes.repository.js'

/** A product as stored: the wire fields the database holds, and whether it is retired. */
export type StoredProduct = Omit<Product, 'image' | 'inWishlist'> & {
  retired: boolean
  /** ISO time of the row's last change: the sitemap's lastmod. */
  updatedAt: string
  /** Version of the photo the owner uploaded (decision 007); null: the generated art. */
  photoVersion: string | null
}

/** A product row as the app reads it: the search document stays in the database. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>

/** The columns of a ProductRow, for every select that reads whole products. */
export const { searchDocument: _searchDocument, ...productColumns } = getTableColumns(products)

/**
 * The fields of a product row that the storefront, the owner's console and the activity log all
 * show, in the wire's names: one mapping, so a column added to products reaches all three.
 */
export function productWireFields(row: ProductRow) {
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

/** A product row, its sizes and visible stars as stored (the catalogue and GET /api/products). */
export function toStoredProduct(
  row: ProductRow,
  photoVersion: string | null,
  sizeRows: readonly ProductSizeRow[] = [],
  distribution: StarDistribution = emptyDistribution(),
): StoredProduct {
  return {
    id: row.id,
    productId: row.productId,
    ...productWireFields(row),
    sizes: sortSizes(sizeRows.map((size) => toWireSize(size, row))),
    imageId: row.imageId,
    created_at: row.createdAt.toISOString(),
    retired: row.retiredAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    photoVersion,
    rating: ratingFromDistribution(distribution),
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
      const [rows, sizeRows, distributions] = await Promise.all([
        db
          .select({ row: productColumns, photoVersion: productImages.version })
          .from(products)
          .leftJoin(productImages, eq(productImages.productId, products.id))
          .orderBy(asc(products.id)),
        loadSizeRows(db),
        visibleStarDistributions(db),
      ])
      return rows.map(({ row, photoVersion }) =>
        toStoredProduct(row, photoVersion, sizeRows.get(row.id), distributions.get(row.id)),
      )
    },

    async fingerprint() {
      // Stock is summed as well as updated_at read, so a raw `stock = stock - 1` that forgets
      // updated_at still moves the fingerprint.
      const [[row], sizes, reviewed] = await Promise.all([
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
        reviewsFingerprint(db),
      ])
      const catalogue = row
        ? [row.count, row.maxId, row.stock, row.retired, row.updated].join('|')
        : ''
      return `${catalogue}|${sizes}|${reviewed}`
    },
  }
}

/**
 * Stars of the reviews shoppers can see, per product: each product's `rating` on the wire
 *. Read here, beside the catalogue it belongs to, so the cache carries it.
 */
export async function visibleStarDistributions(
  db: Db,
  /** Only these products' (a page of them); every product's when absent. */
  productIds?: readonly number[],
): Promise<Map<number, StarDistribution>> {
  const rows = await db
    .select({ productId: reviews.productId, stars: reviews.stars, count: count() })
    .from(reviews)
    .where(
      and(
        isNull(reviews.hiddenAt),
        productIds ? inArray(reviews.productId, [...productIds]) : undefined,
      ),
    )
    .groupBy(reviews.productId, reviews.stars)
  const byProduct = new Map<number, StarDistribution>()
  for (const row of rows) {
    const distribution = byProduct.get(row.productId) ?? emptyDistribution()
    const stars = STAR_VALUES.find((value) => value === row.stars)
    if (stars) distribution[stars] = row.count
    byProduct.set(row.productId, distribution)
  }
  return byProduct
}

/**
 * Moves whenever a review is written, edited, hidden or shown again, so the catalogue cache
 * rebuilds with the new ratings: visible count, their star sum, and the latest write.
 */
async function reviewsFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      visible: sql<string>`(count(*) filter (where ${reviews.hiddenAt} is null))::text`,
      stars: sql<string>`coalesce(sum(${reviews.stars}) filter (where ${reviews.hiddenAt} is null), 0)::text`,
      latest: sql<string>`coalesce(max(greatest(${reviews.createdAt}, ${reviews.updatedAt}))::text, '')`,
    })
    .from(reviews)
  return row ? [row.visible, row.stars, row.latest].join('/') : ''
}
