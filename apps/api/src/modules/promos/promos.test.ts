import type { PromoView } from '@scentia/domain/promo/promo'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, promoRedemptions } from '../../db/schema/index.js'
import { callAs } from '../../test/injector.js'
import { createOwner } from '../admin/admin-test-kit.js'
import {
  createShopper,
  pickProducts,
  readPayment,
  shippingFor,
  type CatalogueProduct,
  type FakePaystack,
  type InitializeAnswer,
  type Shopper,
  postCheckout,
  buildPaystackTestApp,
  type PaystackTestApp,
} from '../payments/payments-test-kit.js'

type Answer = InitializeAnswer & { promo_code: string | null; discount: number }

let seq = 0
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`.toUpperCase()

describe('promo codes', () => {
  let fake: FakePaystack
  let t: PaystackTestApp
  let owner: Shopper
  let product: CatalogueProduct

  beforeAll(async () => {
    t = await buildPaystackTestApp({}, { payments: { timeoutMs: 1_000 } })
    fake = t.fake
    owner = await createOwner(t.app)
    const [picked] = await pickProducts(t.database.db, 1, 50)
    if (!picked) throw new Error('no product to sell')
    product = picked
  })
  afterAll(() => t.close())

  const cart = () => [{ id: product.id, quantity: 1 }]

  async function createPromo(fields: Partial<Record<string, unknown>> = {}): Promise<PromoView> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promos',
      headers: owner.headers,
      payload: {
        code: uniqueCode('P'),
        kind: 'percent',
        amount: 10,
        min_subtotal: 0,
        first_order_only: false,
        expires_at: null,
        total_limit: null,
        per_shopper_limit: null,
        ...fields,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ promo: PromoView }>().promo
  }

  function initialize(shopper: Shopper, code?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: shopper.headers,
      payload: {
        cart_items: cart(),
        shipping: shippingFor(shopper),
        ...(code === undefined ? {} : { promo_code: code }),
      },
    })
  }

  async function pay(shopper: Shopper, code: string | undefined, status = 'success') {
    const res = await initialize(shopper, code)
    expect(res.statusCode, res.body).toBe(200)
    const init = res.json<Answer>()
    fake.settle(init.reference, { status })
    const order = await postCheckout(t.app, shopper, init.reference)
    return { init, order: order.json<{ order: Record<string, unknown> }>().order }
  }

  const refusal = async (shopper: Shopper, code: string) => {
    const res = await initialize(shopper, code)
    expect(res.statusCode).toBe(400)
    return res.json<{ message: string }>().message
  }

  describe('the console', () => {
    it('is the owner’s alone', async () => {
      const shopper = await createShopper(t.app)
      const res = await callAs(t.app, shopper, 'GET', '/api/admin/promos')
      expect(res.statusCode).toBe(403)
    })

    it('creates, edits and deactivates a code, each change in the activity log', async () => {
      const promo = await createPromo({ code: ` ${uniqueCode('new').toLowerCase()} ` })
      expect(promo.code).toMatch(/^NEW[A-Z0-9]+$/)
      const duplicate = await callAs(t.app, owner, 'POST', '/api/admin/promos', {
        ...promo,
        code: promo.code.toLowerCase(),
      })
      expect(duplicate.statusCode).toBe(409)

      const edited = await callAs(t.app, owner, 'PUT', `/api/admin/promos/${promo.id}`, {
        ...promo,
        kind: 'naira',
        amount: 2_000,
        total_limit: 5,
      })
      expect(edited.json()).toMatchObject({
        promo: { kind: 'naira', amount: 2_000, total_limit: 5 },
      })
      const off = await callAs(t.app, owner, 'POST', `/api/admin/promos/${promo.id}/deactivate`)
      expect(off.json()).toMatchObject({ promo: { active: false } })

      const log = await t.database.db
        .select({ action: adminAuditLog.action })
        .from(adminAuditLog)
        .where(
          and(eq(adminAuditLog.targetType, 'promo'), eq(adminAuditLog.targetId, String(promo.id))),
        )
        .orderBy(adminAuditLog.id)
      expect(log.map((row) => row.action)).toEqual([
        'promo.create',
        'promo.update',
        'promo.deactivate',
      ])

      const shopper = await createShopper(t.app)
      expect(await refusal(shopper, promo.code)).toBe("We don't know that code")
    })

    it('tells the owner what to change in words, never zod’s own text', async () => {
      const res = await callAs(t.app, owner, 'POST', '/api/admin/promos', {
        code: uniqueCode('Z'),
        kind: 'percent',
        amount: 0,
        min_subtotal: 0,
        first_order_only: false,
        expires_at: null,
        total_limit: null,
        per_shopper_limit: null,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, message: 'Amount must be at least 1.' })
    })
  })

  describe('POST /api/promos/check', () => {
    it('previews the discount on the goods, or says why not', async () => {
      const shopper = await createShopper(t.app)
      const promo = await createPromo({ kind: 'percent', amount: 10 })
      const check = (code: string) =>
        callAs(t.app, shopper, 'POST', '/api/promos/check', { code, cart_items: cart() })
      expect((await check(` ${promo.code.toLowerCase()} `)).json()).toEqual({
        success: true,
        code: promo.code,
        discount: Math.floor(product.price / 10),
        subtotal: product.price,
      })
      expect((await check('NOSUCHCODE')).json()).toEqual({
        success: false,
        message: "We don't know that code",
      })
      // Longer than any code: the same words, not "code: Too big: expected string to have <=64".
      expect((await check('X'.repeat(65))).json()).toMatchObject({
        success: false,
        message: "We don't know that code",
      })
      // A preview holds no use of the code.
      const held = await t.database.db
        .select()
        .from(promoRedemptions)
        .where(eq(promoRedemptions.promoId, promo.id))
      expect(held).toHaveLength(0)
    })
  })

  describe('initialize', () => {
    it('prices the code itself and records it on the payment and the order', async () => {
      const shopper = await createShopper(t.app)
      const promo = await createPromo({ kind: 'naira', amount: 1_000 })
      const { init, order } = await pay(shopper, promo.code.toLowerCase())
      expect(init.discount).toBe(1_000)
      expect(init.promo_code).toBe(promo.code)
      expect(init.amount).toBe(product.price - 1_000 + init.shipping_fee)
      expect(fake.transactions.get(init.reference)?.amount).toBe(init.amount * 100)
      const payment = await readPayment(t.database.db, init.reference)
      expect(payment).toMatchObject({ promoCode: promo.code, discount: 1_000 })
      expect(order).toMatchObject({
        promo_code: promo.code,
        discount: 1_000,
        total_amount: init.amount,
      })
    })

    it('never takes the total below the delivery fee', async () => {
      const shopper = await createShopper(t.app)
      const promo = await createPromo({ kind: 'naira', amount: product.price + 50_000 })
      const res = await initialize(shopper, promo.code)
      const init = res.json<Answer>()
      expect(init.discount).toBe(product.price)
      expect(init.shipping_fee).toBeGreaterThan(0)
      expect(init.amount).toBe(init.shipping_fee)
    })

    it.each([
      ['an expired code', { expires_at: '2020-01-01T00:00:00Z' }, 'This code has expired'],
      [
        'an order under the minimum',
        { min_subtotal: 100_000_000 },
        'This code needs an order of at least ₦100,000,000',
      ],
    ])('refuses %s', async (_, fields, message) => {
      const shopper = await createShopper(t.app)
      const promo = await createPromo(fields)
      expect(await refusal(shopper, promo.code)).toBe(message)
    })

    it('keeps a first-order code to first orders', async () => {
      const shopper = await createShopper(t.app)
      const promo = await createPromo({ first_order_only: true })
      await pay(shopper, promo.code)
      expect(await refusal(shopper, promo.code)).toBe('This code is for your first order only')
      const newcomer = await createShopper(t.app)
      expect((await initialize(newcomer, promo.code)).statusCode).toBe(200)
    })

    it('gives a first-order code to one of two tabs at once, and to one of two such codes', async () => {
      const promo = await createPromo({ first_order_only: true })
      const shopper = await createShopper(t.app)
      const answers = await Promise.all([
        initialize(shopper, promo.code),
        initialize(shopper, promo.code),
      ])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400])
      expect(answers.find((res) => res.statusCode === 400)?.json()).toMatchObject({
        success: false,
        message: 'This code is for your first order only',
      })

      // A first order is one payment, whichever first-order code it carries.
      const [welcome, hello] = await Promise.all([
        createPromo({ first_order_only: true }),
        createPromo({ first_order_only: true }),
      ])
      const newcomer = await createShopper(t.app)
      const both = await Promise.all([
        initialize(newcomer, welcome.code),
        initialize(newcomer, hello.code),
      ])
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400])
    })

    it('gives a first-order code back when its payment fails', async () => {
      const promo = await createPromo({ first_order_only: true })
      const shopper = await createShopper(t.app)
      await pay(shopper, promo.code, 'failed')
      const { init } = await pay(shopper, promo.code)
      expect(init.promo_code).toBe(promo.code)
    })

    it('holds the per-shopper and total limits, and a failed payment gives its use back', async () => {
      const promo = await createPromo({ per_shopper_limit: 1, total_limit: 2 })
      const first = await createShopper(t.app)
      // A payment that fails releases the use: the same shopper may try again.
      await pay(first, promo.code, 'failed')
      await pay(first, promo.code)
      expect(await refusal(first, promo.code)).toBe('You have already used this code')

      const second = await createShopper(t.app)
      await pay(second, promo.code)
      const third = await createShopper(t.app)
      expect(await refusal(third, promo.code)).toBe('This code has been used up')

      const list = await callAs(t.app, owner, 'GET', '/api/admin/promos')
      const listed = list.json<{ promos: PromoView[] }>().promos.find((p) => p.id === promo.id)
      expect(listed?.used).toBe(2)
    })

    it('gives one last use to exactly one of two initializes at once', async () => {
      const promo = await createPromo({ total_limit: 1 })
      const shoppers = await Promise.all([createShopper(t.app), createShopper(t.app)])
      const answers = await Promise.all(shoppers.map((shopper) => initialize(shopper, promo.code)))
      const codes = answers.map((res) => res.statusCode).sort()
      expect(codes).toEqual([200, 400])
      const refused = answers.find((res) => res.statusCode === 400)
      expect(refused?.json()).toMatchObject({ message: 'This code has been used up' })
    })

    it('gives one shopper’s single use to one of two tabs at once', async () => {
      const promo = await createPromo({ per_shopper_limit: 1 })
      const shopper = await createShopper(t.app)
      const answers = await Promise.all([
        initialize(shopper, promo.code),
        initialize(shopper, promo.code),
      ])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400])
    })
  })
})
