import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiblingApp } from '../../test/build-test-app.js'
import {
  buildPaystackTestApp,
  buyAsNewShopper,
  eventually,
  pickProducts,
  readStock,
  type CatalogueProduct,
  type PaystackTestApp,
} from '../payments/payments-test-kit.js'

/**
 * A purchase reads the bought product again, not the catalogue (docs/decisions/039): real
 * purchases through the fake Paystack, the products read counted by the API's own metrics, in
 * the process that sold it and in a second process on the same database. Run on PostgreSQL too.
 */
async function productsRead(
  app: FastifyInstance,
): Promise<{ all: number; changed: number; stamps: number }> {
  const body = (await app.inject({ method: 'GET', url: '/metrics' })).body
  const counter = (read: string) =>
    Number(
      new RegExp(`^scentia_catalogue_products_read_total\\{read="${read}"\\} (\\d+)$`, 'm').exec(
        body,
      )?.[1] ?? 0,
    )
  return { all: counter('all'), changed: counter('changed'), stamps: counter('stamps') }
}

describe('catalogue refresh after a purchase', () => {
  let t: PaystackTestApp
  let sibling: FastifyInstance
  let bought: CatalogueProduct

  const buy = () => buyAsNewShopper(t, [{ id: bought.id, quantity: 1 }])

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    sibling = await buildSiblingApp(t)
    const [first] = await pickProducts(t.database.db, 1, 20)
    if (!first) throw new Error('the seed should stock a product')
    bought = first
    // Both processes hold the catalogue before anything is sold.
    await t.app.products.listProducts()
    await sibling.products.listProducts()
  }, 120_000)

  afterAll(async () => {
    await sibling.close()
    await t.close()
  })

  it('reads only the bought product again in the process that sold it', async () => {
    const before = await productsRead(t.app)
    expect(before.all).toBeGreaterThan(0)
    const stock = await readStock(t.database.db, bought.id)
    await buy()
    const served = (await t.app.products.findProductsByIds([bought.id]))[0]
    expect(served?.stock).toBe(stock - 1)
    const after = await productsRead(t.app)
    // Named by the sale (the order's lines), so no stamp of the catalogue is compared.
    expect(after).toEqual({ all: before.all, changed: before.changed + 1, stamps: before.stamps })
  })

  it('finds another process’s sale by its stamp within the revalidation, and reads only that product', async () => {
    // The sibling first catches up with the sale above, on its own clock.
    const sold = await readStock(t.database.db, bought.id)
    await eventually(async () => {
      expect((await sibling.products.findProductsByIds([bought.id]))[0]?.stock).toBe(sold)
    }, 15_000)
    const before = await productsRead(sibling)
    await buy()
    await eventually(async () => {
      expect((await sibling.products.findProductsByIds([bought.id]))[0]?.stock).toBe(sold - 1)
    }, 15_000)
    // Nothing named it here: the sibling finds it by comparing every product's stamp.
    const after = await productsRead(sibling)
    expect(after).toMatchObject({ all: before.all, changed: before.changed + 1 })
    expect(after.stamps).toBeGreaterThan(before.stamps)
  }, 40_000)
})
