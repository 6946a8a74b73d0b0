import type { AdminProductResponse } from '@scentia/domain/admin/order-console'
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_MISMATCH_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
} from '@scentia/domain/admin/product-image'
import type { ProductResponse } from '@scentia/domain/catalog/product'
import { photoUrl, type ProductPhoto } from '@scentia/domain/catalog/product-photos'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  jpegWithGps,
  NEW_PRODUCT,
  png,
  solidPng,
  useOwnerConsole,
} from '../admin/admin-test-kit.js'

describe('product photos (docs/decisions/049)', () => {
  const kit = useOwnerConsole()
  let productId: number
  let slug: string
  beforeAll(async () => {
    const created = (
      await kit.asOwner('POST', '/api/admin/products', { ...NEW_PRODUCT, name: 'Photo Me' })
    ).json<AdminProductResponse>().product
    productId = created.id
    slug = created.productId
  })

  const upload = (body: Buffer | string, contentType: string, query = '') =>
    kit.t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/photos${query}`,
      payload: body,
      headers: { ...kit.owner.headers, 'content-type': contentType },
    })
  const fetchFile = (url: string) => kit.t.app.inject({ method: 'GET', url })
  const storefront = async () =>
    (await fetchFile(`/api/product/${slug}`)).json<ProductResponse>().product

  it.each([
    ['a GIF', png(400, 400), 'image/gif', 400, IMAGE_TYPE_MESSAGE],
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
      400,
      IMAGE_TYPE_MESSAGE,
    ],
    ['JSON', '{"a":1}', 'application/json', 400, IMAGE_TYPE_MESSAGE],
    [
      'text called a PNG',
      'hello, I am not a picture at all',
      'image/png',
      400,
      IMAGE_UNREADABLE_MESSAGE,
    ],
    ['a PNG called a JPEG', png(400, 400), 'image/jpeg', 400, IMAGE_MISMATCH_MESSAGE],
    ['a PNG too small', png(50, 50), 'image/png', 400, IMAGE_DIMENSIONS_MESSAGE],
    [
      'a PNG whose pixels do not decode',
      png(400, 500, 4096),
      'image/png',
      400,
      IMAGE_UNREADABLE_MESSAGE,
    ],
    ['over 2 MB', png(400, 400, 2 * 1024 * 1024 + 10), 'image/png', 413, IMAGE_TOO_LARGE_MESSAGE],
  ])('refuses %s with a message, storing nothing', async (_label, body, type, status, message) => {
    const res = await upload(body, type)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ success: false, message })
    expect((await storefront()).photos).toBeUndefined()
  })

  it('refuses a customer and a visitor, storing nothing', async () => {
    for (const headers of [kit.customer.headers, {}]) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/photos`,
        payload: await solidPng(400, 500),
        headers: { ...headers, 'content-type': 'image/png' },
      })
      expect([401, 403]).toContain(res.statusCode)
    }
    expect((await storefront()).photos).toBeUndefined()
  })

  let first: ProductPhoto
  it('makes AVIF and WebP at 320, 640 and 1080 px, keeping the aspect ratio, served immutable', async () => {
    const res = await upload(await solidPng(1600, 2000), 'image/png', '?alt=The%20bottle')
    expect(res.statusCode).toBe(201)
    const { product } = res.json<AdminProductResponse>()
    expect(product.has_photo).toBe(true)
    const [photo] = product.photos ?? []
    if (!photo) throw new Error('no photo answered')
    first = photo
    expect(photo).toMatchObject({
      kind: 'gallery',
      alt: 'The bottle',
      width: 1080,
      height: 1350,
      widths: [320, 640, 1080],
    })
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(photo.placeholder.length).toBeLessThan(600)
    expect(product.image).toBe(photoUrl(photo, 640, 'webp'))

    for (const width of [320, 640, 1080]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await fetchFile(photoUrl(photo, width, format))
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe(`image/${format}`)
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        const metadata = await sharp(file.rawPayload).metadata()
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect(metadata.width).toBe(width)
        expect(metadata.height).toBe(Math.round((width * 2000) / 1600))
      }
    }
    // The storefront's product carries the photo, and its image is the photo.
    expect(await storefront()).toMatchObject({ image: product.image, photos: [photo] })
  })

  it('never upscales: a 500 px upload is stored at 320 and 500', async () => {
    const res = await upload(await solidPng(500, 500), 'image/png')
    const photo = res.json<AdminProductResponse>().product.photos?.at(-1)
    expect(photo).toMatchObject({ width: 500, height: 500, widths: [320, 500] })
    expect((await fetchFile(photoUrl({ key: photo?.key ?? '' }, 1080, 'avif'))).statusCode).toBe(
      404,
    )
  })

  it("strips the phone's EXIF and GPS and turns the photo upright", async () => {
    const bytes = await jpegWithGps(600, 400, { orientation: 6 })
    const sent = await sharp(bytes).metadata()
    expect(sent.orientation).toBe(6)
    expect(sent.exif?.includes('PhoneCo')).toBe(true)

    const res = await upload(bytes, 'image/jpeg')
    expect(res.statusCode).toBe(201)
    const photo = res.json<AdminProductResponse>().product.photos?.at(-1)
    // Turned by its orientation: 600 × 400 on the sensor is 400 × 600 upright.
    expect(photo).toMatchObject({ width: 400, height: 600, widths: [320, 400] })
    for (const format of ['avif', 'webp'] as const) {
      const served = (await fetchFile(photoUrl({ key: photo?.key ?? '' }, 400, format))).rawPayload
      const metadata = await sharp(served).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      expect(served.includes('PhoneCo')).toBe(false)
      expect(served.includes('Exif\0\0')).toBe(false)
    }
  })

  it('reorders by the whole order, refusing an order that is not the same photos', async () => {
    const before = (await storefront()).photos?.map((photo) => photo.id) ?? []
    expect(before).toHaveLength(3)
    const reversed = [...before].reverse()
    const res = await kit.asOwner('PUT', `/api/admin/products/${productId}/photos/order`, {
      order: reversed,
    })
    expect(res.statusCode).toBe(200)
    const product = await storefront()
    expect(product.photos?.map((photo) => photo.id)).toEqual(reversed)
    // The first photo is the main image.
    expect(product.image).toContain(product.photos?.[0]?.key)

    for (const order of [
      before.slice(1),
      [...before.slice(1), before[1] ?? 0],
      [999_991, 999_992, 999_993],
    ]) {
      const refused = await kit.asOwner('PUT', `/api/admin/products/${productId}/photos/order`, {
        order,
      })
      expect(refused.statusCode).toBe(409)
    }
    expect((await storefront()).photos?.map((photo) => photo.id)).toEqual(reversed)
  })

  it('changes a description, and fills the authenticity slot apart from the gallery', async () => {
    const alt = await kit.asOwner('PATCH', `/api/admin/products/${productId}/photos/${first.id}`, {
      alt: 'Front of the bottle',
    })
    expect(alt.statusCode).toBe(200)
    const seal = await upload(await solidPng(800, 600), 'image/png', '?kind=authenticity')
    expect(seal.statusCode).toBe(201)
    const again = await upload(await solidPng(900, 600), 'image/png', '?kind=authenticity')
    const photos = again.json<AdminProductResponse>().product.photos ?? []
    // One authenticity photo, after the gallery; the replaced one is gone.
    expect(photos.map((photo) => photo.kind)).toEqual([
      'gallery',
      'gallery',
      'gallery',
      'authenticity',
    ])
    expect(photos.at(-1)?.width).toBe(900)
    expect(photos.find((photo) => photo.id === first.id)?.alt).toBe('Front of the bottle')
  })

  it('removes a photo and its files; the last removed brings back the drawn art', async () => {
    const res = await kit.asOwner('DELETE', `/api/admin/products/${productId}/photos/${first.id}`)
    expect(res.statusCode).toBe(200)
    expect((await fetchFile(photoUrl(first, 320, 'webp'))).statusCode).toBe(404)
    expect(
      (await kit.asOwner('DELETE', `/api/admin/products/${productId}/photos/${first.id}`))
        .statusCode,
    ).toBe(404)
    for (const photo of (await storefront()).photos ?? []) {
      await kit.asOwner('DELETE', `/api/admin/products/${productId}/photos/${photo.id}`)
    }
    const product = await storefront()
    expect(product.photos).toBeUndefined()
    expect(product.image).toContain('/api/products/art/')
  })

  it('answers 404 for a file name it never made', async () => {
    for (const name of ['nothing.avif', '0123456789abcdef-320.avif', '..%2Fsecret']) {
      expect((await fetchFile(`/api/products/photos/${name}`)).statusCode).toBe(404)
    }
  })
})
