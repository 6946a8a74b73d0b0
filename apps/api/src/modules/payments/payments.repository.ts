import { and, asc, eq, gte, inArray, isNull, not, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  payments,
  productSizes,
  products,
  type PaymentCartLine,
  type PaymentShippingSnapshot,
} from '../../db/schema/index.js'
import type { PaymentRecordStatus, RefundReason } from '@scentia/domain/payment/payment-status'
import type { StockAlertsService } from '../stock-alerts/stock-alerts.service.js'

export type PaymentRow = typeof payments.$inferSelect

export interface NewPayment {
  reference: string
  userId: number
  amountKobo: number
  amountNaira: number
  subtotal: number
  shippingFee: number
  sampleCredit: number
  promoCode: string | null
  discount: number
  cartSnapshot: PaymentCartLine[]
  shippingSnapshot: PaymentShippingSnapshot
  createdAt: Date
}

/** What a verification or webhook told us about the transaction. */
export interface PaystackFacts {
  /** The reference Paystack's answer names; finalise refuses one that is not the payment's. */
  paystackReference: string
  paystackStatus: string
  amountPaidKobo: number
  paidCurrency: string | null
  channel: string | null
  paidAt: Date | null
  gatewayResponse: string | null
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, status: 'pending', updatedAt: payment.createdAt })
    .returning()
  if (!row) throw new Error('payment insert returned nothing')
  return row
}

export async function recordInitialized(
  db: Db,
  reference: string,
  accessCode: string,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ accessCode, updatedAt: at })
    .where(eq(payments.reference, reference))
}

export async function recordInitializeFailed(db: Db, reference: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'initialize_failed', updatedAt: at })
    .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')))
}

export async function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1)
  return row
}

/**
 * The payment row, locked until the transaction ends: the browser's /checkout, its verify and
 * Paystack's webhook for one reference queue here, so only the first makes the order.
 */
export async function lockPayment(tx: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update')
    .limit(1)
  return row
}

/** Paystack's latest word on a payment; `status` is ours (the domain's PAYMENT_RECORD_STATUSES). */
export async function recordPaystackFacts(
  db: Db,
  reference: string,
  facts: PaystackFacts,
  change: { status: PaymentRecordStatus; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: change.status,
      paystackStatus: facts.paystackStatus,
      amountPaidKobo: facts.amountPaidKobo,
      paidCurrency: facts.paidCurrency,
      channel: facts.channel,
      paidAt: facts.paidAt,
      gatewayResponse: facts.gatewayResponse,
      verifiedAt: change.at,
      updatedAt: change.at,
    })
    .where(eq(payments.reference, reference))
}

/** Our own word on a payment that Paystack did not give: expired, refused at the door, cancelled. */
export async function markPaymentStatus(
  db: Db,
  reference: string,
  status: PaymentRecordStatus,
  at: Date,
): Promise<void> {
  await db.update(payments).set({ status, updatedAt: at }).where(eq(payments.reference, reference))
}

export async function attachOrder(
  db: Db,
  reference: string,
  orderId: string,
  at: Date,
): Promise<void> {
  await db.update(payments).set({ orderId, updatedAt: at }).where(eq(payments.reference, reference))
}

export async function flagRefund(
  db: Db,
  reference: string,
  reason: RefundReason,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ needsRefund: true, refundReason: reason, updatedAt: at })
    .where(eq(payments.reference, reference))
}

export interface StockLine {
  productId: number
  /** A size other than the full bottle (issue 14); absent: the product's own stock. */
  sizeId?: number | undefined
  quantity: number
}

export type StockReservation = { ok: true } | { ok: false; shortProductIds: number[] }

/**
 * Takes the order's units out of stock, all or nothing, inside the caller's transaction.
 * Rows are locked in id order (so two orders sharing products cannot deadlock), checked, and
 * only then decremented, each with a `stock >= quantity` guard as a second line of defence:
 * stock never goes below zero, whoever pays at the same moment.
 */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<StockReservation> {
  const wanted = new Map<number, number>()
  for (const line of lines.filter((entry) => entry.sizeId === undefined))
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  // Full bottles first (the product rows), then the other sizes (their own rows): the same
  // order in every transaction, so two orders sharing either cannot deadlock.
  const bottles = await reserveBottles(tx, wanted)
  if (!bottles.ok) return bottles
  return reserveSizes(tx, lines)
}

async function reserveBottles(tx: Db, wanted: Map<number, number>): Promise<StockReservation> {
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
      .returning({ id: products.id })
    // Unreachable while the rows are locked; if it ever happens the whole transaction rolls back.
    if (updated.length !== 1) throw new Error(`stock for product ${id} changed under its lock`)
  }
  return { ok: true }
}

/** The same all-or-nothing reservation for sizes other than the full bottle (issue 14). */
async function reserveSizes(tx: Db, lines: readonly StockLine[]): Promise<StockReservation> {
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
      .returning({ id: productSizes.id })
    if (updated.length !== 1) throw new Error(`stock for size ${id} changed under its lock`)
  }
  return { ok: true }
}

/** Told of each product a release changes (the back-in-stock alerts, issue 14). */
export type StockChangeHook = Pick<StockAlertsService, 'onStockChange'>

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
    // A size other than the full bottle keeps its own stock (issue 14).
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

/**
 * Account deletion: the payment trail stays (amounts, references, statuses) while the shipping
 * snapshot loses the person, except for the payments of orders that keep their details.
 */
export async function redactPaymentsOfUser(
  db: Db,
  userId: number,
  keepOrderIds: readonly string[],
  redacted: PaymentShippingSnapshot,
  at: Date,
): Promise<void> {
  const keep =
    keepOrderIds.length > 0 ? not(inArray(payments.orderId, [...keepOrderIds])) : undefined
  await db
    .update(payments)
    .set({ shippingSnapshot: redacted, updatedAt: at })
    .where(and(eq(payments.userId, userId), keep ? or(isNull(payments.orderId), keep) : undefined))
}
