import { and, eq } from 'drizzle-orm'
import { reviewListResponseSchema } from '@scentia/contracts/reviews'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductResponse } from '@scentia/domain/catalog/product'
import { REVIEW_MESSAGES, type ReviewListResponse } from '@scentia/domain/reviews/review-input'
import { adminAuditLog, products, reviews } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createOwner, insertTestOrder } from '../admin/admin-test-kit.js'
import {
  createShopper,
  pickProducts,
  type CatalogueProduct,
  type Shopper,
} from '../payments/payments-test-kit.js'
import { REVIEW_EXISTS_MESSAGE } from './reviews.service.js'
import { callAs } from '../../test/injector.js'

const NOW = new Date('2026-11-23T12:00:00Z')
const review = {
  stars: 4,
  longevityHours: 9,
  sillage: 'strong',
  seasons: ['harmattan'],
  occasions: ['evening'],
  text: 'Warm amber that lasts through a wedding.',
}

describe('verified reviews', () => {
  let t: TestApp
  let now = NOW
  let catalogue: (CatalogueProduct & { slug: string })[]

  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false }, { clock: () => now })
    const picked = await pickProducts(t.database.db, 2, 1)
    catalogue = await Promise.all(
      picked.map(async (product) => {
        const [row] = await t.database.db
          .select({ slug: products.productId })
          .from(products)
          .where(eq(products.id, product.id))
        return { ...product, slug: row?.slug ?? '' }
      }),
    )
  })
  afterAll(() => t.close())

  const product = (index: number) => {
    const found = catalogue[index]
    if (!found) throw new Error('no product')
    return found
  }
  const post = (shopper: Shopper, slug: string, body: unknown = review) =>
    callAs(t.app, shopper, 'POST', `/api/product/${slug}/reviews`, body as object)
  const publicList = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${slug}/reviews` })
    expect(res.statusCode).toBe(200)
    return res.json<ReviewListResponse>()
  }
  const wireRating = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/product/${slug}` })).json<ProductResponse>()
      .product.rating

  describe('eligibility and one review per shopper', () => {
    it('refuses a shopper without a delivered order of the product (403)', async () => {
      const shopper = await createShopper(t.app, 'Ada Lovelace')
      const none = await post(shopper, product(0).slug)
      expect(none.statusCode).toBe(403)
      expect(none.json()).toMatchObject({ success: false, message: REVIEW_MESSAGES.notEligible })

      await insertTestOrder(t.database.db, shopper, product(0), { status: 'shipped' })
      expect((await post(shopper, product(0).slug)).statusCode).toBe(403)
      // A delivered order of another fragrance does not count either.
      await insertTestOrder(t.database.db, shopper, product(1), { status: 'delivered' })
      expect((await post(shopper, product(0).slug)).statusCode).toBe(403)
    })

    it('refuses a visitor (401) and invalid input (400)', async () => {
      const visitor = await t.app.inject({
        method: 'POST',
        url: `/api/product/${product(0).slug}/reviews`,
        payload: review,
      })
      expect(visitor.statusCode).toBe(401)
      const shopper = await createShopper(t.app)
      await insertTestOrder(t.database.db, shopper, product(0), { status: 'delivered' })
      const bad = await post(shopper, product(0).slug, { ...review, stars: 6 })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toMatchObject({ message: REVIEW_MESSAGES.starsRequired })
    })

    it('lets a delivered buyer review once, edit it, and shows it publicly with the rating', async () => {
      const shopper = await createShopper(t.app, 'Chiamaka Nwosu')
      await insertTestOrder(t.database.db, shopper, product(0), { status: 'delivered' })
      const slug = product(0).slug

      const mineBefore = await callAs(t.app, shopper, 'GET', `/api/product/${slug}/reviews/mine`)
      expect(mineBefore.json()).toEqual({ success: true, eligible: true, review: null })

      const created = await post(shopper, slug)
      expect(created.statusCode).toBe(201)
      expect(created.json()).toMatchObject({
        success: true,
        review: { stars: 4, authorName: 'Chiamaka', verified: true, updatedAt: null },
      })

      const second = await post(shopper, slug, { ...review, stars: 1 })
      expect(second.statusCode).toBe(409)
      expect(second.json()).toMatchObject({ message: REVIEW_EXISTS_MESSAGE })

      now = new Date(NOW.getTime() + 60_000)
      const edited = await callAs(t.app, shopper, 'PUT', `/api/product/${slug}/reviews/mine`, {
        ...review,
        stars: 5,
        sillage: 'moderate',
        text: 'Even better a week on.',
      })
      expect(edited.statusCode).toBe(200)
      const [row] = await t.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, shopper.userId), eq(reviews.productId, product(0).id)))
      expect(row).toMatchObject({ stars: 5, body: 'Even better a week on.' })
      expect(row?.createdAt.toISOString()).toBe(NOW.toISOString())
      expect(row?.updatedAt?.toISOString()).toBe(now.toISOString())

      const list = await publicList(slug)
      // The list is sent prepared, past the serializer: its contract is held here (decision 042).
      expect(reviewListResponseSchema.parse(list)).toEqual(list)
      expect(list.reviews.map((r) => [r.authorName, r.stars, r.text])).toEqual([
        ['Chiamaka', 5, 'Even better a week on.'],
      ])
      expect(list.summary).toMatchObject({ average: 5, count: 1, commonSillage: 'moderate' })
      expect(await wireRating(slug)).toEqual({ average: 5, count: 1 })
    })

    it('answers PUT without a review with 404', async () => {
      const shopper = await createShopper(t.app)
      await insertTestOrder(t.database.db, shopper, product(0), { status: 'delivered' })
      const res = await callAs(
        t.app,
        shopper,
        'PUT',
        `/api/product/${product(0).slug}/reviews/mine`,
        review,
      )
      expect(res.statusCode).toBe(404)
    })
  })

  describe("the owner's moderation", () => {
    it('hides a review with a reason (audited), which leaves the list and the rating, and shows it again', async () => {
      const slug = product(1).slug
      const [a, b] = [await createShopper(t.app, 'Bola Ade'), await createShopper(t.app, 'Efe Obi')]
      for (const shopper of [a, b]) {
        await insertTestOrder(t.database.db, shopper, product(1), { status: 'delivered' })
      }
      await post(a, slug, { ...review, stars: 5 })
      const spam = (await post(b, slug, { ...review, stars: 1, text: 'Buy elsewhere' })).json<{
        review: { id: number }
      }>().review
      expect(await wireRating(slug)).toEqual({ average: 3, count: 2 })

      const customer = await callAs(t.app, a, 'GET', '/api/admin/reviews')
      expect(customer.statusCode).toBe(403)

      const owner = await createOwner(t.app)
      const hide = await callAs(t.app, owner, 'POST', `/api/admin/reviews/${spam.id}/hide`, {
        reason: 'Names a competitor',
      })
      expect(hide.statusCode).toBe(200)
      expect((await publicList(slug)).reviews.map((r) => r.authorName)).toEqual(['Bola'])
      expect(await wireRating(slug)).toEqual({ average: 5, count: 1 })

      const hiddenList = await callAs(t.app, owner, 'GET', '/api/admin/reviews?hidden=true')
      expect(hiddenList.json()).toMatchObject({
        total: 1,
        items: [{ review: { id: spam.id }, hidden: { reason: 'Names a competitor' } }],
      })
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetType, 'review'))
      expect(audit).toMatchObject([
        { action: 'review.hide', targetId: String(spam.id), actorUserId: owner.userId },
      ])

      const unhide = await callAs(t.app, owner, 'POST', `/api/admin/reviews/${spam.id}/unhide`)
      expect(unhide.statusCode).toBe(200)
      expect((await publicList(slug)).reviews).toHaveLength(2)
      expect(await wireRating(slug)).toEqual({ average: 3, count: 2 })
    })
  })
})
