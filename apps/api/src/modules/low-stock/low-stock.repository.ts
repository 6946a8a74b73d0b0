import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { products } from '../../db/schema/index.js'

/** What a low-stock notice names of a fragrance, and its own threshold (null: the shop's). */
export async function findThresholdOf(
  tx: Db,
  productId: number,
): Promise<{ id: number; name: string; brand: string; threshold: number | null } | undefined> {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      threshold: products.lowStockThreshold,
    })
    .from(products)
    .where(eq(products.id, productId))
  return row
}
