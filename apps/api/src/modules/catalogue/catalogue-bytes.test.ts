import type { Product } from '@scentia/domain/catalog/product'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/products.js'
import { growCatalogue } from '../../db/seed/grow-catalogue.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'

/**
 * A catalogue change costs no compression until a body is asked for (docs/decisions/032): the
 * art of 500 products is not compressed because the catalogue was read, and the visitors' list
 * once per change, when first asked. Counted by the API's own metrics. Run on PostgreSQL too.
 */
async function preparations(t: TestApp) {
  const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body
  const read = (kind: string) =>
    Number(
      new RegExp(`^scentia_catalogue_preparations_total\\{body="${kind}"\\} (\\d+)$`, 'm').exec(
        body,
      )?.[1] ?? 0,
    )
  return { list: read('list'), art: read('art') }
}

describe('catalogue bodies, prepared when asked', () => {
  let t: TestApp
  let product: Product
  beforeAll(async () => {
    t = await buildTestApp()
    await growCatalogue(t.database.db, { products: 564 })
    t.app.products.invalidate()
    const list = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    product = list.json<{ productList: Product[] }>().productList[0] as Product
  }, 60_000)
  afterAll(async () => {
    await t.close()
  })

  const getProduct = () => t.app.inject({ method: 'GET', url: `/api/product/${product.productId}` })

  it('compresses no art when the catalogue is read, and one art once when a browser asks for it', async () => {
    const before = await preparations(t)
    t.app.products.invalidate()
    expect((await getProduct()).statusCode).toBe(200)
    expect((await preparations(t)).art).toBe(before.art)

    for (let i = 0; i < 3; i++) {
      const art = await t.app.inject({
        method: 'GET',
        url: product.image,
        headers: { 'accept-encoding': 'br' },
      })
      expect(art.statusCode).toBe(200)
      expect(art.headers['content-encoding']).toBe('br')
    }
    expect((await preparations(t)).art).toBe(before.art + 1)
  })

  it('prepares the visitors’ list once per change, and only when it is asked for', async () => {
    const before = await preparations(t)
    await t.database.db
      .update(products)
      .set({ stock: product.stock + 1 })
      .where(eq(products.productId, product.productId))
    t.app.products.invalidate()
    await getProduct()
    expect((await preparations(t)).list).toBe(before.list)

    for (let i = 0; i < 3; i++) {
      const list = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
      const shown = list.json<{ productList: Product[] }>().productList
      expect(shown.find((item) => item.id === product.id)?.stock).toBe(product.stock + 1)
    }
    expect((await preparations(t)).list).toBe(before.list + 1)
  })
})
