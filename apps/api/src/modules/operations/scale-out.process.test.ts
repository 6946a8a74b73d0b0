import type { ProductResponse } from '@scentia/domain/catalog/product'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, products } from '../../db/schema/index.js'
import { callAs } from '../../test/injector.js'
import { CLUSTER_OWNER_EMAIL, startAppCluster, type AppCluster } from '../../test/app-cluster.js'
import type { AppProcess } from '../../test/app-process.js'
import { bearer, createVerifiedUser } from '../auth/account-fixtures.js'
import {
  FAKE_SECRET_KEY,
  eventually,
  orderPayload,
  pickProducts,
  readStock,
  setStock,
  shippingFor,
  signedChargeSuccess,
  type CatalogueProduct,
  type InitializeAnswer,
  type Shopper,
} from '../payments/payments-test-kit.js'

const serverUrl = process.env.TEST_DATABASE_URL

/**
 * docs/product.md §3 and §9: N stateless API processes on one PostgreSQL keep one truth. Two built
 * servers, two ports, one database; every test drives both at once. To add a case, take a
 * shopper with `shopperOn(cluster.a)`, act through `cluster.a` and `cluster.b`, and check the
 * shared database through `cluster.database.db`.
 */
describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  let cluster: AppCluster
  let catalogue: CatalogueProduct[]

  beforeAll(async () => {
    if (!serverUrl) return
    cluster = await startAppCluster({ serverUrl })
    catalogue = await pickProducts(cluster.database.db, 3, 10)
  })
  afterAll(async () => {
    // Both drain and exit 0 at the end, as a rolling deploy would stop them.
    const exits = await cluster.close()
    expect(exits).toEqual([
      { name: 'A', code: 0, signal: null },
      { name: 'B', code: 0, signal: null },
    ])
  })

  const product = (index: number): CatalogueProduct => {
    const found = catalogue[index]
    if (!found) throw new Error(`no product #${index}`)
    return found
  }

  /** A verified shopper, signed up and verified through `app` with the account fixtures. */
  async function shopperOn(app: AppProcess, fullName = 'Kemi Lawal'): Promise<Shopper> {
    const account = await createVerifiedUser(app, { full_name: fullName })
    return {
      userId: account.userId,
      email: account.email,
      fullName,
      token: account.accessToken,
      headers: bearer(account.accessToken),
    }
  }

  async function initializeOn(
    app: AppProcess,
    shopper: Shopper,
    cart: { id: number; quantity: number }[],
  ): Promise<InitializeAnswer> {
    const res = await callAs(app, shopper, 'POST', '/api/payments/initialize', {
      cart_items: cart,
      shipping: shippingFor(shopper),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<InitializeAnswer>()
  }

  const checkoutOn = (app: AppProcess, shopper: Shopper, reference: string) =>
    callAs(app, shopper, 'POST', '/api/checkout', orderPayload(shopper, reference))

  const webhookOn = (app: AppProcess, reference: string, amountKobo: number) => {
    const { payload, headers } = signedChargeSuccess(FAKE_SECRET_KEY, {
      reference,
      amount: amountKobo,
    })
    return app.inject({ method: 'POST', url: '/api/paystack/webhook', headers, payload })
  }

  async function ordersFor(references: string[]) {
    return cluster.database.db
      .select({ orderId: orders.orderId, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(inArray(orders.transactionReference, references))
  }

  it('honours on one process the token the other signed', async () => {
    const shopper = await shopperOn(cluster.a)
    const res = await callAs(cluster.b, shopper, 'GET', '/api/profile')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ success: true, user: { email: shopper.email } })
  })

  it('ends on the other process the session one process signed out (docs/product.md §6)', async () => {
    const shopper = await shopperOn(cluster.a)
    const profileOn = (app: AppProcess) =>
      app.inject({ method: 'GET', url: '/api/profile', headers: shopper.headers })
    expect((await profileOn(cluster.b)).statusCode).toBe(200)

    const logout = await callAs(cluster.a, shopper, 'POST', '/api/logout')
    expect(logout.statusCode, logout.body).toBe(200)
    expect((await profileOn(cluster.b)).statusCode).toBe(401)
    expect((await profileOn(cluster.a)).statusCode).toBe(401)
  })

  it('shares a per-address limit: 10 reset links from one address across both, then 429 on each', async () => {
    const address = '198.51.100.77'
    const resetLinkOn = (app: AppProcess, index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/send-reset-link',
        headers: { 'x-forwarded-for': address },
        payload: { email: `scale-out-${String(index)}@example.ng` },
      })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        resetLinkOn(index % 2 ? cluster.b : cluster.a, index),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200))
    expect((await resetLinkOn(cluster.a, 10)).statusCode).toBe(429)
    expect((await resetLinkOn(cluster.b, 11)).statusCode).toBe(429)
  })

  it('makes one order and takes stock once when webhook, verify and checkout race on both', async () => {
    const bottle = product(0)
    const before = await readStock(cluster.database.db, bottle.id)
    const shopper = await shopperOn(cluster.a)
    const init = await initializeOn(cluster.a, shopper, [{ id: bottle.id, quantity: 2 }])
    cluster.paystack.settle(init.reference, { status: 'success' })

    const [webhook, verify, checkoutB, checkoutA] = await Promise.all([
      webhookOn(cluster.a, init.reference, init.amount_kobo),
      callAs(cluster.b, shopper, 'GET', `/api/payments/verify/${init.reference}`),
      checkoutOn(cluster.b, shopper, init.reference),
      checkoutOn(cluster.a, shopper, init.reference),
    ])
    expect(webhook.statusCode, webhook.body).toBe(200)
    expect(verify.statusCode, verify.body).toBe(200)
    expect(verify.json()).toMatchObject({ data: { status: 'success' } })
    for (const checkout of [checkoutA, checkoutB]) {
      expect([200, 201], checkout.body).toContain(checkout.statusCode)
    }
    const orderIds = new Set(
      [checkoutA, checkoutB].map((res) => res.json<{ order_id: string }>().order_id),
    )
    expect(orderIds.size).toBe(1)

    const made = await ordersFor([init.reference])
    expect(made).toEqual([{ orderId: [...orderIds][0], paymentStatus: 'paid' }])
    expect(await readStock(cluster.database.db, bottle.id)).toBe(before - 2)
  })

  it('sells the last bottle once when two shoppers pay for it through both processes at once', async () => {
    const bottle = product(1)
    await setStock(cluster.database.db, bottle.id, 1)
    const [first, second] = await Promise.all([
      shopperOn(cluster.a, 'Ifeoma Chukwu'),
      shopperOn(cluster.b, 'Bola Ahmed'),
    ])
    // Both may start paying while one is left: stock is taken only when a payment succeeds.
    const initFirst = await initializeOn(cluster.a, first, [{ id: bottle.id, quantity: 1 }])
    const initSecond = await initializeOn(cluster.b, second, [{ id: bottle.id, quantity: 1 }])
    for (const { reference } of [initFirst, initSecond]) {
      cluster.paystack.settle(reference, { status: 'success' })
    }

    const answers = await Promise.all([
      checkoutOn(cluster.a, first, initFirst.reference),
      checkoutOn(cluster.b, second, initSecond.reference),
      webhookOn(cluster.b, initFirst.reference, initFirst.amount_kobo),
      webhookOn(cluster.a, initSecond.reference, initSecond.amount_kobo),
    ])
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500)

    expect(await readStock(cluster.database.db, bottle.id)).toBe(0)
    const made = await ordersFor([initFirst.reference, initSecond.reference])
    // One paid order; the other payment is recorded as money to refund, never as a second sale.
    expect(made.map((order) => order.paymentStatus).sort()).toEqual(['paid', 'refund_due'])
    const sold = await cluster.database.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
      .where(eq(orderItems.productId, bottle.id))
    expect(
      sold.filter(({ orderId }) => made.some((order) => order.orderId === orderId)),
    ).toHaveLength(2)
    const paidCheckouts = answers.slice(0, 2).filter((answer) => answer.statusCode < 300)
    expect(paidCheckouts).toHaveLength(1)
  })

  it("shows a console change made on one process in the other's catalogue within seconds", async () => {
    const perfume = product(2)
    const [row] = await cluster.database.db
      .select({ productId: products.productId })
      .from(products)
      .where(eq(products.id, perfume.id))
    if (!row) throw new Error('no product row')
    const detailOnB = async () => {
      const res = await cluster.b.inject({ method: 'GET', url: `/api/product/${row.productId}` })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<ProductResponse>().product
    }
    // B has built and cached its catalogue before the change.
    expect(await detailOnB()).toMatchObject({ price: perfume.price })

    const owner = await createVerifiedUser(cluster.a, { email: CLUSTER_OWNER_EMAIL })
    const newPrice = perfume.price + 1_500
    const edit = await cluster.a.inject({
      method: 'PATCH',
      url: `/api/admin/products/${perfume.id}`,
      headers: bearer(owner.accessToken),
      payload: { price: newPrice, stock: 42 },
    })
    expect(edit.statusCode, edit.body).toBe(200)

    const startedAt = Date.now()
    await eventually(async () => {
      expect(await detailOnB()).toMatchObject({ price: newPrice, stock: 42 })
    }, 10_000)
    const list = await cluster.b.inject({ method: 'GET', url: '/api/user/product/list' })
    expect(
      list.json<{ productList: { id: number; price: number }[] }>().productList,
    ).toContainEqual(expect.objectContaining({ id: perfume.id, price: newPrice }))
    expect(Date.now() - startedAt).toBeLessThan(10_000)
  })
})
