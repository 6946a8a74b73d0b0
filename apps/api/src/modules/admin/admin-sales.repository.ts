import {
  FULL_BOTTLE_LABEL,
  SALES_TOP_LIMIT,
  SHOP_TIME_ZONE,
  type DayFigures,
} from '@scentia/domain/admin/sales'
import type { OrderCsvSource } from '@scentia/domain/admin/orders-csv'
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  sum,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { RECOVERY_WINDOW_MS } from '@scentia/domain/checkout/reminder'
import type { Db } from '../../db/client.js'
import { orderItems, orders, payments, refunds, returns } from '../../db/schema/index.js'

/**
 * The sales dashboard's figures (docs/decisions/047-sales-dashboard.md), each one aggregate in
 * SQL over a range of instants [start, end) that the domain drew from Lagos midnights. An order
 * counts as a sale once paid; one refunded later still happened (its refund is listed apart).
 */
const SOLD = ['paid', 'refunded'] as const

export interface SalesBounds {
  start: Date
  end: Date
}

const inRange = (column: typeof orders.createdAt, { start, end }: SalesBounds) =>
  and(gte(column, start), lt(column, end))

const sold = (bounds: SalesBounds) =>
  and(inArray(orders.paymentStatus, [...SOLD]), inRange(orders.createdAt, bounds))

/** SQL text literals, not parameters: a grouped expression must read the same in SELECT and GROUP BY. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`)

/** The Lagos day an order was placed on, as the domain's lagosDay writes it. */
const lagosDayOf = sql<string>`to_char(${orders.createdAt} at time zone ${literal(SHOP_TIME_ZONE)}, 'YYYY-MM-DD')`

export async function salesByDay(db: Db, bounds: SalesBounds): Promise<DayFigures[]> {
  const rows = await db
    .select({
      day: lagosDayOf,
      orders: count(),
      revenue: sum(orders.totalAmount),
    })
    .from(orders)
    .where(sold(bounds))
    .groupBy(lagosDayOf)
  return rows.map((row) => ({
    day: row.day,
    orders: row.orders,
    revenue: Number(row.revenue ?? 0),
  }))
}

const units = sql<string>`sum(${orderItems.quantity})`
const lineRevenue = sql<string>`sum(${orderItems.quantity} * ${orderItems.price})`

export async function topFragrances(db: Db, bounds: SalesBounds) {
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      units,
      revenue: lineRevenue,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(sold(bounds))
    .groupBy(orderItems.productId)
    .orderBy(desc(units), desc(lineRevenue), asc(orderItems.productId))
    .limit(SALES_TOP_LIMIT)
  return rows.map((row) => ({
    product_id: row.productId,
    name: row.name,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }))
}

const sizeLabel = sql<string>`coalesce(${orderItems.sizeLabel}, ${literal(FULL_BOTTLE_LABEL)})`

export async function topSizes(db: Db, bounds: SalesBounds) {
  const rows = await db
    .select({ size: sizeLabel, units, revenue: lineRevenue })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(sold(bounds))
    .groupBy(sizeLabel)
    .orderBy(desc(units), desc(lineRevenue), asc(sizeLabel))
    .limit(SALES_TOP_LIMIT)
  return rows.map((row) => ({
    size: row.size,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }))
}

/**
 * Payments started in the range, by Paystack's channel and the order's method (the domain groups
 * them), and how many of each ended in a sale. A start Paystack refused is not a start.
 */
export async function paymentsByChannel(db: Db, bounds: SalesBounds) {
  const rows = await db
    .select({
      channel: payments.channel,
      orderPaymentMethod: orders.paymentMethod,
      started: count(),
      paid: sql<number>`(count(*) filter (where ${inArray(orders.paymentStatus, [...SOLD])}))::int`,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.orderId, payments.orderId))
    .where(
      and(
        gte(payments.createdAt, bounds.start),
        lt(payments.createdAt, bounds.end),
        ne(payments.status, 'initialize_failed'),
      ),
    )
    .groupBy(payments.channel, orders.paymentMethod)
  return rows
}

/** Refunds decided in the range (failed ones gave nothing back). */
export async function refundsIn(db: Db, bounds: SalesBounds) {
  const [row] = await db
    .select({ count: count(), amount: sum(refunds.amount) })
    .from(refunds)
    .where(
      and(
        gte(refunds.createdAt, bounds.start),
        lt(refunds.createdAt, bounds.end),
        ne(refunds.state, 'failed'),
      ),
    )
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) }
}

/** Returns asked for in the range (docs/product.md §12), whatever became of them. */
export async function returnsIn(db: Db, bounds: SalesBounds) {
  const [row] = await db
    .select({ count: count() })
    .from(returns)
    .where(and(gte(returns.createdAt, bounds.start), lt(returns.createdAt, bounds.end)))
  return { count: row?.count ?? 0 }
}

/**
 * Checkouts reminded in the range and how many of them came back: the domain's isRecovered,
 * spelled in SQL. The shopper paid, for this payment or for the new one the restored cart started
 * (same account), at or after the reminder and within the link's life.
 */
export async function checkoutsRecovered(db: Db, bounds: SalesBounds) {
  const later = alias(payments, 'later')
  const cameBack = db
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        or(eq(later.id, payments.id), eq(later.userId, payments.userId)),
        gte(later.paidAt, payments.remindedAt),
        lt(
          later.paidAt,
          sql`${payments.remindedAt} + ${RECOVERY_WINDOW_MS} * interval '1 millisecond'`,
        ),
      ),
    )
  const [row] = await db
    .select({
      reminded: count(),
      recovered: sql<number>`(count(*) filter (where ${exists(cameBack)}))::int`,
    })
    .from(payments)
    .where(
      and(
        isNotNull(payments.remindedAt),
        gte(payments.remindedAt, bounds.start),
        lt(payments.remindedAt, bounds.end),
      ),
    )
  return { reminded: row?.reminded ?? 0, recovered: row?.recovered ?? 0 }
}

/**
 * The dashboard's figures, one query each, listed once: the service reads them all for a range
 * and the bench EXPLAINs each (bench/dashboard.ts), so a figure added here is measured there too.
 */
export const salesFigures = {
  days: salesByDay,
  topFragrances,
  topSizes,
  channels: paymentsByChannel,
  refunds: refundsIn,
  returns: returnsIn,
  checkouts: checkoutsRecovered,
}

export type SalesFigures = {
  [Name in keyof typeof salesFigures]: Awaited<ReturnType<(typeof salesFigures)[Name]>>
}

/** Every figure of the range, its queries run at once. */
export async function readSalesFigures(db: Db, bounds: SalesBounds): Promise<SalesFigures> {
  const read = await Promise.all(
    Object.entries(salesFigures).map(
      async ([name, figure]) => [name, await figure(db, bounds)] as const,
    ),
  )
  // Object.entries and fromEntries lose the names' link to their types; each value is the
  // answer of the figure of its own name.
  return Object.fromEntries(read) as SalesFigures
}

/** Orders placed in the range, oldest first, after a (created_at, id) cursor: the CSV's batches. */
export async function ordersForExport(
  db: Db,
  bounds: SalesBounds,
  after: { createdAt: Date; id: number } | null,
  limit: number,
): Promise<(OrderCsvSource & { id: number })[]> {
  const cursor = after
    ? or(
        gt(orders.createdAt, after.createdAt),
        and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
      )
    : undefined
  return db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      items: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."order_id")`,
      discount: orders.discount,
      promoCode: orders.promoCode,
      shippingFee: orders.shippingFee,
      totalAmount: orders.totalAmount,
      fullName: orders.fullName,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
      state: orders.state,
      lga: orders.lga,
      city: orders.city,
    })
    .from(orders)
    .where(and(inRange(orders.createdAt, bounds), cursor))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
}
