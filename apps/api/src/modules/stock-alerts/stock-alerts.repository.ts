import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { products, stockAlerts } from '../../db/schema/index.js'

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

/** Saves the request; asking again while one is waiting changes nothing (the unique index). */
export async function insertStockAlert(
  db: Db,
  values: { productId: number; email: string; at: Date },
): Promise<void> {
  await db
    .insert(stockAlerts)
    .values({ productId: values.productId, email: values.email, createdAt: values.at })
    .onConflictDoNothing()
}

/**
 * Marks every waiting alert of a product sent and answers their addresses, in the caller's
 * transaction: the caller writes the mails to the outbox in the same one, so an alert is either
 * mailed and marked, or neither. The product's row lock (held by every stock change) keeps two
 * restocks from taking the same rows.
 */
export async function takeWaitingAlerts(tx: Db, productId: number, at: Date): Promise<string[]> {
  const rows = await tx
    .update(stockAlerts)
    .set({ sentAt: at })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        // Size alerts wait for their size's stock, not the product's (the sizes branch).
        isNull(stockAlerts.sizeId),
        isNull(stockAlerts.sentAt),
      ),
    )
    .returning({ email: stockAlerts.email })
  return rows.map((row) => row.email).sort()
}
