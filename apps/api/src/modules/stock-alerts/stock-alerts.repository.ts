import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes, products, stockAlerts } from '../../db/schema/index.js'

/** A product a shopper can ask about: on the shelf (not retired), by its page's id. */
export async function findShelfProduct(
  db: Db,
  productId: string,
): Promise<{ id: number; name: string; stock: number } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.productId, productId), isNull(products.retiredAt)))
  return row
}

/** One of this product's sizes; the full bottle's row carries no figures of its own (decision 019). */
export async function findSizeOf(
  db: Db,
  productId: number,
  sizeId: number,
): Promise<
  { id: number; label: string | null; stock: number | null; isDefault: boolean } | undefined
> {
  const [row] = await db
    .select({
      id: productSizes.id,
      label: productSizes.label,
      stock: productSizes.stock,
      isDefault: productSizes.isDefault,
    })
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
 * Saves the request, waiting for its address to confirm it with the token whose hash is given
 * (or already confirmed, `confirmedAt`); asking again while one is waiting changes nothing (the
 * unique index) and answers false, so no second confirmation mail goes out. `sizeId` null (or
 * absent) is the full bottle.
 */
export async function insertStockAlert(
  db: Db,
  values: {
    productId: number
    sizeId?: number | null
    email: string
    at: Date
    confirmTokenHash?: string | null
    confirmedAt?: Date | null
  },
): Promise<boolean> {
  const inserted = await db
    .insert(stockAlerts)
    .values({
      productId: values.productId,
      sizeId: values.sizeId ?? null,
      email: values.email,
      createdAt: values.at,
      confirmTokenHash: values.confirmTokenHash ?? null,
      confirmedAt: values.confirmedAt ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id })
  return inserted.length > 0
}

/**
 * Confirms the waiting alert whose link carries this token, once: the hash is cleared with it,
 * so the link works a single time. A link asked for before `createdSince` has lapsed. Answers
 * the product's page id and name, or undefined for an unknown, used or lapsed link.
 */
export async function confirmStockAlert(
  db: Db,
  values: { tokenHash: string; at: Date; createdSince: Date },
): Promise<{ productId: string; productName: string } | undefined> {
  const [confirmed] = await db
    .update(stockAlerts)
    .set({ confirmedAt: values.at, confirmTokenHash: null })
    .where(
      and(
        eq(stockAlerts.confirmTokenHash, values.tokenHash),
        isNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.sentAt),
        gt(stockAlerts.createdAt, values.createdSince),
      ),
    )
    .returning({ productId: stockAlerts.productId })
  if (!confirmed) return undefined
  const [product] = await db
    .select({ productId: products.productId, productName: products.name })
    .from(products)
    .where(eq(products.id, confirmed.productId))
  return product
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
        // Only addresses that confirmed they asked; the others wait, unmailed.
        isNotNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.sentAt),
      ),
    )
    .returning({ email: stockAlerts.email })
  return rows.map((row) => row.email).sort()
}

/**
 * Every alert an address asked for, waiting or mailed, with the fragrance and size: the stock
 * alerts section of its owner's data export. Kept by email (visitors ask too), so read by it.
 */
export async function listAlertsForEmail(db: Db, email: string) {
  const rows = await db
    .select({
      productId: products.productId,
      productName: products.name,
      sizeLabel: productSizes.label,
      createdAt: stockAlerts.createdAt,
      confirmedAt: stockAlerts.confirmedAt,
      sentAt: stockAlerts.sentAt,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productSizes, eq(productSizes.id, stockAlerts.sizeId))
    .where(eq(stockAlerts.email, email))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
  return rows.map((row) => ({
    product_id: row.productId,
    product_name: row.productName,
    size: row.sizeLabel,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
  }))
}
