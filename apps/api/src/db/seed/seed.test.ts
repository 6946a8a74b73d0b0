import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { orders, users } from '../schema/index.js'
import { DEMO_CUSTOMER } from './demo-customer.js'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { seedDatabase } from './seed.js'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // The template database was seeded with demo data; start from a shop that has none.
  await t.database.db.delete(orders).where(eq(orders.orderId, DEMO_ORDER_ID))
  await t.database.db.delete(users).where(eq(users.email, DEMO_CUSTOMER.email))
})
afterAll(() => t.close())

async function demoData() {
  const db = t.database.db
  const customers = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email))
  const demoOrders = await db.select().from(orders).where(eq(orders.orderId, DEMO_ORDER_ID))
  return { customers: customers.length, orders: demoOrders.length }
}

describe('seedDatabase', () => {
  // The demo shopper's password is published in the README; in production it would be
  // an account anyone can sign into.
  it('seeds no demo customer and no demo order for production', async () => {
    await seedDatabase(t.database.db, { withDemoData: false })
    expect(await demoData()).toEqual({ customers: 0, orders: 0 })
  })

  it('seeds them outside production', async () => {
    await seedDatabase(t.database.db, { withDemoData: true })
    expect(await demoData()).toEqual({ customers: 1, orders: 1 })
  })
})
