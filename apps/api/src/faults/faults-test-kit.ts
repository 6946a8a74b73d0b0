import { inArray, sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client.js'
import { products } from '../db/schema/index.js'
import { checkInvariants, readShopFacts, type SqlQuery } from '../test/shop-invariants.js'

/**
 * What every fault test ends with (imported by *.test.ts only): the shop's invariants, read by the
 * same SQL and judged by the same function as the load bench's (test/shop-invariants.ts).
 */

/** The shared invariant SQL (`$1`, `$2` …) run through drizzle, on PGlite or PostgreSQL alike. */
function queryThrough(db: Db): SqlQuery {
  return async (text, values) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      )
    // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
    const result = (await db.execute(sql.join(chunks))) as { rows: Record<string, unknown>[] }
    return result.rows
  }
}

export async function readStock(db: Db, productIds: number[]) {
  const rows = await db
    .select({ productId: products.id, units: products.stock })
    .from(products)
    .where(inArray(products.id, productIds))
  return rows
}

/**
 * Orders = successful payments, each order one payment, stock never negative and taken exactly
 * as ordered, no refund owed, and `completedPurchases` orders in all.
 */
export async function expectShopInvariants(
  db: Db,
  run: {
    userIds: number[]
    stockBefore: { productId: number; units: number }[]
    completedPurchases: number
  },
) {
  const facts = await readShopFacts(queryThrough(db), run.userIds, run.stockBefore)
  const broken = checkInvariants(facts, run.completedPurchases).filter((check) => !check.holds)
  expect(broken).toEqual([])
}
