import type { Product } from '@scentia/domain/catalog/product'
import type { ProductPhoto } from '@scentia/domain/catalog/product-photos'
import {
  emptyDistribution,
  ratingFromDistribution,
  STAR_VALUES,
  type StarDistribution,
} from '@scentia/domain/reviews/summary'
import { and, asc, count, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productPhotos } from '../../db/schema/product-images.js'
import { productSizes } from '../../db/schema/product-sizes.js'
import { products } from '../../db/schema/products.js'
import { reviews } from '../../db/schema/reviews.js'
import { loadPhotos } from './product-photos.repository.js'
import {
  loadSizeRows,
  type ProductSizeRow,
  sizesFingerprint,
  sortSizes,
  toWireSize,
} from './product-sizes.repository.js'

/** A product as stored: the wire fields the database holds, and whether it is retired. */
export type StoredProduct = Omit<Product, 'image' | 'inWishlist' | 'photos'> & {
  retired: boolean
  /** ISO time of the row's last change: the sitemap's lastmod. */
  updatedAt: string
  /** The owner's photos (docs/decisions/049); none: the generated art. */
  photos: ProductPhoto[]
}

/** A product row as the app reads it: the search document stays in the database. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>

/** The columns of a ProductRow, for every select that reads whole products. */
const { searchDocument: _searchDocument, ...productColumns } = getTableColumns(products)

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
  photos: readonly ProductPhoto[],
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
    photos: [...photos],
    rating: ratingFromDistribution(distribution),
  }
}

/**
 * A product as stored, with its stamp: what the row, its photo, its sizes and its visible
 * reviews were when read. Any write to any of them moves the stamp (PostgreSQL's `xmin`, the
 * transaction that wrote the row version), so the catalogue compares stamps to find which
 * products another process changed and reads only those (docs/decisions/039).
 */
export interface StampedProduct {
  product: StoredProduct
  stamp: string
}

export interface ProductsRepository {
  /** Every product, retired ones included (orders still show their art), oldest id first. */
  loadAll(): Promise<StampedProduct[]>
  /** These products (retired ones included); an id with no row is left out. */
  loadByIds(ids: readonly number[]): Promise<StampedProduct[]>
  /** Every product's stamp by id: a few bytes a product, no product read. */
  stamps(): Promise<Map<number, string>>
  /** A summary that moves whenever any product row is inserted, updated, retired or deleted. */
  fingerprint(): Promise<string>
}

export function createProductsRepository(db: Db): ProductsRepository {
  async function load(ids?: readonly number[]): Promise<StampedProduct[]> {
    if (ids?.length === 0) return []
    // Stamps first, then the rows: the rows can only be as new as their stamp or newer, so a
    // write in between reads again at the next comparison and is never missed.
    const stamps = await readStamps(db, ids)
    const [rows, sizeRows, distributions, photos] = await Promise.all([
      db
        .select(productColumns)
        .from(products)
        .where(ids ? inArray(products.id, [...ids]) : undefined)
        .orderBy(asc(products.id)),
      loadSizeRows(db, ids),
      visibleStarDistributions(db, ids),
      loadPhotos(db, ids),
    ])
    return rows.map((row) => ({
      product: toStoredProduct(
        row,
        photos.get(row.id) ?? [],
        sizeRows.get(row.id),
        distributions.get(row.id),
      ),
      // A row inserted after the stamps were read has none yet: '' never matches a real stamp.
      stamp: stamps.get(row.id) ?? '',
    }))
  }

  return {
    loadAll: () => load(),
    loadByIds: (ids) => load(ids),
    stamps: () => readStamps(db),

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
 * Each product's stamp (or only these products'): the transaction ids of its row, its photos and
 * its sizes (a photo removed or reordered also bumps the product row's `updated_at`), and the count and star sum of its visible reviews (all its rating is made of).
 * `xmin` is a system column of every PostgreSQL row, PGlite's too: an update writes a new row
 * version under the writer's transaction, so any write moves it, `stock = stock - 1` included.
 */
async function readStamps(db: Db, ids?: readonly number[]): Promise<Map<number, string>> {
  const list =
    ids &&
    sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`
  const result: unknown = await db.execute(sql`
    with sizes as (
      select product_id, string_agg(xmin::text, ',' order by id) as stamp
      from ${productSizes} ${list ? sql`where product_id in ${list}` : sql``}
      group by product_id
    ), photos as (
      select product_id, string_agg(xmin::text, ',' order by id) as stamp
      from ${productPhotos} ${list ? sql`where product_id in ${list}` : sql``}
      group by product_id
    ), stars as (
      select product_id, count(*)::text || ':' || sum(stars)::text as stamp
      from ${reviews} where hidden_at is null ${list ? sql`and product_id in ${list}` : sql``}
      group by product_id
    )
    select p.id, p.xmin::text || '/' || coalesce(photos.stamp, '') || '/'
      || coalesce(sizes.stamp, '') || '/' || coalesce(stars.stamp, '') as stamp
    from ${products} p
    left join photos on photos.product_id = p.id
    left join sizes on sizes.product_id = p.id
    left join stars on stars.product_id = p.id
    ${list ? sql`where p.id in ${list}` : sql``}`)
  // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
  const { rows } = result as { rows: { id: number; stamp: string }[] }
  return new Map(rows.map((row) => [row.id, row.stamp]))
}

/**
 * Stars of the reviews shoppers can see, per product: each product's `rating` on the wire
 *. Read here, beside the catalogue it belongs to, so the cache carries it.
 */
async function visibleStarDistributions(
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
