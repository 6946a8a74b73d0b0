import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productSizes, products } from '../../db/schema/index.js'
import type { ProductSizeRow } from './product-sizes.repository.js'
import type { ProductRow } from './products.repository.js'

/*
 * The one writer of stock (docs/decisions/035): the full bottle's `products.stock` and every
 * other size's `product_sizes.stock`. Payments take and return units through it, the owner's
 * console and the catalogue file set counts through it. A new product or size is inserted with
 * its opening count by the console's repository, because the row does not exist before (and a
 * size's check constraint wants its stock on insert); every change after that is made here.
 */

export interface StockLine {
  productId: number
  /** A size other than the full bottle; absent: the product's own stock. */
  sizeId?: number | undefined
  quantity: number
}

export type StockReservation = { ok: true } | { ok: false; shortProductIds: number[] }

/**
 * Takes the order's units out of stock, all or nothing, inside the caller's transaction.
 * Rows are locked in id order (so two orders sharing products cannot deadlock), checked, and
 * only then decremented, each with a `stock >= quantity` guard as a second line of defence:
 * stock never goes below zero, whoever pays at the same moment. Each decrement is handed to
 * `hook` under its row lock, with the count before and after: the low-stock notice (decision
 * 045) is written with the sale, and two sales at once see one crossing between them.
 */
export async function reserveStock(
  tx: Db,
  lines: readonly StockLine[],
  hook: StockChangeHook,
): Promise<StockReservation> {
  const wanted = new Map<number, number>()
  for (const line of lines.filter((entry) => entry.sizeId === undefined))
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  // Full bottles first (the product rows), then the other sizes (their own rows): the same
  // order in every transaction, so two orders sharing either cannot deadlock.
  const bottles = await reserveBottles(tx, wanted, hook)
  if (!bottles.ok) return bottles
  return reserveSizes(tx, lines, hook)
}

async function reserveBottles(
  tx: Db,
  wanted: Map<number, number>,
  hook: StockChangeHook,
): Promise<StockReservation> {
  if (wanted.size === 0) return { ok: true }
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  const locked = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')
  const stockById = new Map(locked.map((row) => [row.id, row.stock]))
  const short = ids.filter((id) => (stockById.get(id) ?? 0) < (wanted.get(id) ?? 0))
  if (short.length > 0) return { ok: false, shortProductIds: short }

  for (const id of ids) {
    const quantity = wanted.get(id) ?? 0
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, id), gte(products.stock, quantity)))
      .returning()
    // Unreachable while the rows are locked; if it ever happens the whole transaction rolls back.
    const [row] = updated
    if (updated.length !== 1 || !row)
      throw new Error(`stock for product ${id} changed under its lock`)
    await hook.onStockChange(tx, row, row.stock + quantity, row.stock)
  }
  return { ok: true }
}

/** The same all-or-nothing reservation for sizes other than the full bottle. */
async function reserveSizes(
  tx: Db,
  lines: readonly StockLine[],
  hook: StockChangeHook,
): Promise<StockReservation> {
  const wanted = new Map<number, { productId: number; quantity: number }>()
  for (const line of lines) {
    if (line.sizeId === undefined) continue
    const entry = wanted.get(line.sizeId) ?? { productId: line.productId, quantity: 0 }
    entry.quantity += line.quantity
    wanted.set(line.sizeId, entry)
  }
  if (wanted.size === 0) return { ok: true }
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  const locked = await tx
    .select({ id: productSizes.id, stock: productSizes.stock })
    .from(productSizes)
    .where(and(inArray(productSizes.id, ids), eq(productSizes.isDefault, false)))
    .orderBy(asc(productSizes.id))
    .for('update')
  const stockById = new Map(locked.map((row) => [row.id, row.stock ?? 0]))
  const short = ids.filter((id) => (stockById.get(id) ?? 0) < (wanted.get(id)?.quantity ?? 0))
  if (short.length > 0) {
    return { ok: false, shortProductIds: short.map((id) => wanted.get(id)?.productId ?? 0) }
  }
  for (const id of ids) {
    const quantity = wanted.get(id)?.quantity ?? 0
    const updated = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${quantity}` })
      .where(and(eq(productSizes.id, id), gte(productSizes.stock, quantity)))
      .returning()
    const [row] = updated
    if (updated.length !== 1 || row?.stock == null) {
      throw new Error(`stock for size ${id} changed under its lock`)
    }
    await hook.onStockChange(tx, row, row.stock + quantity, row.stock)
  }
  return { ok: true }
}

/**
 * Told of each product or size whose stock a sale, a release or an owner's edit changes, under its
 * row lock: the back-in-stock alerts and the owner's low-stock notice (handed in by the caller;
 * both read the catalogue, so the catalogue cannot import them back).
 */
export interface StockChangeHook {
  onStockChange(
    tx: Db,
    changed: ProductRow | ProductSizeRow,
    before: number,
    after: number,
  ): Promise<unknown>
}

/**
 * Puts a held order's units back (an expired transfer, a refused delivery), inside the caller's
 * transaction. Rows are locked in id order like reserveStock, so the two never deadlock. Each
 * product's and each size's change is handed to `alerts` under its row lock: one that comes back
 * from 0 mails the shoppers waiting for it, with this change (the caller flushes the mail after
 * commit).
 */
export async function releaseStock(
  tx: Db,
  lines: readonly StockLine[],
  alerts: StockChangeHook,
): Promise<void> {
  const wanted = new Map<number, number>()
  const wantedSizes = new Map<number, number>()
  for (const line of lines) {
    // A size other than the full bottle keeps its own stock.
    if (line.sizeId !== undefined) {
      wantedSizes.set(line.sizeId, (wantedSizes.get(line.sizeId) ?? 0) + line.quantity)
    } else {
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
    }
  }
  // Bottles (product rows) before sizes, the order reserveStock locks them in, so a release and
  // a reservation of the same fragrance can never deadlock.
  for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
    const quantity = wanted.get(id) ?? 0
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, id))
      .returning()
    if (row) await alerts.onStockChange(tx, row, row.stock - quantity, row.stock)
  }
  for (const id of [...wantedSizes.keys()].sort((a, b) => a - b)) {
    const quantity = wantedSizes.get(id) ?? 0
    const [row] = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${quantity}` })
      .where(and(eq(productSizes.id, id), eq(productSizes.isDefault, false)))
      .returning()
    // A size back from 0 mails those waiting for that size (not the bottle's), as above.
    if (row && row.stock !== null) {
      await alerts.onStockChange(tx, row, row.stock - quantity, row.stock)
    }
  }
}

/** The owner sets a full bottle's count (the console's product form). */
export async function setProductStock(tx: Db, productId: number, stock: number): Promise<void> {
  await tx.update(products).set({ stock }).where(eq(products.id, productId))
}

/** The owner sets a size's count; the full bottle's row is never matched (its count is the product's). */
export async function setSizeStock(tx: Db, sizeId: number, stock: number): Promise<void> {
  await tx
    .update(productSizes)
    .set({ stock })
    .where(and(eq(productSizes.id, sizeId), eq(productSizes.isDefault, false)))
}

export interface StockCount {
  id: number
  stock: number
}

/**
 * Many counts at once (the catalogue file): full bottles by product id and other sizes by size
 * id, `batchRows` to a statement, the rows travelling as one JSON parameter unpacked by
 * `jsonb_to_recordset` (PostgreSQL 15 and PGlite alike), inside the caller's transaction.
 */
export async function setStockCounts(
  tx: Db,
  counts: { products: readonly StockCount[]; sizes: readonly StockCount[] },
  batchRows: number,
): Promise<void> {
  for (let start = 0; start < counts.products.length; start += batchRows) {
    const values = counts.products.slice(start, start + batchRows)
    await tx.execute(sql`
      update ${products} set stock = v.stock
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, stock int)
      where ${products.id} = v.id`)
  }
  for (let start = 0; start < counts.sizes.length; start += batchRows) {
    const values = counts.sizes.slice(start, start + batchRows)
    await tx.execute(sql`
      update ${productSizes} set stock = v.stock
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, stock int)
      where ${productSizes.id} = v.id and not ${productSizes.isDefault}`)
  }
}
