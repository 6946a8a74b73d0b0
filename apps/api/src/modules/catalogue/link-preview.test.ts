import type { Product } from '@scentia/domain/catalog/product'
import { linkPreviewImage, shopPreviewImage } from '@scentia/domain/seo/link-preview'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createShopPreviews } from './link-preview.js'
import { prepareBytes } from './prepared-response.js'
import { renderProductArt } from './product-art.js'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from a PNG's IHDR chunk, which follows the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('GET /api/products/art/{imageId}.png (link previews, decision 025)', () => {
  let t: TestApp
  let oud: Product
  let rose: Product
  beforeAll(async () => {
    t = await buildTestApp()
    const get = async (productId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json<{
        product: Product
      }>().product
    oud = await get('oud-al-lagos-100ml')
    rose = await get('rose-of-ikoyi-100ml')
  })
  afterAll(() => t.close())

  it("draws the product's art as a 1200 × 630 PNG at the URL its page gives previewers", async () => {
    const { url } = linkPreviewImage(oud.image)
    expect(url).toMatch(/^\/api\/products\/art\/oud-al-lagos-100ml\.png\?v=[\w-]{12}$/)
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 })
  })

  it('draws each product its own picture, and the same one every time', async () => {
    const get = (image: string) => t.app.inject({ method: 'GET', url: linkPreviewImage(image).url })
    const [oudFirst, roseFirst] = await Promise.all([get(oud.image), get(rose.image)])
    const oudAgain = await get(oud.image)
    expect(oudAgain.rawPayload.equals(oudFirst.rawPayload)).toBe(true)
    expect(roseFirst.rawPayload.equals(oudFirst.rawPayload)).toBe(false)
    expect(roseFirst.headers.etag).not.toBe(oudFirst.headers.etag)
  })

  it('answers 304 to a matching If-None-Match, and sends the PNG without re-encoding it', async () => {
    const { url } = linkPreviewImage(oud.image)
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(first.headers['content-encoding']).toBeUndefined()
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(res.statusCode).toBe(304)
  })

  it('serves an old or missing version with a short cache', async () => {
    for (const url of [
      `/api/products/art/${oud.imageId}.png`,
      `/api/products/art/${oud.imageId}.png?v=old`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
    }
  })

  it('answers the JSON 404 for an unknown art id, and 414 for an overlong one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/art/nothing-here.png' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product art not found' })
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/products/art/${'a'.repeat(101)}.png`,
    })
    expect(long.statusCode).toBe(414)
  })
})

describe("GET /api/products/preview.png (the shop's own preview)", () => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
    const preview = shopPreviewImage(res.json<{ productList: Product[] }>().productList)
    if (!preview) throw new Error('the seeded shop has no preview')
    url = preview.url
  })
  afterAll(() => t.close())

  it('draws the shelf the pages name as a 1200 × 630 PNG, the same bytes each time', async () => {
    expect(url).toMatch(/^\/api\/products\/preview\.png\?v=[\w-]{12}$/)
    const first = await t.app.inject({ method: 'GET', url })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    expect(first.headers['cache-control']).toBe('public, max-age=86400')
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 })
    const again = await t.app.inject({ method: 'GET', url })
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it("serves another shelf's version with a short cache", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/preview.png?v=old' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
  })
})

describe('createShopPreviews', () => {
  const product = (imageId: string, version: string, best_seller = false) =>
    ({
      imageId,
      image: `/api/products/art/${imageId}.svg?v=${version}`,
      best_seller,
      brand: 'Eko Atelier',
      type: 'Woody',
      gift_set: false,
      travel_size: false,
    }) as Product

  function previews(fail = () => false) {
    const asked: string[] = []
    const preview = createShopPreviews(async (imageId) => {
      asked.push(imageId)
      if (fail()) throw new Error('art store down')
      return {
        response: prepareBytes(
          Buffer.from(renderProductArt(product(imageId, 'x'))),
          'image/svg+xml',
        ),
      }
    })
    return { preview, asked }
  }

  it('draws a shelf once, and again only when the shelf changes', async () => {
    const { preview, asked } = previews()
    const shelf = [product('a', 'AAAA00000000'), product('b', 'BBBB00000000', true)]
    const first = preview(shelf)
    expect(first?.version).toBe('BBBBAAAA')
    expect(pngSize((await first!.response).identity)).toEqual({ width: 1200, height: 630 })
    expect(preview([...shelf])).toBe(first)
    expect(asked).toEqual(['b', 'a'])
    const redrawn = preview([product('a', 'AAAX00000000'), shelf[1]!])
    expect(redrawn).not.toBe(first)
    await redrawn?.response
    expect(asked).toEqual(['b', 'a', 'b', 'a'])
    expect(preview([])).toBeUndefined()
  })

  it('does not keep a failed drawing', async () => {
    let failing = true
    const { preview } = previews(() => failing)
    const shelf = [product('a', 'AAAA00000000')]
    await expect(preview(shelf)?.response).rejects.toThrow('art store down')
    failing = false
    await expect(preview(shelf)?.response).resolves.toMatchObject({ contentType: 'image/png' })
  })
})
