import type { SizeInput, SizePatch } from '@scentia/domain/admin/product-input'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes } from '../../db/schema/index.js'
import type { ProductSizeRow } from '../products/product-sizes.repository.js'

/**
 * The console's writes to sizes other than the full bottle (issue 14, decision 019). The default
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
      ...(patch.stock !== undefined ? { stock: patch.stock } : {}),
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
