import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productSizes, products, sampleCredits } from '../../db/schema/index.js'
import { createOwner } from '../admin/admin-test-kit.js'
import {
  checkoutPaid,
  createShopper,
  initializePayment,
  readPayment,
  readStock,
  type FakePaystack,
  type Shopper,
  postCheckout,
  postInitialize,
  buildPaystackTestApp,
  type PaystackTestApp,
  ordersFor,
} from './payments-test-kit.js'

interface Sample {
  productId: number
  name: string
  bottlePrice: number
  sizeId: number
  price: number
  label: string
}

type CartLine = { id: number; quantity: number; size_id?: number }

/** Sizes priced, stocked and ordered apart; the sample credit applied once. */
describe('sizes and the sample credit at initialize', () => {
  let fake: FakePaystack
  let t: PaystackTestApp
  let samples: Sample[]

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    fake = t.fake
    samples = await db()
      .select({
        productId: products.id,
        name: products.name,
        bottlePrice: products.price,
        sizeId: productSizes.id,
        price: productSizes.price,
        label: productSizes.label,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(productSizes.isSample, true)))
      .orderBy(products.id)
      .then((rows) =>
        rows.map((row) => ({ ...row, price: row.price ?? 0, label: row.label ?? '' })),
      )
    if (samples.length < 4) throw new Error('the seed should sell samples')
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const sample = (index: number) => samples[index]!

  async function readSizeStock(sizeId: number): Promise<number> {
    const [row] = await db()
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, sizeId))
    return row?.stock ?? -1
  }

  async function pay(shopper: Shopper, cart: CartLine[]) {
    const { init, res } = await checkoutPaid(t, shopper, cart)
    expect(res.statusCode).toBe(201)
    return { init, order: res.json<{ order: Record<string, unknown> }>().order }
  }

  function initialize(shopper: Shopper, cart: CartLine[]) {
    return postInitialize(t.app, shopper, cart)
  }

  it('prices a sample and the full bottle of one fragrance as two lines', async () => {
    const shopper = await createShopper(t.app)
    const s = sample(0)
    const init = await initializePayment(t.app, shopper, [
      { id: s.productId, quantity: 2, size_id: s.sizeId },
      { id: s.productId, quantity: 1 },
    ])
    expect(init.cart_items).toEqual([
      expect.objectContaining({
        id: s.productId,
        price: s.price,
        quantity: 2,
        sizeId: s.sizeId,
        size: s.label,
        isSample: true,
      }),
      expect.objectContaining({ id: s.productId, price: s.bottlePrice, quantity: 1 }),
    ])
    expect(init.subtotal).toBe(2 * s.price + s.bottlePrice)
  })

  it('refuses a size of another fragrance, and more than the size holds, naming the size', async () => {
    const shopper = await createShopper(t.app)
    const [a, b] = [sample(0), sample(1)]
    const wrong = await initialize(shopper, [{ id: a.productId, quantity: 1, size_id: b.sizeId }])
    expect(wrong.statusCode).toBe(400)
    await db().update(productSizes).set({ stock: 1 }).where(eq(productSizes.id, b.sizeId))
    const short = await initialize(shopper, [{ id: b.productId, quantity: 2, size_id: b.sizeId }])
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toBe(`Only 1 of ${b.name} (${b.label}) left in stock`)
    await db().update(productSizes).set({ stock: 40 }).where(eq(productSizes.id, b.sizeId))
  })

  it('takes a paid sample from its own stock, not the bottle’s, and the order names the size', async () => {
    const shopper = await createShopper(t.app)
    const s = sample(2)
    const [sizeBefore, bottleBefore] = [
      await readSizeStock(s.sizeId),
      await readStock(db(), s.productId),
    ]
    const { order } = await pay(shopper, [{ id: s.productId, quantity: 3, size_id: s.sizeId }])
    expect(await readSizeStock(s.sizeId)).toBe(sizeBefore - 3)
    expect(await readStock(db(), s.productId)).toBe(bottleBefore)
    expect(order.cart_items).toEqual([
      expect.objectContaining({
        id: s.productId,
        price: s.price,
        quantity: 3,
        size: s.label,
        isSample: true,
      }),
    ])
  })

  it('credits a paid sample’s price on the full bottle once, even to four tabs at once', async () => {
    const shopper = await createShopper(t.app)
    const s = sample(3)
    await pay(shopper, [{ id: s.productId, quantity: 1, size_id: s.sizeId }])

    // Not on the sample again, not on another fragrance.
    const again = await initializePayment(t.app, shopper, [
      { id: s.productId, quantity: 1, size_id: s.sizeId },
    ])
    expect(again).toMatchObject({ sample_credit: 0 })
    const other = await initializePayment(t.app, shopper, [
      { id: sample(0).productId, quantity: 1 },
    ])
    expect(other).toMatchObject({ sample_credit: 0 })

    const bottle = [{ id: s.productId, quantity: 1 }]
    const tabs = await Promise.all([1, 2, 3, 4].map(() => initialize(shopper, bottle)))
    expect(tabs.map((res) => res.statusCode)).toEqual([200, 200, 200, 200])
    const credits = tabs.map((res) => res.json<{ sample_credit: number }>().sample_credit)
    expect(credits.sort((x, y) => x - y)).toEqual([0, 0, 0, s.price])
    const credited = tabs
      .find((res) => res.json<{ sample_credit: number }>().sample_credit > 0)!
      .json<{ reference: string; amount: number; subtotal: number; shipping_fee: number }>()
    expect(credited.amount).toBe(credited.subtotal - s.price + credited.shipping_fee)
    expect((await readPayment(db(), credited.reference)).sampleCredit).toBe(s.price)

    // The order that used it shows it; no later cart gets it again.
    fake.settle(credited.reference, { status: 'success' })
    const checkout = await postCheckout(t.app, shopper, credited.reference)
    expect(checkout.json().order).toMatchObject({
      sample_credit: s.price,
      total_amount: credited.amount,
    })
    const later = await initializePayment(t.app, shopper, bottle)
    expect(later).toMatchObject({ sample_credit: 0 })
    const claims = await db()
      .select()
      .from(sampleCredits)
      .where(eq(sampleCredits.userId, shopper.userId))
    expect(claims).toHaveLength(1)
    const [row] = await ordersFor(db(), credited.reference)
    expect(row?.sampleCredit).toBe(s.price)
  })

  it('lists the shopper’s unused samples for the cart’s preview, and only theirs', async () => {
    const shopper = await createShopper(t.app)
    const s = sample(0)
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/payments/sample-credits', headers: shopper.headers })
    expect((await list()).json()).toEqual({ success: true, samples: [] })
    await pay(shopper, [{ id: s.productId, quantity: 1, size_id: s.sizeId }])
    const body = (await list()).json<{ samples: { productId: number; unitPrice: number }[] }>()
    expect(body.samples).toEqual([
      expect.objectContaining({ productId: s.productId, unitPrice: s.price }),
    ])
    const stranger = await createShopper(t.app)
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/payments/sample-credits',
      headers: stranger.headers,
    })
    expect(theirs.json()).toEqual({ success: true, samples: [] })
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/sample-credits' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('frees a credit whose payment failed for the next cart', async () => {
    const shopper = await createShopper(t.app)
    const s = sample(1)
    await pay(shopper, [{ id: s.productId, quantity: 1, size_id: s.sizeId }])
    const first = await initializePayment(t.app, shopper, [{ id: s.productId, quantity: 1 }])
    expect(first).toMatchObject({ sample_credit: s.price })
    fake.settle(first.reference, { status: 'failed' })
    await postCheckout(t.app, shopper, first.reference)
    const retry = await initializePayment(t.app, shopper, [{ id: s.productId, quantity: 1 }])
    expect(retry).toMatchObject({ sample_credit: s.price })
  })

  describe('with a promo code (merged with main’s promo codes)', () => {
    type Priced = {
      reference: string
      amount: number
      subtotal: number
      shipping_fee: number
      sample_credit: number
      promo_code: string | null
      discount: number
    }
    let codeSeq = 0

    async function createPromo(kind: 'percent' | 'naira', amount: number): Promise<string> {
      const owner = await createOwner(t.app)
      const code = `SIZES${Date.now().toString(36)}${codeSeq++}`.toUpperCase()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promos',
        headers: owner.headers,
        payload: {
          code,
          kind,
          amount,
          min_subtotal: 0,
          first_order_only: false,
          expires_at: null,
          total_limit: null,
          per_shopper_limit: null,
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      return code
    }

    async function initializeWithCode(shopper: Shopper, cart: CartLine[], code: string) {
      const res = await postInitialize(t.app, shopper, cart, { promo_code: code })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<Priced>()
    }

    it('takes the sample credit first, then the code off the goods that remain, and the order records both', async () => {
      const shopper = await createShopper(t.app)
      const s = sample(samples.length - 1)
      await pay(shopper, [{ id: s.productId, quantity: 1, size_id: s.sizeId }])
      const code = await createPromo('percent', 10)
      const bottle = [{ id: s.productId, quantity: 1 }]

      // The preview prices the same steps: the credit, then the code.
      const goods = s.bottlePrice - s.price
      const discount = Math.floor((goods * 10) / 100)
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/promos/check',
        headers: shopper.headers,
        payload: { code, cart_items: bottle },
      })
      expect(preview.json()).toMatchObject({ success: true, code, discount, subtotal: goods })

      const init = await initializeWithCode(shopper, bottle, code)
      expect(init).toMatchObject({
        subtotal: s.bottlePrice,
        sample_credit: s.price,
        promo_code: code,
        discount,
        amount: s.bottlePrice - s.price - discount + init.shipping_fee,
      })
      expect(await readPayment(db(), init.reference)).toMatchObject({
        sampleCredit: s.price,
        promoCode: code,
        discount,
        amountNaira: init.amount,
      })

      fake.settle(init.reference, { status: 'success' })
      const checkout = await postCheckout(t.app, shopper, init.reference)
      expect(checkout.json().order).toMatchObject({
        total_amount: init.amount,
        shipping_fee: init.shipping_fee,
        sample_credit: s.price,
        promo_code: code,
        discount,
      })
    })

    it('never takes a code below the delivery fee once the credit is off', async () => {
      const shopper = await createShopper(t.app)
      const s = sample(samples.length - 1)
      await pay(shopper, [{ id: s.productId, quantity: 1, size_id: s.sizeId }])
      const code = await createPromo('naira', s.bottlePrice * 2)
      const init = await initializeWithCode(shopper, [{ id: s.productId, quantity: 1 }], code)
      expect(init.shipping_fee).toBeGreaterThan(0)
      expect(init).toMatchObject({
        sample_credit: s.price,
        discount: s.bottlePrice - s.price,
        amount: init.shipping_fee,
      })
    })
  })
})
