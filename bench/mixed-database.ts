import type pg from 'pg'
import { type DatabaseFacts, readShopFacts } from '../apps/api/src/test/shop-invariants.js'
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

export function readFacts(
  client: pg.Client,
  userIds: number[],
  products: StockedProduct[],
  stockBefore: number,
): Promise<DatabaseFacts> {
  return readShopFacts(
    async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    userIds,
    products.map((product) => ({ productId: product.id, units: stockBefore })),
  )
}
