/**
 * The shop's invariants after a run of purchases, read from the database and judged in one place:
 * the load bench (`npm run bench`, bench/mixed-workload.ts) checks them after 50 shoppers, and the
 * fault tests (src/faults) after each outage they cause. Plain SQL through a `query` function, so
 * a pg client, a drizzle database on PGlite or on PostgreSQL can all answer it.
 */

/** Runs one parameterised statement (`$1`, `$2` …) and answers its rows. */
export type SqlQuery = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>

/** What the database says after a run (all counts are the run's own accounts only). */
export interface DatabaseFacts {
  orders: number
  successfulPayments: number
  /** Successful payments without an order, and orders whose reference is no successful payment. */
  successfulPaymentsWithoutOrder: number
  ordersWithoutSuccessfulPayment: number
  /** Payments flagged for a refund (money in, no paid order): none when stock suffices. */
  refundsDue: number
  minimumStock: number
  /** Whether products_stock_not_negative is in place and validated: the database's own guard. */
  hasStockCheckConstraint: boolean
  /** Per product the run bought: units before the run, after it, and in its paid orders. */
  stock: { productId: number; before: number; after: number; ordered: number }[]
}

export interface InvariantCheck {
  name: string
  expected: string
  actual: string
  holds: boolean
}

/**
 * The shop's invariants after a run: every completed purchase is one order made from one
 * successful payment, stock is never negative, and the stock taken is what the orders hold.
 */
export function checkInvariants(
  facts: DatabaseFacts,
  completedPurchases: number,
): InvariantCheck[] {
  const taken = facts.stock.reduce((sum, row) => sum + (row.before - row.after), 0)
  const ordered = facts.stock.reduce((sum, row) => sum + row.ordered, 0)
  const mismatched = facts.stock.filter((row) => row.before - row.after !== row.ordered)
  return [
    {
      name: 'orders = successful payments',
      expected: `${facts.successfulPayments} (successful payments)`,
      actual: `${facts.orders} orders`,
      holds: facts.orders === facts.successfulPayments,
    },
    {
      name: 'each order stands for one successful payment',
      expected: '0 unmatched',
      actual:
        `${facts.successfulPaymentsWithoutOrder} payments without an order, ` +
        `${facts.ordersWithoutSuccessfulPayment} orders without a payment`,
      holds:
        facts.successfulPaymentsWithoutOrder === 0 && facts.ordersWithoutSuccessfulPayment === 0,
    },
    {
      name: 'orders = purchases the shoppers completed',
      expected: `${completedPurchases} (checkout answered 2xx)`,
      actual: `${facts.orders} orders`,
      holds: facts.orders === completedPurchases,
    },
    {
      name: 'no payment left to refund',
      expected: '0',
      actual: String(facts.refundsDue),
      holds: facts.refundsDue === 0,
    },
    {
      name: 'stock never negative',
      expected: 'min ≥ 0, CHECK constraint in place',
      actual:
        `min ${facts.minimumStock}, ` +
        (facts.hasStockCheckConstraint ? 'constraint validated' : '**constraint missing**'),
      holds: facts.minimumStock >= 0 && facts.hasStockCheckConstraint,
    },
    {
      name: 'stock taken = quantities ordered',
      expected: `${ordered} units in paid orders`,
      actual:
        `${taken} units taken` +
        (mismatched.length > 0
          ? `; differs for product ${mismatched.map((row) => row.productId).join(', ')}`
          : ''),
      holds: mismatched.length === 0,
    },
  ]
}

export async function readShopFacts(
  query: SqlQuery,
  userIds: number[],
  stockBefore: readonly { productId: number; units: number }[],
): Promise<DatabaseFacts> {
  const one = async <T extends object>(text: string, values: unknown[] = []): Promise<T> => {
    const rows = (await query(text, values)) as T[]
    const row = rows[0]
    if (!row) throw new Error(`no answer to ${text}`)
    return row
  }
  const counts = await one<{
    orders: string
    successful: string
    without_order: string
    orphan_orders: string
    refunds: string
  }>(
    `select
       (select count(*) from orders where user_id = any($1)) as orders,
       (select count(*) from payments where user_id = any($1) and status = 'success') as successful,
       (select count(*) from payments where user_id = any($1) and status = 'success'
                                        and order_id is null) as without_order,
       (select count(*) from orders o where o.user_id = any($1) and not exists (
          select 1 from payments p where p.order_id = o.order_id and p.status = 'success'
                                     and p.reference = o.transaction_reference)) as orphan_orders,
       (select count(*) from payments where user_id = any($1) and needs_refund) as refunds`,
    [userIds],
  )
  const stock = await one<{ minimum: number }>('select min(stock) as minimum from products')
  const constraint = await one<{ present: boolean }>(
    `select exists (select 1 from pg_constraint where conname = 'products_stock_not_negative'
                      and convalidated) as present`,
  )
  const ids = stockBefore.map((product) => product.productId)
  const rows = (await query(
    `select p.id, p.stock as after,
            coalesce((select sum(i.quantity) from order_items i join orders o on o.order_id = i.order_id
                       where i.product_id = p.id and o.user_id = any($2)
                         and o.payment_status = 'paid'), 0) as ordered
       from products p where p.id = any($1) order by p.id`,
    [ids, userIds],
  )) as { id: number; after: number; ordered: string }[]
  const before = new Map(stockBefore.map((product) => [product.productId, product.units]))
  return {
    orders: Number(counts.orders),
    successfulPayments: Number(counts.successful),
    successfulPaymentsWithoutOrder: Number(counts.without_order),
    ordersWithoutSuccessfulPayment: Number(counts.orphan_orders),
    refundsDue: Number(counts.refunds),
    minimumStock: stock.minimum,
    hasStockCheckConstraint: constraint.present,
    stock: rows.map((row) => ({
      productId: row.id,
      before: before.get(row.id) ?? Number.NaN,
      after: row.after,
      ordered: Number(row.ordered),
    })),
  }
}
