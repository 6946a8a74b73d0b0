import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes, products, stockAlerts } from '../../db/schema/index.js'

/** A product a shopper can ask about: on the shelf (not retired), by its page's id. */
export async function findShelfProduct(
  db: Db,
  productId: string,
): Promise<{ id: number; stock: number } | undefined> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.productId, productId), isNull(products.retiredAt)))
  return row
}

/** One of this product's sizes; the full bottle's row carries no figures of its own (decision 019). */
export async function findSizeOf(
  db: Db,
  productId: number,
  sizeId: number,
): Promise<{ id: number; stock: number | null; isDefault: boolean } | undefined> {
  const [row] = await db
    .select({ id: productSizes.id, stock: productSizes.stock, isDefault: productSizes.isDefault })
    .from(productSizes)
    .where(and(eq(productSizes.id, sizeId), eq(productSizes.productId, productId)))
  return row
}

/** What a restock mail names of the product a size belongs to, as its row holds it. */
export async function findProductRow(tx: Db, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id))
  return row
}

/**
 * Saves the request; asking again while one is waiting changes nothing (the unique index).
 * `sizeId` null (or absent) is the full bottle.
 */
export async function insertStockAlert(
  db: Db,
  values: { productId: number; sizeId?: number | null; email: string; at: Date },
): Promise<void> {
  await db
    .insert(stockAlerts)
    .values({
      productId: values.productId,
      sizeId: values.sizeId ?? null,
      email: values.email,
      createdAt: values.at,
    })
    .onConflictDoNothing()
}

/**
 * Marks every waiting alert of a product's full bottle (`sizeId` null) or of one size sent and
 * answers their addresses, in the caller's transaction: the caller writes the mails to the outbox
 * in the same one, so an alert is either mailed and marked, or neither. The row lock of the stock
 * that changed (held by every stock change) keeps two restocks from taking the same rows; so does
 * the UPDATE's own lock on the alerts, re-checked against `sent_at` by the second.
 */
export async function takeWaitingAlerts(
  tx: Db,
  productId: number,
  sizeId: number | null,
  at: Date,
): Promise<string[]> {
  const rows = await tx
    .update(stockAlerts)
    .set({ sentAt: at })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        // A full bottle's restock leaves the sizes' alerts waiting, and a size's the bottle's.
        sizeId === null ? isNull(stockAlerts.sizeId) : eq(stockAlerts.sizeId, sizeId),
        isNull(stockAlerts.sentAt),
      ),
    )
    .returning({ email: stockAlerts.email })
  return rows.map((row) => row.email).sort()
}
