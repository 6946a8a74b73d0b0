import type pg from 'pg'
import type { DatabaseFacts } from './mixed-stats.js'
import type { StockedProduct } from './mixed-accounts.js'

/** What the mixed workload writes to and reads from PostgreSQL itself, outside the shop's API. */

/**
 * The products the shoppers buy: the cheapest live ones (no "test product", whose free delivery
 * is a special case), stocked high enough that no purchase can run out.
 */
export async function stockProducts(client: pg.Client, units: number): Promise<StockedProduct[]> {
  const { rows } = await client.query<{ id: number; product_id: string; price: number }>(
    `update products set stock = $1, updated_at = now()
      where id in (select id from products
                    where retired_at is null and stock > 0 and lower(name) <> 'test product'
                    order by price, id limit 8)
      returning id, product_id, price`,
    [units],
  )
  if (rows.length === 0) throw new Error('the seeded catalogue has no product to sell')
  return rows.map((row) => ({ id: row.id, productId: row.product_id, price: row.price }))
}

export async function readFacts(
  client: pg.Client,
  userIds: number[],
  products: StockedProduct[],
  stockBefore: number,
): Promise<DatabaseFacts> {
  const one = async <T extends object>(text: string, values: unknown[] = []): Promise<T> => {
    const { rows } = await client.query<T>(text, values)
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
  const ids = products.map((product) => product.id)
  const { rows } = await client.query<{ id: number; after: number; ordered: string }>(
    `select p.id, p.stock as after,
            coalesce((select sum(i.quantity) from order_items i join orders o on o.order_id = i.order_id
                       where i.product_id = p.id and o.user_id = any($2)
                         and o.payment_status = 'paid'), 0) as ordered
       from products p where p.id = any($1) order by p.id`,
    [ids, userIds],
  )
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
      before: stockBefore,
      after: row.after,
      ordered: Number(row.ordered),
    })),
  }
}
