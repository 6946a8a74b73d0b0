import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { productResponseSchema } from '@scentia/contracts/catalog'
import { GENDERS, INTENSITIES, SCENT_FAMILIES, type Product } from '@scentia/domain/catalog/product'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { productSizes } from '../../db/schema/product-sizes.js'
import { products } from '../../db/schema/products.js'
import { seedCatalogue } from '../../db/seed/catalogue.js'
import { catalogueSeed } from '../../db/seed/data/catalogue.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'

/** The wire contract of packages/domain/src/catalog/product.ts, checked field by field. */
const productSchema = z.strictObject({
  id: z.number().int().positive(),
  productId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  brand: z.string().min(1),
  description: z.string().min(1),
  price: z.number().int().positive(),
  stock: z.number().int().min(0),
  gender: z.enum(GENDERS),
  size: z.string().min(1),
  type: z.enum(SCENT_FAMILIES),
  intensity: z.enum(INTENSITIES),
  notes: z.strictObject({
    top: z.array(z.string()).min(1),
    heart: z.array(z.string()).min(1),
    base: z.array(z.string()).min(1),
  }),
  image: z.string().regex(/^\/api\/products\/art\/[a-z0-9-]+\.svg\?v=[\w-]{12}$/),
  imageId: z.string().min(1),
  best_seller: z.boolean(),
  gift_set: z.boolean(),
  travel_size: z.boolean(),
  created_at: z.iso.datetime(),
  inWishlist: z.boolean(),
  sizes: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        label: z.string().min(1),
        ml: z.number().int().min(0),
        price: z.number().int().positive(),
        stock: z.number().int().min(0),
        isSample: z.boolean(),
        isDefault: z.boolean(),
      }),
    )
    .min(1),
  // Verified reviews' stars; null until the first.
  rating: z.strictObject({ average: z.number().min(1).max(5), count: z.int().min(1) }).nullable(),
})

const SOLD_OUT = 'cucumber-and-mint-50ml'
const inStockCount = catalogueSeed.filter((entry) => entry.stock > 0).length
/** The seed's first fragrance: every third one, the first included, has a 2 ml sample. */
const sampledSeed = catalogueSeed[0]
const SAMPLED = sampledSeed?.productId ?? ''

interface ListBody {
  success: boolean
  productList: Product[]
}

/** The catalogue list as a client sending these headers (caching and compression). */
const listAs = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/product/list', headers })

/**
 * The list held in memory (a small catalogue) and written to files (a large one, decision 051;
 * the threshold lowered so the seed reaches it): the same bytes and headers either way.
 */
const LIST_BODIES = [
  { held: 'in memory', catalogue: {} },
  { held: 'in files', catalogue: { listInMemoryBytes: 0 } },
]

describe.each(LIST_BODIES)('GET /api/user/product/list, held $held', ({ catalogue }) => {
  let t: TestApp
  let list: Product[]
  beforeAll(async () => {
    t = await buildTestApp({}, { catalogue })
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    list = res.json<ListBody>().productList
  })
  afterAll(() => t.close())

  it('answers { success, productList } with every in-stock product of the seed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const body = res.json<ListBody>()
    expect(body.success).toBe(true)
    expect(body.productList).toHaveLength(inStockCount)
    expect(inStockCount).toBeGreaterThanOrEqual(60)
  })

  it('is byte for byte JSON.stringify of §S7’s answer, its length stated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const productList = await t.app.products.listProducts()
    expect(res.body).toBe(JSON.stringify({ success: true, productList }))
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length))
    const head = await t.app.inject({ method: 'HEAD', url: '/api/user/product/list' })
    expect(head.statusCode).toBe(200)
    expect(head.headers.etag).toBe(res.headers.etag)
  })

  it('sends products of the wire shape, for visitors never in a wishlist', () => {
    for (const product of list) {
      expect(productSchema.safeParse(product).error).toBeUndefined()
      expect(product.inWishlist).toBe(false)
      expect(product.image.startsWith(`/api/products/art/${product.imageId}.svg?v=`)).toBe(true)
    }
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length)
  })

  it('gives every product its full bottle as the default size, priced and stocked as the product', () => {
    for (const product of list) {
      const defaults = product.sizes.filter((size) => size.isDefault)
      expect(defaults).toHaveLength(1)
      expect(defaults[0]).toMatchObject({
        price: product.price,
        stock: product.stock,
        label: product.size,
      })
    }
  })

  it('gives a third of the catalogue a 2 ml sample, every third fragrance of the seed', () => {
    const withSample = catalogueSeed
      .filter((_, index) => index % 3 === 0)
      .map((entry) => entry.productId)
    const listed = list.filter((product) => product.sizes.some((size) => size.isSample))
    expect(listed.map((product) => product.productId).sort()).toEqual(
      withSample.filter((id) => list.some((product) => product.productId === id)).sort(),
    )
    const sample = listed[0]?.sizes.find((size) => size.isSample)
    expect(sample).toMatchObject({ label: '2 ml sample', ml: 2, isDefault: false })
    expect(sample?.price).toBeLessThan(listed[0]?.price ?? 0)
    expect(listed[0]?.sizes[0]).toBe(sample) // smallest first
  })

  it('drops products with no stock (docs/product.md §S3)', () => {
    expect(list.map((p) => p.productId)).not.toContain(SOLD_OUT)
    expect(list.every((p) => p.stock > 0)).toBe(true)
  })

  it('lists newest first', () => {
    const dates = list.map((p) => p.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('carries the seed faithfully', () => {
    const oud = list.find((p) => p.productId === 'oud-al-lagos-100ml')
    expect(oud).toMatchObject({
      name: 'Oud Al Lagos',
      brand: 'Oba Parfums',
      price: 48_500,
      type: 'Woody',
      gender: 'unisex',
      intensity: 'Very Strong',
      best_seller: true,
      notes: {
        top: ['Saffron', 'Pink Pepper'],
        heart: ['Agarwood', 'Leather'],
        base: ['Amber', 'Sandalwood', 'Musk'],
      },
    })
    expect(list.filter((p) => p.gift_set).length).toBeGreaterThanOrEqual(6)
    expect(list.filter((p) => p.travel_size).length).toBeGreaterThanOrEqual(6)
  })

  it('sends a strong ETag, revalidation caching and Vary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.vary).toContain('Accept-Encoding')
    expect(res.headers.vary).toContain('Authorization')
  })

  it('answers 304 with no body when the client holds the current ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const etag = String(first.headers.etag)
    const res = await listAs(t, { 'if-none-match': etag })
    expect(res.statusCode).toBe(304)
    expect(res.body).toBe('')
    expect(res.headers.etag).toBe(etag)
    const stale = await listAs(t, { 'if-none-match': '"something-older"' })
    expect(stale.statusCode).toBe(200)
  })

  it('gzips for clients that accept gzip, with its own ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const res = await listAs(t, { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body)
    expect(res.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`)
    const revalidated = await listAs(t, {
      'accept-encoding': 'gzip',
      'if-none-match': String(res.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('prefers brotli when the client offers it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const res = await listAs(t, { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body)
  })

  it('ignores ?user_id= (no one reads another shopper’s wishlist by naming them)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list?user_id=1' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(plain.body)
    expect(res.headers.etag).toBe(plain.headers.etag)
  })

  it('refuses an absurd user_id with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/product/list?user_id=${'9'.repeat(65)}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
  })
})

describe('GET /api/product/{productId}', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers { success, product } with the same product the list has', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/user/product/list' }))
      .json<ListBody>()
      .productList.find((p) => p.productId === 'rose-of-ikoyi-100ml')
    const res = await t.app.inject({ method: 'GET', url: '/api/product/rose-of-ikoyi-100ml' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, product: listed })
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/product/rose-of-ikoyi-100ml',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers the contract the storefront parses, every field of it named (decision 042)', async () => {
    // A prepared answer is sent as bytes, past the serializer: this is where its contract is held.
    const res = await t.app.inject({ method: 'GET', url: '/api/product/rose-of-ikoyi-100ml' })
    const body: unknown = res.json()
    expect(productResponseSchema.parse(body)).toEqual(body)
  })

  it('still shows a sold-out product, with stock 0, so its page can say so', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${SOLD_OUT}` })
    expect(res.statusCode).toBe(200)
    const { product } = res.json<{ product: Product }>()
    expect(productSchema.safeParse(product).error).toBeUndefined()
    expect(product.stock).toBe(0)
  })

  it.each([
    ['an unknown slug', 'no-such-perfume-100ml'],
    ['upper case', 'Rose-Of-Ikoyi-100ml'],
    ['spaces and symbols', encodeURIComponent('rose of ikoyi; drop table')],
    ['a path trick', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 Product not found for %s', async (_case, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}` })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found' })
  })

  it('refuses an id longer than any product id with a 414, not a 500', async () => {
    // Fastify's router stops path parameters over 100 characters (maxParamLength) before any
    // route runs; its body is Fastify's own until app.ts routes framework errors to the handler.
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(101)}` })
    expect(res.statusCode).toBe(414)
  })
})

describe('GET /api/products/art/{imageId}.svg', () => {
  let t: TestApp
  let oud: Product
  beforeAll(async () => {
    t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/product/oud-al-lagos-100ml' })
    oud = res.json<{ product: Product }>().product
  })
  afterAll(() => t.close())

  it('serves the product’s image URL as an SVG cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: oud.image })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(res.body.startsWith('<svg')).toBe(true)
    expect(res.body.length).toBeLessThan(2048)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: oud.image })
    const res = await t.app.inject({
      method: 'GET',
      url: oud.image,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(res.statusCode).toBe(304)
    expect(res.body).toBe('')
  })

  it('compresses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: oud.image,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString().startsWith('<svg')).toBe(true)
  })

  it('serves an old or missing version with a short cache, never as immutable', async () => {
    for (const url of [
      `/api/products/art/${oud.imageId}.svg`,
      `/api/products/art/${oud.imageId}.svg?v=old`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
    }
  })

  it('draws different products differently', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/products/art/rose-of-ikoyi-100ml.svg',
    })
    const mine = await t.app.inject({ method: 'GET', url: oud.image })
    expect(other.body).not.toBe(mine.body)
  })

  it('answers the JSON 404 for an unknown art id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/art/nothing-here.svg' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Product art not found',
    })
  })

  it('refuses an art id longer than any art key with a 414, not a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/art/${'a'.repeat(101)}.svg`,
    })
    expect(res.statusCode).toBe(414)
  })
})

describe('catalogue changes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const getList = () => t.app.inject({ method: 'GET', url: '/api/user/product/list' })

  /** Sets the full bottle's stock and, when given, its 2 ml sample's; answers the product's id. */
  async function setStock(productId: string, stock: number, sampleStock?: number) {
    const [row] = await t.database.db
      .update(products)
      .set({ stock })
      .where(eq(products.productId, productId))
      .returning({ id: products.id })
    if (!row) throw new Error(`no product ${productId}`)
    if (sampleStock !== undefined) {
      await t.database.db
        .update(productSizes)
        .set({ stock: sampleStock })
        .where(and(eq(productSizes.productId, row.id), eq(productSizes.isSample, true)))
    }
    t.app.products.invalidate()
    return row.id
  }

  it('keeps listing a fragrance whose full bottle sold out while its sample is in stock', async () => {
    await setStock(SAMPLED, 0, 12)
    const listed = (await getList())
      .json<ListBody>()
      .productList.find((p) => p.productId === SAMPLED)
    expect(listed?.stock).toBe(0)
    expect(listed?.sizes.find((size) => size.isSample)?.stock).toBe(12)
    // Once the sample is gone too, nothing of it can be bought: off the list.
    await setStock(SAMPLED, 0, 0)
    const ids = (await getList()).json<ListBody>().productList.map((p) => p.productId)
    expect(ids).not.toContain(SAMPLED)
    await setStock(SAMPLED, sampledSeed?.stock ?? 1, 40)
  })

  it('shows a stock change after invalidate(), under a new ETag', async () => {
    const before = await getList()
    // Sold out in every size, its 2 ml sample included.
    await setStock('iroko-100ml', 0, 0)
    const after = await getList()
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const ids = after.json<ListBody>().productList.map((p) => p.productId)
    expect(ids).not.toContain('iroko-100ml')
    expect(ids).toHaveLength(inStockCount - 1)
    const stale = await listAs(t, { 'if-none-match': String(before.headers.etag) })
    expect(stale.statusCode).toBe(200)
  })

  it('serves the list at the current catalogue version as immutable, and any other version as the live list (docs/product.md §8)', async () => {
    const versioned = (version: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/product/list?v=${encodeURIComponent(version)}`,
        headers,
      })
    const before = await t.app.products.catalogueVersion()
    const current = await versioned(before)
    expect(current.statusCode).toBe(200)
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(current.headers.vary).toContain('Authorization')
    expect(current.body).toBe((await getList()).body)

    // A stock change moves the version: the old URL now answers the live list, never cached.
    await setStock('wild-sage-50ml', 3)
    const after = await t.app.products.catalogueVersion()
    expect(after).not.toBe(before)
    const old = await versioned(before)
    expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const wildSage = old.json<ListBody>().productList.find((p) => p.productId === 'wild-sage-50ml')
    expect(wildSage?.stock).toBe(3)
    expect((await versioned(after)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )

    const tooLong = await versioned('v'.repeat(33))
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({ success: false })
  })

  it('hides a retired product from list and detail, but keeps its art for old orders', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/api/product/wild-sage-50ml' })
    const { image } = detail.json<{ product: Product }>().product
    await t.database.db
      .update(products)
      .set({ retiredAt: new Date() })
      .where(eq(products.productId, 'wild-sage-50ml'))
    t.app.products.invalidate()
    const ids = (await getList()).json<ListBody>().productList.map((p) => p.productId)
    expect(ids).not.toContain('wild-sage-50ml')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/product/wild-sage-50ml' })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
  })

  it('flags wishlist products for a signed-in shopper without touching the visitors’ answer', async () => {
    const visitor = await getList()
    const [first, second] = visitor.json<ListBody>().productList
    const wishlistIds = new Set([first!.id])

    const flagged = await t.app.products.listProducts({ wishlistIds })
    expect(flagged.find((p) => p.id === first!.id)?.inWishlist).toBe(true)
    expect(flagged.find((p) => p.id === second!.id)?.inWishlist).toBe(false)

    const { identity } = await t.app.products.productListResponse({ wishlistIds })
    // One shopper's answer is made in memory, never written to the list's files.
    if (!Buffer.isBuffer(identity)) throw new Error('a shopper’s list was written to files')
    const body = JSON.parse(identity.toString()) as ListBody
    expect(body.productList.filter((p) => p.inWishlist).map((p) => p.id)).toEqual([first!.id])

    const detail = await t.app.products.getProduct(first!.productId, { wishlistIds })
    expect(detail?.inWishlist).toBe(true)
    expect(
      (await t.app.products.findProductsByIds([second!.id, first!.id], { wishlistIds })).map(
        (p) => [p.id, p.inWishlist],
      ),
    ).toEqual([
      [second!.id, false],
      [first!.id, true],
    ])

    const after = await getList()
    expect(after.body).toBe(visitor.body)
    expect(after.json<ListBody>().productList.every((p) => !p.inWishlist)).toBe(true)
  })

  it('re-reads the table on its own when another process changed it', async () => {
    const { createProductsService } = await import('./products.service.js')
    let time = 0
    const service = createProductsService({
      db: t.database.db,
      revalidateAfterMs: 1_000,
      now: () => time,
    })
    const before = (await service.listProducts()).find((p) => p.productId === 'aqua-lekki-100ml')
    await t.database.db
      .update(products)
      .set({ stock: 5 })
      .where(eq(products.productId, 'aqua-lekki-100ml'))
    expect(
      (await service.listProducts()).find((p) => p.productId === 'aqua-lekki-100ml')?.stock,
    ).toBe(before?.stock)
    time = 1_000
    expect(
      (await service.listProducts()).find((p) => p.productId === 'aqua-lekki-100ml')?.stock,
    ).toBe(5)
  })

  it('holds only what versions and orders read: answers read whole products from the database, once per change', async () => {
    const { createProductsService } = await import('./products.service.js')
    const reads = { all: 0, changed: 0, stamps: 0, answers: 0 }
    // Two whole products kept, so the seeded catalogue's answers reach the database
    // (docs/decisions/053); the newest two, as the build read them last.
    const service = createProductsService({
      db: t.database.db,
      productsKept: 2,
      onRead: (read, count) => {
        reads[read] += count
      },
    })
    const listed = await service.listProducts()
    expect(reads.all).toBe(catalogueSeed.length)
    expect(reads.answers).toBe(listed.length - 2)
    // The list as served, a page at a time from the database: the products the list has.
    const list = await service.productListResponse()
    expect(JSON.parse(Buffer.from(list.identity as Buffer).toString('utf8'))).toEqual({
      success: true,
      productList: listed,
    })

    // The §S7 list reads every product once, as a build does.
    expect(reads.answers).toBe(listed.length - 2 + catalogueSeed.length)

    const oldest = listed.at(-1)!
    const answers = reads.answers
    expect(await service.getProduct(oldest.productId)).toEqual(oldest)
    expect(reads.answers).toBe(answers + 1)
    // Kept while its stamp is the catalogue's: asked again, nothing is read.
    expect(await service.findProductsByIds([oldest.id, 999_999])).toEqual([oldest])
    const detail = await service.productDetailResponse(oldest.productId)
    expect(JSON.parse(detail!.identity.toString('utf8'))).toEqual({
      success: true,
      product: oldest,
    })
    expect(reads.answers).toBe(answers + 1)

    // A sale: the refresh reads the product again and keeps it, so its answers read nothing more.
    await t.database.db
      .update(products)
      .set({ stock: oldest.stock + 3 })
      .where(eq(products.id, oldest.id))
    try {
      service.invalidate([oldest.id])
      expect((await service.getProduct(oldest.productId))?.stock).toBe(oldest.stock + 3)
      expect(reads).toMatchObject({ changed: 1, stamps: 0, answers: answers + 1 })
      const changed = await service.productDetailResponse(oldest.productId)
      expect(JSON.parse(changed!.identity.toString('utf8')).product.stock).toBe(oldest.stock + 3)
      expect(reads.answers).toBe(answers + 1)
    } finally {
      await t.database.db
        .update(products)
        .set({ stock: oldest.stock })
        .where(eq(products.id, oldest.id))
    }
  })

  it('seeds only once: a second seeding leaves the catalogue as it is', async () => {
    const count = async () =>
      (await t.database.db.select({ id: products.id }).from(products)).length
    const before = await count()
    await seedCatalogue(t.database.db)
    expect(await count()).toBe(before)
    expect(before).toBe(catalogueSeed.length)
  })
})
