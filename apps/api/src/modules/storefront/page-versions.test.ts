import type { Product } from '@scentia/domain/catalog/product'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildPaystackTestApp,
  buyAsNewShopper,
  eventually,
  pickProducts,
  readStock,
  setStock,
  type PaystackTestApp,
} from '../payments/payments-test-kit.js'
import { createOwner, solidPng } from '../admin/admin-test-kit.js'
import { buildSiblingApp } from '../../test/build-test-app.js'
import { buildStorefront } from '../../test/storefront-build.js'

/**
 * A purchase re-renders at most the pages that show the bought fragrance (docs/decisions/032):
 * real purchases through the fake Paystack, the real build rendered by the real API, renders
 * counted by the API's own metrics (as render-flood.test.ts does). Run on PostgreSQL too.
 */
const ORIGIN = 'https://shop.example.ng'
const BROWSER = { 'accept-encoding': 'identity' }

async function rendered(app: FastifyInstance): Promise<number> {
  const body = (await app.inject({ method: 'GET', url: '/metrics' })).body
  return Number(
    /^scentia_storefront_renders_total\{outcome="rendered"\} (\d+)$/m.exec(body)?.[1] ?? 0,
  )
}

const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''

describe('page versions: what a purchase re-renders', () => {
  let build: { webRoot: string; dispose(): Promise<void> }
  let t: PaystackTestApp
  let sibling: FastifyInstance
  let bought: Product
  let other: Product

  const get = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: BROWSER })

  /** The renders `work` causes on `app`. */
  async function rendersDuring(app: FastifyInstance, work: () => Promise<void>) {
    const before = await rendered(app)
    await work()
    return (await rendered(app)) - before
  }

  const buy = (product: Product, quantity = 1) => buyAsNewShopper(t, [{ id: product.id, quantity }])

  beforeAll(async () => {
    build = await buildStorefront('page-versions-test')
    t = await buildPaystackTestApp({ webRoot: build.webRoot, publicUrl: ORIGIN })
    sibling = await buildSiblingApp(t)
    const [first, second] = await pickProducts(t.database.db, 2, 20)
    if (!first || !second) throw new Error('the seed should stock two products')
    // Well inside "in stock" (over five), and above every other figure with room between the
    // two: a sale of one moves no card and passes no other product's stock, so the pages whose
    // shelves sort by it (the home page's Best sellers rail) show what they showed.
    await setStock(t.database.db, first.id, 900)
    await setStock(t.database.db, second.id, 800)
    t.app.products.invalidate()
    const list = (await get(t.app, '/api/user/product/list')).json<{ productList: Product[] }>()
    const byId = (id: number) => list.productList.find((product) => product.id === id)
    bought = byId(first.id) as Product
    other = byId(second.id) as Product
  }, 240_000)

  afterAll(async () => {
    await sibling.close()
    await t.close()
    await build.dispose()
  })

  it('serves /shop, the home page and another product from the cache after a purchase, and renders the bought product again', async () => {
    const pages = ['/shop', '/', `/shop/product/${other.productId}`]
    const boughtPage = `/shop/product/${bought.productId}`
    const etags = new Map<string, unknown>()
    for (const url of [...pages, boughtPage]) etags.set(url, (await get(t.app, url)).headers.etag)

    await buy(bought)
    expect(await readStock(t.database.db, bought.id)).toBe(899)

    expect(
      await rendersDuring(t.app, async () => {
        for (const url of pages) expect((await get(t.app, url)).headers.etag).toBe(etags.get(url))
      }),
    ).toBe(0)
    expect(
      await rendersDuring(t.app, async () => {
        const page = await get(t.app, boughtPage)
        expect(page.headers.etag).not.toBe(etags.get(boughtPage))
      }),
    ).toBe(1)
  })

  it('keeps only pages a render would give again: the cached /shop is the markup another process renders now', async () => {
    await buy(bought)
    const kept = await get(t.app, '/shop')
    const fresh = await get(sibling, '/shop')
    expect(rootMarkup(kept.body)).not.toBe('')
    expect(rootMarkup(kept.body)).toBe(rootMarkup(fresh.body))
  })

  it('renders /shop again when a purchase leaves only five, and shows it', async () => {
    await setStock(t.database.db, other.id, 6)
    t.app.products.invalidate()
    await get(t.app, '/shop')
    await buy(other)
    const count = await rendersDuring(t.app, async () => {
      expect(rootMarkup((await get(t.app, '/shop')).body)).toContain('Only 5 left')
    })
    expect(count).toBe(1)
  })

  it('sees another process’s purchase within its revalidation: the bought product renders again there, /shop stays', async () => {
    const boughtPage = `/shop/product/${bought.productId}`
    const stockOf = async (app: FastifyInstance, product: Product) =>
      (await get(app, `/api/product/${product.productId}`)).json<{ product: Product }>().product
        .stock
    // The sibling's own catalogue may be a revalidation behind the earlier tests' purchases.
    const [boughtStock, otherStock] = [
      await readStock(t.database.db, bought.id),
      await readStock(t.database.db, other.id),
    ]
    await eventually(async () => {
      expect([await stockOf(sibling, bought), await stockOf(sibling, other)]).toEqual([
        boughtStock,
        otherStock,
      ])
    }, 15_000)
    await get(sibling, '/shop')
    const before = await get(sibling, boughtPage)

    await buy(bought)
    // The sibling learns of the write from the table's fingerprint, not from an invalidate().
    await eventually(async () => {
      expect(await stockOf(sibling, bought)).toBe(boughtStock - 1)
    }, 15_000)
    expect(
      await rendersDuring(sibling, async () => {
        expect((await get(sibling, boughtPage)).headers.etag).not.toBe(before.headers.etag)
      }),
    ).toBe(1)
    expect(
      await rendersDuring(sibling, async () => {
        expect((await get(sibling, '/shop')).statusCode).toBe(200)
      }),
    ).toBe(0)
  })

  it('renders the home page again when a purchase moves one product past another in the best sellers’ order, and leaves /shop', async () => {
    await setStock(t.database.db, bought.id, 801)
    await setStock(t.database.db, other.id, 800)
    t.app.products.invalidate()
    const home = await get(t.app, '/')
    await get(t.app, '/shop')

    await buy(bought, 2)
    expect(await readStock(t.database.db, bought.id)).toBe(799)

    // The Best sellers rail reads GET /api/products?sort=bestsellers, ordered by stock.
    expect(
      await rendersDuring(t.app, async () => {
        expect((await get(t.app, '/')).headers.etag).not.toBe(home.headers.etag)
      }),
    ).toBe(1)
    expect(
      await rendersDuring(t.app, async () => {
        expect((await get(t.app, '/shop')).statusCode).toBe(200)
      }),
    ).toBe(0)
  })

  it('renders a product page again when its photos change, on this process and on another, with <picture>', async () => {
    const owner = await createOwner(t.app, 'Photo Owner')
    const page = `/shop/product/${other.productId}`
    const shelf = await get(t.app, '/shop')
    expect(rootMarkup((await get(t.app, page)).body)).not.toContain('<picture>')
    await get(sibling, page)

    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${other.id}/photos?alt=The%20bottle`,
      payload: await solidPng(800, 1000),
      headers: { ...owner.headers, 'content-type': 'image/png' },
    })
    expect(upload.statusCode).toBe(201)

    const markup = rootMarkup((await get(t.app, page)).body)
    expect(markup).toContain('<picture>')
    expect(markup).toContain('type="image/avif"')
    expect(markup).toContain('alt="The bottle"')
    // The shop's shelf shows the product's card: its main picture changed too.
    expect((await get(t.app, '/shop')).headers.etag).not.toBe(shelf.headers.etag)
    await eventually(async () => {
      expect(rootMarkup((await get(sibling, page)).body)).toContain('type="image/avif"')
    })
  })
})
