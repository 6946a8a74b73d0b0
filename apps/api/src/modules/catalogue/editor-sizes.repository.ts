import type { SizeInput, SizePatch } from '@scentia/domain/admin/product-input'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes } from '../../db/schema/index.js'
import type { ProductSizeRow } from './product-sizes.repository.js'

/**
 * The console's writes to sizes other than the full bottle (decision 019). The default
 * row (the full bottle) is never matched: its figures are the product's own.
 */

/** A size of this product other than the full bottle, locked until the transaction ends. */
export async function lockExtraSize(
  tx: Db,
  productId: number,
  sizeId: number,
): Promise<ProductSizeRow | undefined> {
  const [row] = await tx
    .select()
    .from(productSizes)
    .where(
      and(
        eq(productSizes.id, sizeId),
        eq(productSizes.productId, productId),
        eq(productSizes.isDefault, false),
      ),
    )
    .for('update')
  return row
}

/**
 * The labels of the product's sizes other than the full bottle, but `exceptSizeId`'s: what a new
 * or renamed size must not repeat (read under the product's lock, so two adds cannot pass at once).
 */
export async function otherSizeLabels(
  tx: Db,
  productId: number,
  exceptSizeId?: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: productSizes.id, label: productSizes.label })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.isDefault, false)))
  return rows.flatMap((row) => (row.id !== exceptSizeId && row.label !== null ? [row.label] : []))
}

export async function insertSize(
  tx: Db,
  productId: number,
  input: SizeInput,
  at: Date,
): Promise<ProductSizeRow> {
  const [row] = await tx
    .insert(productSizes)
    .values({
      productId,
      label: input.label,
      ml: input.ml,
      price: input.price,
      stock: input.stock,
      isSample: input.is_sample,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  if (!row) throw new Error(`size of product ${productId} not inserted`)
  return row
}

export async function updateSize(
  tx: Db,
  sizeId: number,
  patch: SizePatch,
  at: Date,
): Promise<ProductSizeRow> {
  const [row] = await tx
    .update(productSizes)
    .set({
      ...(patch.label !== undefined ? { label: patch.label } : {}),
      ...(patch.ml !== undefined ? { ml: patch.ml } : {}),
      ...(patch.price !== undefined ? { price: patch.price } : {}),
      ...(patch.is_sample !== undefined ? { isSample: patch.is_sample } : {}),
      updatedAt: at,
    })
    .where(eq(productSizes.id, sizeId))
    .returning()
  if (!row) throw new Error(`size ${sizeId} vanished under its lock`)
  return row
}

/**
 * Deletes the size. Order lines keep their own copy of the size's label, price and sample flag
 * and `order_items.size_id` has no foreign key, so orders are untouched; waiting back-in-stock
 * alerts for the size go with it (their FK cascades).
 */
export async function deleteSize(tx: Db, sizeId: number): Promise<void> {
  await tx.delete(productSizes).where(eq(productSizes.id, sizeId))
}

/** The products' ids as one JSON parameter: one statement for any number of products. */
function productIdIn(productIds: readonly number[]) {
  return sql`${productSizes.productId} in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::int)`
}

/**
 * Every size row of these products (the full bottle's included), in one query, grouped by
 * product: a page of the console's list reads its products' sizes at once, never one query per
 * product.
 */
export async function findSizeRowsOf(
  db: Db,
  productIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, ProductSizeRow[]>> {
  const byProduct = new Map<number, ProductSizeRow[]>()
  if (productIds.length === 0) return byProduct
  const query = db
    .select()
    .from(productSizes)
    .where(productIdIn(productIds))
    .orderBy(asc(productSizes.id))
  // Locked until the transaction ends when the caller writes what it read (the import).
  const rows = lock ? await query.for('update') : await query
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push(row)
    byProduct.set(row.productId, list)
  }
  return byProduct
}

/** The import's size writes for one file, all in the caller's transaction. */
export interface CatalogueSizeWrites {
  inserts: { productId: number; size: SizeInput }[]
  updates: { id: number; price: number; stock: number }[]
  deletes: number[]
}

/**
 * Sizes other than the full bottle, many to a statement (the full bottle's figures are the
 * product row's). Deletes go first, so a size renamed in the file never meets its old label.
 */
export async function writeCatalogueSizes(
  tx: Db,
  writes: CatalogueSizeWrites,
  at: Date,
  batchRows: number,
): Promise<void> {
  for (let start = 0; start < writes.deletes.length; start += batchRows) {
    const ids = writes.deletes.slice(start, start + batchRows)
    await tx
      .delete(productSizes)
      .where(
        sql`${productSizes.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int) and not ${productSizes.isDefault}`,
      )
  }
  for (let start = 0; start < writes.inserts.length; start += batchRows) {
    await tx.insert(productSizes).values(
      writes.inserts.slice(start, start + batchRows).map(({ productId, size }) => ({
        productId,
        label: size.label,
        ml: size.ml,
        price: size.price,
        stock: size.stock,
        isSample: size.is_sample,
        createdAt: at,
        updatedAt: at,
      })),
    )
  }
  for (let start = 0; start < writes.updates.length; start += batchRows) {
    const values = writes.updates.slice(start, start + batchRows)
    await tx.execute(sql`
      update ${productSizes} set price = v.price,
        updated_at = ${at.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, price int)
      where ${productSizes.id} = v.id and not ${productSizes.isDefault}`)
  }
}

/** Size rows by id (a handful: the ones an import brought back into stock). */
export async function findSizeRowsByIds(db: Db, ids: readonly number[]): Promise<ProductSizeRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(productSizes)
    .where(
      sql`${productSizes.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
    )
}
