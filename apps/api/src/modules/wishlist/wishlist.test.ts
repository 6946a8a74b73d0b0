import type { Product } from '@scentia/domain/catalog/product'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { bearer, createVerifiedUser } from '../auth/account-fixtures.js'

let t: TestApp
let products: Product[]
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://scentia.test' })
  products = (await t.app.inject({ method: 'GET', url: '/api/user/product/list' })).json<{
    productList: Product[]
  }>().productList
})
afterAll(() => t.close())

type Shopper = Awaited<ReturnType<typeof createVerifiedUser>>

const call = (url: string, shopper: Shopper | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: shopper ? bearer(shopper.accessToken) : {},
  })

const wishlistOf = async (shopper: Shopper) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/user/wishlist',
      headers: bearer(shopper.accessToken),
    })
  ).json<{
    wishlist: (Product & { addedToWishlistAt: string })[]
  }>().wishlist

describe('wishlist', () => {
  it('adds, lists newest first with addedToWishlistAt, removes and clears', async () => {
    const ada = await createVerifiedUser(t.app)
    const [first, second] = products
    const added = await call('/api/user/add-to-wishlist', ada, {
      product_id: first!.id,
      user_id: ada.userId,
    })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toEqual({ success: true, message: 'Added to wishlist' })
    // The user_id may be left out (the token says whose), and adding twice is harmless.
    await call('/api/user/add-to-wishlist', ada, { product_id: second!.id })
    await call('/api/user/add-to-wishlist', ada, { product_id: second!.id })

    const list = await wishlistOf(ada)
    expect(list.map((p) => p.id).sort()).toEqual([first!.id, second!.id].sort())
    expect(list[0]).toMatchObject({
      inWishlist: true,
      addedToWishlistAt: expect.any(String),
      productId: expect.any(String),
    })

    const removed = await call('/api/user/remove-from-wishlist', ada, {
      product_id: first!.id,
      user_id: ada.userId,
    })
    expect(removed.json()).toEqual({ success: true, message: 'Removed from wishlist' })
    expect((await wishlistOf(ada)).map((p) => p.id)).toEqual([second!.id])

    const cleared = await call('/api/user/remove-all-from-wishlist', ada, { user_id: ada.userId })
    expect(cleared.json()).toEqual({ success: true, message: 'Wishlist cleared' })
    expect(await wishlistOf(ada)).toEqual([])
  })

  it('flags the product list and detail from the token, never from ?user_id=', async () => {
    const ada = await createVerifiedUser(t.app)
    const bola = await createVerifiedUser(t.app)
    const product = products[2]!
    await call('/api/user/add-to-wishlist', ada, { product_id: product.id })

    const flagged = (headers: Record<string, string>, query = '') =>
      t.app
        .inject({ method: 'GET', url: `/api/user/product/list${query}`, headers })
        .then((res) => ({
          cache: res.headers['cache-control'],
          ids: res
            .json<{ productList: Product[] }>()
            .productList.filter((p) => p.inWishlist)
            .map((p) => p.id),
        }))

    expect(await flagged(bearer(ada.accessToken))).toEqual({
      cache: 'private, max-age=0, must-revalidate',
      ids: [product.id],
    })
    expect((await flagged(bearer(bola.accessToken), `?user_id=${ada.userId}`)).ids).toEqual([])
    expect((await flagged({}, `?user_id=${ada.userId}`)).ids).toEqual([])
    // A visitor keeps the shared, cacheable list; a bad token is a visitor here.
    expect((await flagged({})).cache).toBe('public, max-age=0, must-revalidate')
    expect((await flagged(bearer('garbage'))).ids).toEqual([])
    // A signed-in shopper asking for a page's versioned list still gets their own, private one:
    // the shared, immutable copy is the visitors' alone.
    const version = await t.app.products.catalogueVersion()
    expect(await flagged(bearer(ada.accessToken), `?v=${version}`)).toEqual({
      cache: 'private, max-age=0, must-revalidate',
      ids: [product.id],
    })
    expect((await flagged({}, `?v=${version}`)).cache).toBe('public, max-age=31536000, immutable')

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/product/${product.productId}`,
      headers: bearer(ada.accessToken),
    })
    expect(detail.json().product.inWishlist).toBe(true)
    const visitorDetail = await t.app.inject({
      method: 'GET',
      url: `/api/product/${product.productId}`,
    })
    expect(visitorDetail.json().product.inWishlist).toBe(false)
  })

  it("answers 403 for another user's user_id and changes nothing", async () => {
    const ada = await createVerifiedUser(t.app)
    const bola = await createVerifiedUser(t.app)
    await call('/api/user/add-to-wishlist', bola, { product_id: products[0]!.id })
    for (const [url, payload] of [
      ['/api/user/add-to-wishlist', { product_id: products[1]!.id, user_id: bola.userId }],
      ['/api/user/remove-from-wishlist', { product_id: products[0]!.id, user_id: bola.userId }],
      ['/api/user/remove-all-from-wishlist', { user_id: bola.userId }],
      ['/api/wishlist/share/generate', { user_id: bola.userId }],
      ['/api/check-wishlist-share', { user_id: bola.userId }],
    ] as const) {
      const res = await call(url, ada, payload)
      expect(res.statusCode).toBe(403)
      expect(res.json().success).toBe(false)
    }
    expect((await wishlistOf(bola)).map((p) => p.id)).toEqual([products[0]!.id])
    expect(await wishlistOf(ada)).toEqual([])
  })

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/user/add-to-wishlist',
      '/api/user/remove-all-from-wishlist',
      '/api/wishlist/share/generate',
    ]) {
      const res = await call(url, undefined, { product_id: 1 })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe('Not authenticated')
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/wishlist' })).statusCode).toBe(401)
  })

  it('refuses unknown products and malformed ids', async () => {
    const ada = await createVerifiedUser(t.app)
    const unknown = await call('/api/user/add-to-wishlist', ada, { product_id: 99_999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Product not found')
    const malformed = await call('/api/user/add-to-wishlist', ada, { product_id: 'abc' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('A product is required')
  })
})

describe('share links', () => {
  it('checks, generates, shares the list with a first name only, and revokes', async () => {
    const ada = await createVerifiedUser(t.app, { full_name: 'Adaeze Nkem Okafor' })
    await call('/api/user/add-to-wishlist', ada, { product_id: products[0]!.id })
    await call('/api/user/add-to-wishlist', ada, { product_id: products[1]!.id })

    const none = await call('/api/check-wishlist-share', ada, { user_id: ada.userId })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'You do not have any active share link',
    })

    const generated = await call('/api/wishlist/share/generate', ada, { user_id: ada.userId })
    const { shareToken, shareUrl } = generated.json<{ shareToken: string; shareUrl: string }>()
    expect(generated.json()).toEqual({
      success: true,
      message: 'Share link created',
      shareToken,
      shareUrl,
    })
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(shareUrl).toBe(`https://scentia.test/wishlist/share/${shareToken}`)

    // Generating again keeps the link already shared; checking finds it.
    expect((await call('/api/wishlist/share/generate', ada)).json().shareToken).toBe(shareToken)
    expect((await call('/api/check-wishlist-share', ada, { user_id: ada.userId })).json()).toEqual({
      success: true,
      shareToken,
      shareUrl,
    })

    const shared = await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${shareToken}` })
    expect(shared.statusCode).toBe(200)
    const body = shared.json()
    expect(body).toMatchObject({ success: true, ownerName: 'Adaeze', totalItems: 2 })
    expect(body.wishlist).toHaveLength(2)
    expect(JSON.stringify(body)).not.toContain(ada.email)
    expect(JSON.stringify(body)).not.toContain('Okafor')

    const revoked = await call('/api/wishlist/share/revoke', ada, { user_id: ada.userId })
    expect(revoked.json()).toEqual({ success: true, message: 'Share link revoked' })
    const gone = await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${shareToken}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe('Invalid or expired share link')
    expect((await call('/api/check-wishlist-share', ada)).statusCode).toBe(404)

    const fresh = (await call('/api/wishlist/share/generate', ada)).json<{ shareToken: string }>()
      .shareToken
    expect(fresh).not.toBe(shareToken)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${fresh}` })).statusCode,
    ).toBe(200)
  })

  it.each(['nope', 'A'.repeat(22), 'x'.repeat(90)])(
    'answers 404 for the unknown link %s',
    async (token) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${token}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Invalid or expired share link',
      })
    },
  )

  it('shares an empty wishlist as empty', async () => {
    const ada = await createVerifiedUser(t.app)
    const { shareToken } = (await call('/api/wishlist/share/generate', ada)).json<{
      shareToken: string
    }>()
    const res = await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${shareToken}` })
    expect(res.json()).toMatchObject({ success: true, wishlist: [], totalItems: 0 })
  })
})
