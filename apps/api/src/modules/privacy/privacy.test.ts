import type { Product } from '@scentia/domain/catalog/product'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createOwner, insertTestOrder } from '../admin/admin-test-kit.js'
import { bearer, createVerifiedUser, randomIp } from '../auth/account-fixtures.js'
import { stopCheckoutReminders } from '../users/index.js'

let t: TestApp
let product: Product
let soldOut: Product
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => new Date('2026-11-22T12:00:00Z') })
  // Another module (orders, later) registers its share the way this test does.
  t.app.privacy.addExportSection('quiz_answers', async ({ id }) => [
    { user: id, occasion: 'evening' },
  ])
  ;[product, soldOut] = (
    await t.app.inject({ method: 'GET', url: '/api/user/product/list' })
  ).json<{
    productList: Product[]
  }>().productList as [Product, Product]
})
afterAll(() => t.close())

describe('GET /api/user/export', () => {
  it('downloads the profile, addresses, wishlist, share link and other modules’ sections', async () => {
    const ada = await createVerifiedUser(t.app, { full_name: 'Ada Obi' })
    await t.app.inject({
      method: 'POST',
      url: '/api/user/add-to-wishlist',
      payload: { product_id: product.id },
      headers: bearer(ada.accessToken),
    })
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/share/generate',
      headers: bearer(ada.accessToken),
    })

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearer(ada.accessToken),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="scentia-my-data-2026-11-22.json"',
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const data = res.json()
    expect(data).toMatchObject({
      format: 'scentia-personal-data/1',
      exported_at: '2026-11-22T12:00:00.000Z',
      profile: { user_id: ada.userId, full_name: 'Ada Obi', email: ada.email, verified: true },
      addresses: [{ state: 'Lagos', lga: 'Ikeja', ward: 'Anifowoshe/Ikeja', isPrimary: true }],
      wishlist: [{ product_id: product.id, productId: product.productId, name: product.name }],
      wishlist_share: { active: true },
      orders: [],
      quiz_answers: [{ user: ada.userId, occasion: 'evening' }],
    })
    expect(JSON.stringify(data)).not.toContain('argon2')
  })

  it('holds what the shopper wrote elsewhere: their reviews and their back-in-stock alerts', async () => {
    const ada = await createVerifiedUser(t.app, { full_name: 'Ada Obi' })
    const headers = bearer(ada.accessToken)
    // A delivered order lets Ada review the fragrance (docs/decisions/015).
    await insertTestOrder(
      t.database.db,
      { userId: ada.userId, email: ada.email, fullName: 'Ada Obi' },
      product,
      { status: 'delivered' },
    )
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/product/${product.productId}/reviews`,
      headers,
      payload: {
        stars: 5,
        longevityHours: 8,
        sillage: 'moderate',
        seasons: ['rainy'],
        occasions: ['office'],
        text: 'Lasts the whole day in Yaba traffic.',
      },
    })
    expect(reviewed.statusCode).toBe(201)
    // Sold out, so Ada asks to hear when it is back.
    const owner = await createOwner(t.app)
    const restock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${soldOut.id}`,
      headers: owner.headers,
      payload: { stock: 0 },
    })
    expect(restock.statusCode).toBe(200)
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/product/${encodeURIComponent(soldOut.productId)}/stock-alerts`,
      headers: { 'x-forwarded-for': randomIp() },
      payload: { email: ada.email },
    })
    expect(asked.statusCode).toBe(200)

    const data = (await t.app.inject({ method: 'GET', url: '/api/user/export', headers })).json<
      Record<string, unknown>
    >()
    expect(data.reviews).toEqual([
      expect.objectContaining({
        product_id: product.productId,
        product_name: product.name,
        stars: 5,
        text: 'Lasts the whole day in Yaba traffic.',
        hidden_at: null,
      }),
    ])
    expect(data.stock_alerts).toEqual([
      expect.objectContaining({
        product_id: soldOut.productId,
        product_name: soldOut.name,
        size: null,
        confirmed_at: null,
      }),
    ])
    // Another shopper's export holds none of it.
    const musa = await createVerifiedUser(t.app)
    const theirs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/export',
        headers: bearer(musa.accessToken),
      })
    ).json<Record<string, unknown>>()
    expect([theirs.reviews, theirs.stock_alerts]).toEqual([[], []])
  })

  it('holds the marketing-texts consent and the reminder unsubscribe, as the shopper set them', async () => {
    const ada = await createVerifiedUser(t.app, { full_name: 'Ada Obi' })
    const headers = bearer(ada.accessToken)
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/export', headers })).json<{
        profile: Record<string, unknown>
      }>().profile
    // Off by default, and never unsubscribed.
    expect(await profile()).toMatchObject({
      sms_updates: true,
      marketing_sms: false,
      reminders_off_at: null,
    })

    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/user/marketing-sms/${ada.userId}`,
      headers,
      payload: { marketing_sms: true },
    })
    expect(on.statusCode).toBe(200)
    expect(await profile()).toMatchObject({ marketing_sms: true, reminders_off_at: null })

    // The reminder's unsubscribe link withdraws it and is dated (decision 048).
    await stopCheckoutReminders(t.database.db, ada.userId, new Date('2026-11-22T12:00:00Z'))
    expect(await profile()).toMatchObject({
      sms_updates: true,
      marketing_sms: false,
      reminders_off_at: '2026-11-22T12:00:00.000Z',
    })
  })

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401)
  })
})

describe('DELETE /api/user/account', () => {
  const remove = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      payload,
      headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': randomIp() },
    })

  it('refuses without the right password and keeps everything', async () => {
    const ada = await createVerifiedUser(t.app)
    const missing = await remove(ada.accessToken, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Please enter your password to confirm')
    const wrong = await remove(ada.accessToken, { password: 'Wrong#Pass1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Password is incorrect')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(ada.accessToken) }))
        .statusCode,
    ).toBe(200)
    expect((await remove(undefined, { password: ada.password })).statusCode).toBe(401)
  })

  it('deletes the account and its data; the session and the email are free afterwards', async () => {
    const ada = await createVerifiedUser(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/user/add-to-wishlist',
      payload: { product_id: product.id },
      headers: bearer(ada.accessToken),
    })
    const { shareToken } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/share/generate',
        headers: bearer(ada.accessToken),
      })
    ).json<{ shareToken: string }>()

    const res = await remove(ada.accessToken, { password: ada.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Your account and personal data have been deleted.',
    })

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(ada.accessToken) }))
        .statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/wishlist/share/${shareToken}` })).statusCode,
    ).toBe(404)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ada.email, password: ada.password },
    })
    expect(login.statusCode).toBe(401)
    const { addresses, wishlistItems } = await import('../../db/schema/index.js')
    const { eq } = await import('drizzle-orm')
    expect(
      await t.database.db.select().from(addresses).where(eq(addresses.userId, ada.userId)),
    ).toEqual([])
    expect(
      await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, ada.userId)),
    ).toEqual([])
    // The same email can sign up afresh.
    expect((await createVerifiedUser(t.app, { email: ada.email })).userId).not.toBe(ada.userId)
  })
})
