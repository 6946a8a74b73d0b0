import type { CatalogueRow } from '@scentia/domain/admin/catalogue-csv'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@scentia/domain/catalog/low-stock'
import type { AdminProductFilter } from '@scentia/domain/admin/order-console'
import type { ProductInput, ProductPatch } from '@scentia/domain/admin/product-input'
import { uniqueSlug } from '@scentia/domain/admin/product-input'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { ProductPhoto } from '@scentia/domain/catalog/product-photos'
import { productPhotos, productSizes, products, shopSettings } from '../../db/schema/index.js'
import { loadPhotos, toWirePhoto, type ProductPhotoRow } from './product-photos.repository.js'
import { containsPattern } from '../../db/search-pattern.js'

export type ProductRow = typeof products.$inferSelect
export interface ProductWithPhoto {
  row: ProductRow
  /** Its photos, gallery first (docs/decisions/049). */
  photos: ProductPhoto[]
}

/** Rows with their photos, read in one query for all of them. */
async function withPhotos(db: Db, rows: ProductRow[]): Promise<ProductWithPhoto[]> {
  const photos = await loadPhotos(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ row, photos: photos.get(row.id) ?? [] }))
}

export interface ProductPageQuery {
  /** Matches the name, brand or slug, case-insensitively. */
  search: string | undefined
  filter: AdminProductFilter
  page: number
  perPage: number
}

function pageFilter({ search, filter }: Pick<ProductPageQuery, 'search' | 'filter'>) {
  const conditions: (SQL | undefined)[] = []
  if (search) {
    const pattern = containsPattern(search)
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(products.productId, pattern),
      ),
    )
  }
  if (filter === 'current') conditions.push(isNull(products.retiredAt))
  if (filter === 'retired') conditions.push(isNotNull(products.retiredAt))
  if (filter === 'out_of_stock') conditions.push(eq(products.stock, 0), isNull(products.retiredAt))
  if (filter === 'low_stock') conditions.push(isNull(products.retiredAt), lowStockCondition())
  return and(...conditions)
}

/**
 * At or below its low-stock level (the domain's isLowStock, decision 045): the full bottle, or
 * any other size, against the fragrance's own threshold or else the shop-wide default.
 */
function lowStockCondition(): SQL {
  const threshold = sql`coalesce(${products.lowStockThreshold}, (select ${shopSettings.lowStockDefault} from ${shopSettings} where ${shopSettings.id} = 1), ${DEFAULT_LOW_STOCK_THRESHOLD})`
  return sql`(${products.stock} <= ${threshold} or exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and not ${productSizes.isDefault} and ${productSizes.stock} <= ${threshold}))`
}

/**
 * One page of the console's list, retired and sold-out products included as the filter says,
 * newest first, with how many match in all (docs/product.md §11: never the whole catalogue).
 */
export async function listProductsPage(
  db: Db,
  query: ProductPageQuery,
): Promise<{ rows: ProductWithPhoto[]; total: number }> {
  const where = pageFilter(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(products).where(where),
  ])
  return { rows: await withPhotos(db, rows), total: totalRow?.total ?? 0 }
}

/** Up to `limit` products after `afterId`, by id: the export reads the catalogue in such batches. */
export async function productsAfter(db: Db, afterId: number, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit)
}

/**
 * The products a file names, by slug, locked until the transaction ends when `lock` says so:
 * the import compares and writes under the same locks as the console's own edits (decision 011).
 * The slugs travel as one JSON parameter, so a file of any size is one statement.
 */
export async function findProductsBySlug(
  db: Db,
  slugs: readonly string[],
  { lock }: { lock: boolean },
): Promise<ProductRow[]> {
  if (slugs.length === 0) return []
  const query = db
    .select()
    .from(products)
    .where(
      sql`${products.productId} in (select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb))`,
    )
    .orderBy(asc(products.id))
  return lock ? query.for('update') : query
}

/** Every slug and art key in use, for drawing new products' slugs. */
export async function takenSlugs(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ productId: products.productId, imageId: products.imageId })
    .from(products)
  return new Set(rows.flatMap((row) => [row.productId, row.imageId]))
}

/** One statement's worth of rows: well under every driver's parameter limit. */
export const CATALOGUE_BATCH_ROWS = 1_000

/** A product's owner-editable fields under their column names, as one JSON record. */
function recordColumns(product: ProductInput) {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    price: product.price,
    stock: product.stock,
    gender: product.gender,
    size: product.size,
    type: product.type,
    intensity: product.intensity,
    top_notes: product.notes.top,
    heart_notes: product.notes.heart,
    base_notes: product.notes.base,
    best_seller: product.best_seller,
    is_gift_set: product.gift_set,
    is_travel_size: product.travel_size,
  }
}

/** The records' column types for `jsonb_to_recordset` (JSON arrays become text[]). */
const RECORD_TYPES = sql.raw(`name text, brand text, description text, price int, stock int,
  gender text, size text, type text, intensity text, top_notes text[], heart_notes text[],
  base_notes text[], best_seller boolean, is_gift_set boolean, is_travel_size boolean`)

/**
 * New products, many to a statement, the rows travelling as one JSON parameter (see
 * updateCatalogueProducts). A slug another writer took meanwhile is skipped, not an error: the
 * rows answered are the ones inserted, and the caller draws again for the rest.
 */
export async function insertCatalogueProducts(
  tx: Db,
  rows: readonly { slug: string; row: CatalogueRow }[],
  at: Date,
): Promise<{ id: number; productId: string }[]> {
  if (rows.length === 0) return []
  const values = rows.map(({ slug, row }) => ({
    slug,
    retired: row.retired,
    ...recordColumns(row.product),
  }))
  const stamp = at.toISOString()
  const result: unknown = await tx.execute(sql`
    insert into ${products} (product_id, image_id, name, brand, description, price, stock, gender,
      size, type, intensity, top_notes, heart_notes, base_notes, best_seller, is_gift_set,
      is_travel_size, retired_at, created_at, updated_at)
    select v.slug, v.slug, v.name, v.brand, v.description, v.price, v.stock, v.gender, v.size,
      v.type, v.intensity, v.top_notes, v.heart_notes, v.base_notes, v.best_seller, v.is_gift_set,
      v.is_travel_size, case when v.retired then ${stamp}::timestamptz end,
      ${stamp}::timestamptz, ${stamp}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${RECORD_TYPES}, slug text, retired boolean)
    on conflict do nothing
    returning id, product_id`)
  // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
  const { rows: inserted } = result as { rows: { id: number; product_id: string }[] }
  return inserted.map((row) => ({ id: row.id, productId: row.product_id }))
}

/**
 * Many products' every owner-editable field in one statement: the rows travel as one JSON
 * parameter, unpacked by `jsonb_to_recordset` (PostgreSQL 15 and PGlite alike), so 1,000 rows
 * cost one round trip instead of 1,000. A retired product keeps the day it was retired.
 */
export async function updateCatalogueProducts(
  tx: Db,
  rows: readonly { id: number; row: CatalogueRow }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return
  const values = rows.map(({ id, row }) => ({
    id,
    retired: row.retired,
    ...recordColumns(row.product),
  }))
  const stamp = at.toISOString()
  await tx.execute(sql`
    update ${products} set
      name = v.name, brand = v.brand, description = v.description, price = v.price,
      gender = v.gender, size = v.size, type = v.type, intensity = v.intensity,
      top_notes = v.top_notes, heart_notes = v.heart_notes, base_notes = v.base_notes,
      best_seller = v.best_seller, is_gift_set = v.is_gift_set,
      is_travel_size = v.is_travel_size,
      retired_at = case when v.retired then coalesce(${products.retiredAt}, ${stamp}::timestamptz) end,
      updated_at = ${stamp}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(${RECORD_TYPES}, id int, retired boolean)
    where ${products.id} = v.id`)
}

/** Products by id (a handful: the ones an import brought back into stock). */
export async function findProductRowsByIds(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(products)
    .where(
      sql`${products.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
    )
}

export async function findProductById(db: Db, id: number): Promise<ProductWithPhoto | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id))
  const [found] = await withPhotos(db, rows)
  return found
}

/**
 * The product and its photo version, its row locked until the transaction ends: an owner's edit
 * reads the "before" of the activity log (decision 011) under the same lock it writes with, so two
 * owners editing at once each record what they actually replaced.
 */
export async function lockProduct(tx: Db, id: number): Promise<ProductWithPhoto | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update')
  if (!row) return undefined
  const [found] = await withPhotos(tx, [row])
  return found
}

type ProductColumns = Partial<typeof products.$inferInsert>

function toColumns(input: ProductPatch): ProductColumns {
  const columns: ProductColumns = {}
  if (input.name !== undefined) columns.name = input.name
  if (input.brand !== undefined) columns.brand = input.brand
  if (input.description !== undefined) columns.description = input.description
  if (input.price !== undefined) columns.price = input.price
  if (input.gender !== undefined) columns.gender = input.gender
  if (input.size !== undefined) columns.size = input.size
  if (input.type !== undefined) columns.type = input.type
  if (input.intensity !== undefined) columns.intensity = input.intensity
  if (input.notes !== undefined) {
    columns.topNotes = input.notes.top
    columns.heartNotes = input.notes.heart
    columns.baseNotes = input.notes.base
  }
  if (input.best_seller !== undefined) columns.bestSeller = input.best_seller
  if (input.gift_set !== undefined) columns.isGiftSet = input.gift_set
  if (input.travel_size !== undefined) columns.isTravelSize = input.travel_size
  if (input.low_stock_threshold !== undefined) columns.lowStockThreshold = input.low_stock_threshold
  return columns
}

/** Slugs are drawn against the ones in use; a racing insert that takes ours makes us draw again. */
const SLUG_ATTEMPTS = 5

export async function insertProduct(
  db: Db,
  input: ProductInput,
  baseSlug: string,
  at: Date,
): Promise<ProductRow> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const taken = await db
      .select({ productId: products.productId, imageId: products.imageId })
      .from(products)
      .where(
        or(
          eq(products.productId, baseSlug),
          like(products.productId, `${baseSlug}-%`),
          like(products.imageId, `${baseSlug}%`),
        ),
      )
    const slug = uniqueSlug(baseSlug, new Set(taken.flatMap((row) => [row.productId, row.imageId])))
    const [row] = await db
      .insert(products)
      .values({
        name: input.name,
        brand: input.brand,
        description: input.description,
        price: input.price,
        stock: input.stock,
        gender: input.gender,
        size: input.size,
        type: input.type,
        intensity: input.intensity,
        topNotes: input.notes.top,
        heartNotes: input.notes.heart,
        baseNotes: input.notes.base,
        bestSeller: input.best_seller,
        isGiftSet: input.gift_set,
        isTravelSize: input.travel_size,
        lowStockThreshold: input.low_stock_threshold ?? null,
        productId: slug,
        imageId: slug,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning()
    if (row) return row
  }
  throw new Error(`No free product slug for ${baseSlug}`)
}

export async function updateProduct(
  db: Db,
  id: number,
  patch: ProductPatch,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(products)
    .set({ ...toColumns(patch), updatedAt: at })
    .where(eq(products.id, id))
    .returning({ id: products.id })
  return row !== undefined
}

export async function setRetired(
  db: Db,
  id: number,
  retiredAt: Date | null,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(products)
    .set({ retiredAt, updatedAt: at })
    .where(eq(products.id, id))
    .returning({ id: products.id })
  return row !== undefined
}

/** What a new photo's row holds; its files are already in the photo store. */
export type NewPhoto = Omit<ProductPhotoRow, 'id' | 'productId' | 'position' | 'createdAt'>

/**
 * Adds a photo at the end of the product's gallery, or in the authenticity slot (replacing the
 * one there, whose row is answered so its files can go). Every photo write also bumps the
 * product's `updated_at`: the catalogue's fingerprint moves and each process re-reads it.
 */
export async function insertPhoto(
  tx: Db,
  productId: number,
  photo: NewPhoto,
  at: Date,
): Promise<{ photo: ProductPhoto; replaced: ProductPhoto[] }> {
  const replaced =
    photo.kind === 'authenticity'
      ? await tx
          .delete(productPhotos)
          .where(and(eq(productPhotos.productId, productId), eq(productPhotos.kind, photo.kind)))
          .returning()
      : []
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${productPhotos.position}), -1)::int` })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
  const [row] = await tx
    .insert(productPhotos)
    .values({ ...photo, productId, position: (last?.position ?? -1) + 1 })
    .returning()
  if (!row) throw new Error('the photo insert returned no row')
  await touchProduct(tx, productId, at)
  return { photo: toWirePhoto(row), replaced: replaced.map(toWirePhoto) }
}

/** The photo, if it belongs to this product. */
export async function deletePhoto(
  tx: Db,
  productId: number,
  photoId: number,
  at: Date,
): Promise<ProductPhoto | undefined> {
  const [row] = await tx
    .delete(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, photoId)))
    .returning()
  if (row) await touchProduct(tx, productId, at)
  return row ? toWirePhoto(row) : undefined
}

export async function setPhotoAlt(
  tx: Db,
  productId: number,
  photoId: number,
  alt: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(productPhotos)
    .set({ alt })
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, photoId)))
    .returning({ id: productPhotos.id })
  if (rows.length > 0) await touchProduct(tx, productId, at)
  return rows.length > 0
}

/** Positions from the order given (ids already checked to be the product's gallery). */
export async function setPhotoOrder(
  tx: Db,
  productId: number,
  order: readonly number[],
  at: Date,
): Promise<void> {
  for (const [position, id] of order.entries()) {
    await tx
      .update(productPhotos)
      .set({ position })
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.id, id)))
  }
  await touchProduct(tx, productId, at)
}

/** Which of these photo keys no photo row names any more (their files may go). */
export async function unusedPhotoKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return []
  const used = await db
    .selectDistinct({ key: productPhotos.key })
    .from(productPhotos)
    .where(inArray(productPhotos.key, [...keys]))
  const stillUsed = new Set(used.map((row) => row.key))
  return [...new Set(keys)].filter((key) => !stillUsed.has(key))
}

async function touchProduct(tx: Db, productId: number, at: Date): Promise<void> {
  await tx.update(products).set({ updatedAt: at }).where(eq(products.id, productId))
}
