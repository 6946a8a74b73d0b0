import type { ProductInput, ProductPatch } from '@scentia/domain/admin/product-input'
import { uniqueSlug } from '@scentia/domain/admin/product-input'
import { desc, eq, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productImages, products } from '../../db/schema/index.js'

export type ProductRow = typeof products.$inferSelect
export interface ProductWithPhoto {
  row: ProductRow
  photoVersion: string | null
}

const withPhotoColumns = { row: products, photoVersion: productImages.version }

/** Every product, retired and sold-out ones included, newest first. */
export async function listAllProducts(db: Db): Promise<ProductWithPhoto[]> {
  return db
    .select(withPhotoColumns)
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .orderBy(desc(products.createdAt), desc(products.id))
}

export async function findProductById(db: Db, id: number): Promise<ProductWithPhoto | undefined> {
  const [found] = await db
    .select(withPhotoColumns)
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .where(eq(products.id, id))
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
  const [photo] = await tx
    .select({ version: productImages.version })
    .from(productImages)
    .where(eq(productImages.productId, id))
  return { row, photoVersion: photo?.version ?? null }
}

type ProductColumns = Partial<typeof products.$inferInsert>

function toColumns(input: ProductPatch): ProductColumns {
  const columns: ProductColumns = {}
  if (input.name !== undefined) columns.name = input.name
  if (input.brand !== undefined) columns.brand = input.brand
  if (input.description !== undefined) columns.description = input.description
  if (input.price !== undefined) columns.price = input.price
  if (input.stock !== undefined) columns.stock = input.stock
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

export interface StoredPhoto {
  contentType: string
  bytes: Buffer
  version: string
}

export async function savePhoto(
  db: Db,
  productId: number,
  photo: StoredPhoto & { width: number; height: number },
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(productImages)
      .values({ productId, ...photo, updatedAt: at })
      .onConflictDoUpdate({ target: productImages.productId, set: { ...photo, updatedAt: at } })
    // Moves the catalogue's cross-process fingerprint, so every process rebuilds its cache.
    await tx.update(products).set({ updatedAt: at }).where(eq(products.id, productId))
  })
}

export async function deletePhoto(db: Db, productId: number, at: Date): Promise<boolean> {
  const deleted = await db
    .delete(productImages)
    .where(eq(productImages.productId, productId))
    .returning({ id: productImages.productId })
  if (deleted.length > 0)
    await db.update(products).set({ updatedAt: at }).where(eq(products.id, productId))
  return deleted.length > 0
}

export async function findPhoto(db: Db, productId: number): Promise<StoredPhoto | undefined> {
  const [row] = await db
    .select({
      contentType: productImages.contentType,
      bytes: productImages.bytes,
      version: productImages.version,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
  return row
}
