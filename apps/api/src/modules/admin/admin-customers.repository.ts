import type {
  AdminCustomerDetail,
  AdminCustomerSummary,
  AdminStats,
} from '@scentia/domain/admin/order-console'
import { LOW_STOCK_THRESHOLD } from '@scentia/domain/admin/order-console'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, products, users } from '../../db/schema/index.js'
import { listOrdersOfUser } from './admin-orders.repository.js'
import { containsPattern } from '../../db/search-pattern.js'

// Correlated subqueries on orders(user_id, …): one query for the page, whatever its size.
// Spelled out: drizzle writes columns unqualified inside select fields, which would make the
// correlated condition compare orders with itself.
const orderCount = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`
const totalSpent = sql<number>`(select coalesce(sum(o.total_amount), 0)::int from orders o where o.user_id = "users"."id" and o.payment_status = 'paid')`

const customerColumns = {
  user_id: users.id,
  full_name: users.fullName,
  email: users.email,
  verified: users.verified,
  role: users.role,
  order_count: orderCount,
  total_spent: totalSpent,
  created_at: users.createdAt,
}

type CustomerRow = Omit<AdminCustomerSummary, 'created_at'> & { created_at: Date }

const toSummary = (row: CustomerRow): AdminCustomerSummary => ({
  ...row,
  created_at: row.created_at.toISOString(),
})

export async function listCustomers(
  db: Db,
  query: { search: string | undefined; page: number; pageSize: number },
): Promise<{ items: AdminCustomerSummary[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined
  const where = pattern
    ? or(ilike(users.fullName, pattern), ilike(users.email, pattern))
    : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ])
  return { items: rows.map(toSummary), total: totalRow?.total ?? 0 }
}

export async function findCustomer(
  db: Db,
  userId: number,
): Promise<AdminCustomerDetail | undefined> {
  const [row] = await db
    .select({
      ...customerColumns,
      phone_number: users.phoneNumber,
      last_login_at: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) return undefined
  const { phone_number, last_login_at, ...summary } = row
  return {
    ...toSummary(summary),
    phone_number,
    last_login_at: last_login_at?.toISOString() ?? null,
    orders: await listOrdersOfUser(db, userId),
  }
}

/** The dashboard's figures: paid orders by status, revenue, and what is about to sell out. */
export async function loadStats(db: Db): Promise<Omit<AdminStats, 'success'>> {
  const paid = eq(orders.paymentStatus, 'paid')
  const [byStatus, [totals], lowStock] = await Promise.all([
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(paid)
      .groupBy(orders.status),
    db
      .select({ revenue: sum(orders.totalAmount), paidOrders: count() })
      .from(orders)
      .where(paid),
    db
      .select({
        id: products.id,
        productId: products.productId,
        name: products.name,
        stock: products.stock,
      })
      .from(products)
      .where(and(isNull(products.retiredAt), lte(products.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(20),
  ])
  const ordersByStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as AdminStats['orders_by_status']
  for (const row of byStatus) ordersByStatus[row.status] = row.count
  return {
    orders_by_status: ordersByStatus,
    awaiting_processing: ordersByStatus.pending,
    revenue: Number(totals?.revenue ?? 0),
    paid_orders: totals?.paidOrders ?? 0,
    low_stock: lowStock,
  }
}
