import { createOrderId } from '@scentia/domain/orders/order-id'
import type { Order } from '@scentia/domain/orders/order'
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, not, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderItems, orders, orderStatusEvents, refunds, returns } from '../../db/schema/index.js'
import { orderStage, type OrderStage } from '@scentia/domain/payment/order-lifecycle'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { OrderStatus } from '@scentia/domain/orders/status'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'orderId'>
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>

export type OrderRefundRow = typeof refunds.$inferSelect
export type OrderReturnRow = typeof returns.$inferSelect
export type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect

export interface StoredOrder {
  row: OrderRow
  items: OrderItemRow[]
  /**
   * Its refunds, oldest first, where the reader loaded them (docs/decisions/041: the payments
   * module writes them; the orders module reads them to show the order whole).
   */
  refunds?: OrderRefundRow[]
  /** Its returns, oldest first (docs/decisions/043: written by payments, read here). */
  returns?: OrderReturnRow[]
  /** When it was last marked delivered (its status events), the start of its return window. */
  deliveredAt?: Date | null
  /** Its status events, oldest first, where the reader loaded them (the track page's journey). */
  events?: OrderStatusEventRow[]
}

/**
 * The order as its owner receives it: the spec's Order (§3) plus how it was paid, so My Orders
 * can tell a paid order from one whose payment failed (docs/product.md §S4: such orders are recorded too).
 */
export type OwnerOrder = Order & {
  payment_status: OrderPaymentStatus
  payment_method: string
  transaction_reference: string
  refunds: NonNullable<Order['refunds']>
  delivery_method: NonNullable<Order['delivery_method']>
  pickup_code: string | null
  events: NonNullable<Order['events']>
}

export function toOrderRefund(refund: OrderRefundRow): NonNullable<Order['refunds']>[number] {
  return {
    id: refund.id,
    amount: refund.amount,
    state: refund.state,
    method: refund.method,
    created_at: refund.createdAt.toISOString(),
    settled_at: refund.settledAt?.toISOString() ?? null,
  }
}

export function toOrderReturn(row: OrderReturnRow): NonNullable<Order['returns']>[number] {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    note: row.note,
    lines: row.lines,
    resaleable: row.resaleable ?? null,
    owner_note: row.ownerNote,
    amount: row.amount,
    refund_id: row.refundId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    received_at: row.receivedAt?.toISOString() ?? null,
  }
}

/** An order line in the wire's names (docs/product.md §S3 cart_items), for the shopper and the console alike. */
export function toOrderLine(item: OrderItemRow): Order['cart_items'][number] {
  return {
    id: item.productId,
    name: item.name,
    image: item.image,
    quantity: item.quantity,
    price: item.price,
    size: item.sizeLabel,
    isSample: item.isSample,
  }
}

export function toOwnerOrder({
  row,
  items,
  refunds: refundRows = [],
  returns: returnRows = [],
  deliveredAt = null,
  events = [],
}: StoredOrder): OwnerOrder {
  return {
    order_id: row.orderId,
    id: row.id,
    status: row.status,
    tracking_number: row.trackingNumber,
    courier_name: row.courierName,
    tracking_url: row.trackingUrl,
    total_amount: row.totalAmount,
    shipping_fee: row.shippingFee,
    promo_code: row.promoCode,
    discount: row.discount,
    cart_items: items.map(toOrderLine),
    sample_credit: row.sampleCredit,
    shipping_address: row.shippingAddress,
    city: row.city,
    state: row.state,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    estimated_delivery: row.estimatedDelivery.toISOString(),
    delivery_days:
      row.deliveryMinDays !== null && row.deliveryMaxDays !== null
        ? { min_days: row.deliveryMinDays, max_days: row.deliveryMaxDays }
        : null,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    transaction_reference: row.transactionReference,
    refunds: refundRows.map(toOrderRefund),
    returns: returnRows.map(toOrderReturn),
    delivered_at: deliveredAt?.toISOString() ?? null,
    is_gift: row.isGift,
    gift_wrap: row.giftWrap,
    delivery_method: row.deliveryMethod,
    pickup_code: row.pickupCode,
    events: events.map((event) => ({ status: event.toStatus, at: event.at.toISOString() })),
  }
}

/** The refunds of these orders, oldest first, by order id. */
export async function refundsFor(
  db: Db,
  orderIds: string[],
): Promise<Map<string, OrderRefundRow[]>> {
  const byOrder = new Map<string, OrderRefundRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.orderId), asc(refunds.createdAt), asc(refunds.id))
  for (const refund of rows) {
    const list = byOrder.get(refund.orderId) ?? []
    list.push(refund)
    byOrder.set(refund.orderId, list)
  }
  return byOrder
}

/** The returns of these orders, oldest first, by order id. */
export async function returnsFor(
  db: Db,
  orderIds: string[],
): Promise<Map<string, OrderReturnRow[]>> {
  const byOrder = new Map<string, OrderReturnRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.orderId), asc(returns.createdAt), asc(returns.id))
  for (const entry of rows) {
    const list = byOrder.get(entry.orderId) ?? []
    list.push(entry)
    byOrder.set(entry.orderId, list)
  }
  return byOrder
}

/**
 * When each of these orders was last marked delivered, from its status events: the return
 * window runs from there (docs/product.md §12).
 */
export async function deliveredAtFor(db: Db, orderIds: string[]): Promise<Map<string, Date>> {
  const byOrder = new Map<string, Date>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select({
      orderId: orderStatusEvents.orderId,
      at: sql<Date | string | null>`max(${orderStatusEvents.at})`,
    })
    .from(orderStatusEvents)
    .where(
      and(
        inArray(orderStatusEvents.orderId, orderIds),
        eq(orderStatusEvents.toStatus, 'delivered'),
      ),
    )
    .groupBy(orderStatusEvents.orderId)
  for (const row of rows) if (row.at) byOrder.set(row.orderId, new Date(row.at))
  return byOrder
}

async function itemsFor(db: Db, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
  for (const item of rows) {
    const list = byOrder.get(item.orderId) ?? []
    list.push(item)
    byOrder.set(item.orderId, list)
  }
  return byOrder
}

export async function findOrder(db: Db, orderId: string): Promise<StoredOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1)
  if (!row) return undefined
  return {
    row,
    items: (await itemsFor(db, [row.orderId])).get(row.orderId) ?? [],
    refunds: (await refundsFor(db, [row.orderId])).get(row.orderId) ?? [],
    returns: (await returnsFor(db, [row.orderId])).get(row.orderId) ?? [],
    deliveredAt: (await deliveredAtFor(db, [row.orderId])).get(row.orderId) ?? null,
    events: await db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.orderId))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
  }
}

/** A customer's orders, newest first: two queries whatever the count (no N+1). */
export async function listOrdersForUser(db: Db, userId: number): Promise<StoredOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  const ids = rows.map((row) => row.orderId)
  const items = await itemsFor(db, ids)
  const refundRows = await refundsFor(db, ids)
  const returnRows = await returnsFor(db, ids)
  const delivered = await deliveredAtFor(db, ids)
  return rows.map((row) => ({
    row,
    items: items.get(row.orderId) ?? [],
    refunds: refundRows.get(row.orderId) ?? [],
    returns: returnRows.get(row.orderId) ?? [],
    deliveredAt: delivered.get(row.orderId) ?? null,
  }))
}

/** Collisions among 10^10 random ids are rare; five in a row would mean a broken generator. */
const ORDER_ID_ATTEMPTS = 5

/**
 * Inserts an order under a fresh random id, its lines and its first status event. Call inside
 * the transaction that holds the payment's lock. A clash on the id is skipped with ON CONFLICT
 * (so the transaction is not aborted) and a new id drawn.
 */
export async function insertOrder(
  db: Db,
  values: NewOrderRow,
  items: readonly NewOrderItem[],
  options: { rng: () => number; actorUserId: number | null; at: Date },
): Promise<StoredOrder> {
  for (let attempt = 0; attempt < ORDER_ID_ATTEMPTS; attempt++) {
    const orderId = createOrderId(options.rng)
    const [row] = await db
      .insert(orders)
      .values({ ...values, orderId })
      .onConflictDoNothing({ target: orders.orderId })
      .returning()
    if (!row) continue
    const itemRows = await db
      .insert(orderItems)
      .values(items.map((item) => ({ ...item, orderId })))
      .returning()
    const [event] = await db
      .insert(orderStatusEvents)
      .values({
        orderId,
        fromStatus: null,
        toStatus: row.status,
        trackingNumber: row.trackingNumber,
        actorUserId: options.actorUserId,
        at: options.at,
      })
      .returning()
    return {
      row,
      items: itemRows.sort((a, b) => a.id - b.id),
      events: event ? [event] : [],
    }
  }
  throw new Error(`No free order id after ${ORDER_ID_ATTEMPTS} draws`)
}

/**
 * How many of the shopper's orders wait unpaid while holding stock (a transfer on its way, pay on
 * delivery not yet collected): the number the unpaid-order limit counts (docs/decisions/029).
 */
export async function countUnpaidHolds(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'pending'),
        isNotNull(orders.stockHeldAt),
      ),
    )
  return row?.count ?? 0
}

/**
 * The order is cancelled: its status becomes cancelled, its payment abandoned when the money
 * never came (a paid one stays paid until its refund goes through), and the change joins the
 * order's history (My Orders, Notifications).
 */
export async function markOrderCancelled(
  db: Db,
  row: OrderRow,
  change: { actorUserId: number; at: Date; paymentStatus: OrderPaymentStatus },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status: 'cancelled',
      paymentStatus: change.paymentStatus,
      stockHeldAt: null,
      updatedAt: change.at,
    })
    .where(eq(orders.orderId, row.orderId))
  await db.insert(orderStatusEvents).values({
    orderId: row.orderId,
    fromStatus: row.status,
    toStatus: 'cancelled',
    trackingNumber: row.trackingNumber,
    actorUserId: change.actorUserId,
    at: change.at,
  })
}

export async function updateOrderPayment(
  db: Db,
  orderId: string,
  change: {
    paymentStatus: OrderPaymentStatus
    paymentMethod: string
    at: Date
    /** Set when the order starts or stops holding stock unpaid; left alone when undefined. */
    stockHeldAt?: Date | null
  },
): Promise<void> {
  await db
    .update(orders)
    .set({
      paymentStatus: change.paymentStatus,
      paymentMethod: change.paymentMethod,
      updatedAt: change.at,
      ...(change.stockHeldAt === undefined ? {} : { stockHeldAt: change.stockHeldAt }),
    })
    .where(eq(orders.orderId, orderId))
}

/**
 * Everything paid for the order went back: status and payment both say refunded, and the change
 * joins its history (docs/product.md §12).
 */
export async function markOrderRefunded(
  db: Db,
  row: OrderRow,
  change: { actorUserId: number | null; at: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'refunded', paymentStatus: 'refunded', stockHeldAt: null, updatedAt: change.at })
    .where(eq(orders.orderId, row.orderId))
  await db.insert(orderStatusEvents).values({
    orderId: row.orderId,
    fromStatus: row.status,
    toStatus: 'refunded',
    trackingNumber: row.trackingNumber,
    actorUserId: change.actorUserId,
    at: change.at,
  })
}

/** The order, locked until the transaction ends, so two owners' clicks apply one after the other. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for('update')
    .limit(1)
  return row
}

export async function moveOrder(
  tx: Db,
  row: OrderRow,
  change: { to: OrderStatus; trackingNumber: string | null; actorUserId: number | null; at: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: change.to, trackingNumber: change.trackingNumber, updatedAt: change.at })
    .where(eq(orders.orderId, row.orderId))
  // The history the track page, Notifications (docs/product.md §7) and the console read.
  await tx.insert(orderStatusEvents).values({
    orderId: row.orderId,
    fromStatus: row.status,
    toStatus: change.to,
    trackingNumber: change.trackingNumber,
    actorUserId: change.actorUserId,
    at: change.at,
  })
}

/** A wrong pickup code typed at the counter counts against the order's tries (decision 046). */
export async function countPickupCodeFailure(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ pickupCodeFailures: sql`${orders.pickupCodeFailures} + 1`, updatedAt: at })
    .where(eq(orders.orderId, orderId))
}

/** The owner unlocked a locked pickup code (decision 046): its wrong tries start again from none. */
export async function resetPickupCodeFailures(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ pickupCodeFailures: 0, updatedAt: at })
    .where(eq(orders.orderId, orderId))
}

export async function setTrackingNumber(
  tx: Db,
  orderId: string,
  trackingNumber: string,
  at: Date,
): Promise<void> {
  await tx.update(orders).set({ trackingNumber, updatedAt: at }).where(eq(orders.orderId, orderId))
}

/** A courier booked through the shop: its name, tracking number and link, on the order. */
export async function setCourierBooking(
  tx: Db,
  orderId: string,
  booking: { courierName: string; trackingNumber: string; trackingUrl: string | null; at: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      courierName: booking.courierName,
      trackingNumber: booking.trackingNumber,
      trackingUrl: booking.trackingUrl,
      updatedAt: booking.at,
    })
    .where(eq(orders.orderId, orderId))
}

/**
 * Unpaid orders that have held their units since before `heldBefore`, oldest first: the
 * transfer expiry's candidates (pay on delivery holds too; the caller keeps only transfers).
 */
export async function listHeldSince(
  db: Db,
  heldBefore: Date,
  limit: number,
): Promise<{ reference: string; method: string }[]> {
  return db
    .select({ reference: orders.transactionReference, method: orders.paymentMethod })
    .from(orders)
    .where(
      and(
        isNotNull(orders.stockHeldAt),
        eq(orders.paymentStatus, 'pending'),
        lte(orders.stockHeldAt, heldBefore),
      ),
    )
    .orderBy(asc(orders.stockHeldAt))
    .limit(limit)
}

/** What an erased customer's kept orders say instead of who they were. */
export const REDACTED_NAME = 'Deleted customer'
export const REDACTED_EMAIL = 'deleted@customer.invalid'

/**
 * Account deletion (privacy module): the orders stay for the shop's books (amounts, items,
 * references), but name, email, phone and street are erased — except on a paid order still on
 * its way or awaiting a refund, where the courier or support still needs them to finish the job.
 * Returns the order ids that keep their details.
 */
export async function redactOrdersOfUser(db: Db, userId: number, at: Date): Promise<string[]> {
  const inFlight = and(
    inArray(orders.paymentStatus, ['paid', 'refund_due']),
    ne(orders.status, 'delivered'),
  )
  await db
    .update(orders)
    .set({
      fullName: REDACTED_NAME,
      email: REDACTED_EMAIL,
      phoneNumber: '',
      shippingAddress: '',
      updatedAt: at,
    })
    .where(and(eq(orders.userId, userId), not(inFlight ?? sql`false`)))
  const kept = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.userId, userId), inFlight))
  return kept.map((row) => row.orderId)
}

/** The stage of an order row (or of no order yet): the domain's orderStage on its columns. */
export function stageOf(row: OrderRow | undefined): OrderStage {
  return orderStage(
    row && {
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      stockHeld: row.stockHeldAt !== null,
    },
  )
}
