import { MAX_PICKUP_CODE_ATTEMPTS } from '@scentia/domain/shipping/pickup'
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  StatusHistoryEntry,
} from '@scentia/domain/admin/order-console'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, orderStatusEvents, users } from '../../db/schema/index.js'
import { findOrder, toOrderLine, toOrderRefund, toOrderReturn } from '../orders/index.js'
import { containsPattern } from '../../db/search-pattern.js'

export interface OrderListQuery {
  search: string | undefined
  status: OrderStatus | undefined
  page: number
  pageSize: number
}

// Spelled out: drizzle writes columns unqualified inside select fields, which would make the
// correlated condition compare order_items with itself.
const itemCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."order_id")`

const summaryColumns = {
  order_id: orders.orderId,
  status: orders.status,
  payment_status: orders.paymentStatus,
  total_amount: orders.totalAmount,
  full_name: orders.fullName,
  email: orders.email,
  item_count: itemCount,
  tracking_number: orders.trackingNumber,
  created_at: orders.createdAt,
}

type SummaryRow = Omit<AdminOrderSummary, 'created_at'> & { created_at: Date }

const toSummary = (row: SummaryRow): AdminOrderSummary => ({
  ...row,
  created_at: row.created_at.toISOString(),
})

function listFilter({
  search,
  status,
}: Pick<OrderListQuery, 'search' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (status) conditions.push(eq(orders.status, status))
  if (search) {
    const pattern = containsPattern(search)
    conditions.push(
      or(
        ilike(orders.orderId, pattern),
        ilike(orders.fullName, pattern),
        ilike(orders.email, pattern),
        sql`exists (select 1 from order_items oi where oi.order_id = "orders"."order_id" and oi.name ilike ${pattern})`,
      ),
    )
  }
  return and(...conditions)
}

/** One page of orders, newest first, and how many match in all (two queries). */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
): Promise<{ items: AdminOrderSummary[]; total: number }> {
  const where = listFilter(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return { items: rows.map(toSummary), total: totalRow?.total ?? 0 }
}

/** A customer's orders, newest first (the customer page). */
export async function listOrdersOfUser(db: Db, userId: number): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toSummary)
}

async function historyOf(db: Db, orderId: string): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .select({
      from: orderStatusEvents.fromStatus,
      to: orderStatusEvents.toStatus,
      trackingNumber: orderStatusEvents.trackingNumber,
      actorId: users.id,
      actorName: users.fullName,
      at: orderStatusEvents.at,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.actorUserId))
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id))
  return rows.map((row) => ({
    from_status: row.from,
    to_status: row.to,
    tracking_number: row.trackingNumber,
    actor:
      row.actorId !== null && row.actorName !== null
        ? { user_id: row.actorId, full_name: row.actorName }
        : null,
    at: row.at.toISOString(),
  }))
}

/** The whole order with its customer, address and status history; undefined if unknown. */
export async function findOrderDetail(
  db: Db,
  orderId: string,
): Promise<AdminOrderDetail | undefined> {
  const stored = await findOrder(db, orderId)
  if (!stored) return undefined
  const { row, items, refunds = [], returns = [] } = stored
  return {
    order_id: row.orderId,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    transaction_reference: row.transactionReference,
    tracking_number: row.trackingNumber,
    courier_name: row.courierName,
    tracking_url: row.trackingUrl,
    total_amount: row.totalAmount,
    shipping_fee: row.shippingFee,
    sample_credit: row.sampleCredit,
    promo_code: row.promoCode,
    discount: row.discount,
    cart_items: items.map(toOrderLine),
    customer: {
      user_id: row.userId,
      full_name: row.fullName,
      email: row.email,
      phone_number: row.phoneNumber,
    },
    address: {
      street_address: row.shippingAddress,
      city: row.city,
      ward: row.ward,
      lga: row.lga,
      state: row.state,
    },
    created_at: row.createdAt.toISOString(),
    estimated_delivery: row.estimatedDelivery.toISOString(),
    history: await historyOf(db, row.orderId),
    refunds: refunds.map(toOrderRefund),
    returns: returns.map(toOrderReturn),
    stock_held: row.stockHeldAt !== null,
    gift_wrap: row.giftWrap,
    gift: row.isGift ? { message: row.giftMessage } : null,
    delivery_method: row.deliveryMethod,
    pickup_tries_left:
      row.deliveryMethod === 'pickup'
        ? Math.max(0, MAX_PICKUP_CODE_ATTEMPTS - row.pickupCodeFailures)
        : null,
  }
}
