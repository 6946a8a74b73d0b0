import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes, products } from '../../db/schema/index.js'

/**
 * The rows pricing reads (docs/product.md §4 step 1): prices and stock fresh from the database, never the
 * catalogue cache, so a shopper is charged what the owner set a moment ago.
 */

/** A product's current price and stock, read fresh from the database (not the catalogue cache). */
export interface PricedProduct {
  id: number
  name: string
  price: number
  stock: number
  /** The full bottle's label (the product's `size`). */
  size: string
  imageId: string
  retired: boolean
}

export async function findPricedProducts(db: Db, ids: readonly number[]): Promise<PricedProduct[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      size: products.size,
      imageId: products.imageId,
      retiredAt: products.retiredAt,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
  return rows.map(({ retiredAt, ...row }) => ({ ...row, retired: retiredAt !== null }))
}

/** A size other than the full bottle, read fresh. */
export interface PricedSize {
  id: number
  productId: number
  label: string
  price: number
  stock: number
  isSample: boolean
}

export async function findPricedSizes(db: Db, ids: readonly number[]): Promise<PricedSize[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(productSizes)
    .where(and(inArray(productSizes.id, [...ids]), eq(productSizes.isDefault, false)))
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    label: row.label ?? '',
    price: row.price ?? 0,
    stock: row.stock ?? 0,
    isSample: row.isSample,
  }))
}
