import type { ProductSize } from '@scentia/domain/catalog/product'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes } from '../../db/schema/product-sizes.js'

export type ProductSizeRow = typeof productSizes.$inferSelect

/** The full bottle's figures, which live on the product row (decision 019). */
export interface DefaultSizeSource {
  price: number
  stock: number
  size: string
}

/** "100ml", "100 ml", "3.4 oz / 100ml" → 100; 0 when the label names no ml. */
export function mlFromLabel(label: string): number {
  const match = /(\d+(?:\.\d+)?)\s*ml/i.exec(label)
  return match?.[1] ? Math.round(Number(match[1])) : 0
}

/** One size as the wire sends it; the default borrows the product row's price, stock and label. */
export function toWireSize(row: ProductSizeRow, product: DefaultSizeSource): ProductSize {
  if (row.isDefault) {
    return {
      id: row.id,
      label: product.size,
      ml: mlFromLabel(product.size),
      price: product.price,
      stock: product.stock,
      isSample: false,
      isDefault: true,
    }
  }
  return {
    id: row.id,
    label: row.label ?? '',
    ml: row.ml ?? 0,
    price: row.price ?? 0,
    stock: row.stock ?? 0,
    isSample: row.isSample,
    isDefault: false,
  }
}

/** Smallest first, so a sample leads the chooser and the full bottle closes it. */
export function sortSizes(sizes: ProductSize[]): ProductSize[] {
  return sizes.sort((a, b) => a.ml - b.ml || a.id - b.id)
}

/** Every size row (or only these products'), grouped by product id. */
export async function loadSizeRows(
  db: Db,
  productIds?: readonly number[],
): Promise<Map<number, ProductSizeRow[]>> {
  const rows = await db
    .select()
    .from(productSizes)
    .where(productIds ? inArray(productSizes.productId, [...productIds]) : undefined)
    .orderBy(asc(productSizes.id))
  const byProduct = new Map<number, ProductSizeRow[]>()
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push(row)
    byProduct.set(row.productId, list)
  }
  return byProduct
}

/** Moves whenever a size is added, edited, sold or removed: part of the catalogue fingerprint. */
export async function sizesFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)::text`,
      maxId: sql<string>`coalesce(max(${productSizes.id}), 0)::text`,
      stock: sql<string>`coalesce(sum(${productSizes.stock}), 0)::text`,
      updated: sql<string>`coalesce(max(${productSizes.updatedAt})::text, '')`,
    })
    .from(productSizes)
  return row ? [row.count, row.maxId, row.stock, row.updated].join('|') : ''
}

/** One product's sizes as the wire sends them, smallest first. */
export async function findProductSizes(
  db: Db,
  productId: number,
  product: DefaultSizeSource,
): Promise<ProductSize[]> {
  const rows = await db
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.id))
  return sortSizes(rows.map((row) => toWireSize(row, product)))
}
