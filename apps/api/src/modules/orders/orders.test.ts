import { DEMO_ORDER_ID, DEMO_TRACKING_NUMBER } from '@scentia/domain/orders/demo-order'
import {
  isPublicTrackingView,
  type Order,
  type OrderTrackingView,
} from '@scentia/domain/orders/order'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, payments, users } from '../../db/schema/index.js'
import { DEMO_CUSTOMER } from '../../db/seed/demo-customer.js'
import { seedDemoOrder } from '../../db/seed/demo-order.js'
import { createVerifiedUser, randomIp } from '../auth/account-fixtures.js'
import {
  createShopper,
  initializePayment,
  pickProducts,
  type CatalogueProduct,
  type FakePaystack,
  type Shopper,
  postCheckout,
  buildPaystackTestApp,
  type PaystackTestApp,
} from '../payments/payments-test-kit.js'

/** The keys of the public tracking view (docs/product.md §6): nothing else may leave for a non-owner. */
const PUBLIC_KEYS = [
  'cart_items',
  'city',
  'created_at',
  // The window in business days the order was promised (docs/product.md §13).
  'delivery_days',
  // Delivery or pickup, and the statuses' times: never the pickup code (decision 046).
  'delivery_method',
  'estimated_delivery',
  'events',
  'full_name',
  'order_id',
  // What the payment waits for: a label, never a person's data.
  'payment_notice',
  'phone_number',
  'progress',
  'state',
  'status',
  // Where a transfer goes and by when: Paystack's account, never the shopper's (decision 037).
  'transfer',
  'view',
].sort()

describe('orders', () => {
  let fake: FakePaystack
  let t: PaystackTestApp
  let catalogue: CatalogueProduct[]
  let owner: Shopper

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    fake = t.fake
    catalogue = await pickProducts(t.database.db, 2, 10)
    owner = await createShopper(t.app, 'Chiamaka Ngozi Nwosu')
  })
  afterAll(() => t.close())

  async function placeOrder(
    shopper: Shopper,
    cart: { id: number; quantity: number }[],
    status = 'success',
  ) {
    const init = await initializePayment(t.app, shopper, cart)
    fake.settle(init.reference, { status })
    const res = await postCheckout(t.app, shopper, init.reference)
    expect(res.statusCode).toBe(201)
    return res.json<{ order_id: string; order: Order }>()
  }

  describe('GET /api/order', () => {
    it('needs a signed-in shopper', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/order' })
      expect(res.statusCode).toBe(401)
    })

    it('lists only my orders, newest first, under both orders and data', async () => {
      const shopper = await createShopper(t.app)
      const someoneElse = await createShopper(t.app)
      const older = await placeOrder(shopper, [{ id: catalogue[0]!.id, quantity: 1 }])
      await new Promise((resolve) => setTimeout(resolve, 5))
      const newer = await placeOrder(shopper, [
        { id: catalogue[0]!.id, quantity: 1 },
        { id: catalogue[1]!.id, quantity: 2 },
      ])
      await placeOrder(someoneElse, [{ id: catalogue[1]!.id, quantity: 1 }])

      const res = await t.app.inject({ method: 'GET', url: '/api/order', headers: shopper.headers })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const body = res.json<{ success: boolean; message: string; orders: Order[]; data: Order[] }>()
      expect(body.success).toBe(true)
      expect(body.orders.map((order) => order.order_id)).toEqual([newer.order_id, older.order_id])
      expect(body.data).toEqual(body.orders)
      expect(body.orders[0]).toMatchObject({
        order_id: newer.order_id,
        id: expect.any(Number),
        status: 'pending',
        tracking_number: null,
        total_amount: expect.any(Number),
        shipping_fee: expect.any(Number),
        shipping_address: '12 Allen Avenue',
        city: 'Anifowoshe/Ikeja, Ikeja',
        state: 'Lagos',
        full_name: shopper.fullName,
        phone_number: '+2348031234567',
        email: shopper.email,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        estimated_delivery: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect(body.orders[0]?.cart_items).toHaveLength(2)
    })

    it('answers an empty list for a shopper without orders', async () => {
      const shopper = await createShopper(t.app)
      const res = await t.app.inject({ method: 'GET', url: '/api/order', headers: shopper.headers })
      expect(res.json()).toMatchObject({ success: true, orders: [], data: [] })
    })
  })

  describe('GET /api/order/:id', () => {
    let placed: { order_id: string; order: Order }
    beforeAll(async () => {
      placed = await placeOrder(owner, [{ id: catalogue[0]!.id, quantity: 2 }])
    })

    it('gives the owner the whole order, under response_data and data', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order/${placed.order_id}`,
        headers: owner.headers,
      })
      expect(res.statusCode).toBe(200)
      const body = res.json<{
        success: boolean
        message: string
        response_data: Order
        data: Order
      }>()
      expect(body.success).toBe(true)
      expect(body.response_data).toEqual(body.data)
      expect(isPublicTrackingView(body.response_data)).toBe(false)
      expect(body.response_data).toMatchObject({
        order_id: placed.order_id,
        email: owner.email,
        full_name: owner.fullName,
        phone_number: '+2348031234567',
        shipping_address: '12 Allen Avenue',
        payment_status: 'paid',
      })
    })

    it.each([
      ['a signed-in stranger', true],
      ['a visitor', false],
    ])('gives %s only the public tracking view', async (_label, signedIn) => {
      const stranger = await createShopper(t.app)
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order/${placed.order_id}`,
        headers: { 'x-forwarded-for': randomIp(), ...(signedIn ? stranger.headers : {}) },
      })
      expect(res.statusCode).toBe(200)
      const view = res.json<{ response_data: OrderTrackingView; data: OrderTrackingView }>()
        .response_data
      expect(Object.keys(view).sort()).toEqual(PUBLIC_KEYS)
      expect(view).toMatchObject({
        view: 'public',
        order_id: placed.order_id,
        status: 'pending',
        progress: { step: 1, of: 4, percent: 25 },
        city: 'Anifowoshe/Ikeja, Ikeja',
        state: 'Lagos',
        full_name: 'C*** N*** N***',
        phone_number: '*********4567',
        cart_items: [{ name: catalogue[0]!.name, quantity: 2 }],
      })
      // No personal data in the answer at all, whatever its key.
      for (const secret of [
        owner.email,
        owner.fullName,
        'Chiamaka',
        '12 Allen Avenue',
        '0803 123 4567',
        '+2348031234567',
        '08031234567',
        'transaction_reference',
        'SCN-',
      ]) {
        expect(res.body).not.toContain(secret)
      }
    })

    it('finds an id typed in lower case with spaces, as the track box sends it', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order/${encodeURIComponent(` ${placed.order_id.toLowerCase()} `)}`,
        headers: owner.headers,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.order_id).toBe(placed.order_id)
    })

    it.each([['ORD0000000000'], ['ORD123'], ['not-an-order'], ['x'.repeat(90)]])(
      'answers 404 for %s',
      async (id) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/order/${id}`,
          headers: { 'x-forwarded-for': randomIp() },
        })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ success: false, message: 'Order not found' })
      },
    )

    it('limits lookups to 30 a minute per visitor address, and per account when signed in', async () => {
      const ip = randomIp()
      for (let i = 0; i < 30; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/order/ORD${String(i).padStart(10, '0')}`,
          headers: { 'x-forwarded-for': ip },
        })
        expect(res.statusCode).toBe(404)
      }
      const limited = await t.app.inject({
        method: 'GET',
        url: `/api/order/${placed.order_id}`,
        headers: { 'x-forwarded-for': ip },
      })
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ success: false })
      // The owner behind the same (shared, carrier-grade NAT) address is counted on their own.
      const signedIn = await t.app.inject({
        method: 'GET',
        url: `/api/order/${placed.order_id}`,
        headers: { 'x-forwarded-for': ip, ...owner.headers },
      })
      expect(signedIn.statusCode).toBe(200)
    })
  })

  describe('the demo order', () => {
    it('is seeded for the demo customer, shipped, with a tracking number, and public to visitors', async () => {
      const visitor = await t.app.inject({
        method: 'GET',
        url: `/api/order/${DEMO_ORDER_ID}`,
        headers: { 'x-forwarded-for': randomIp() },
      })
      expect(visitor.statusCode).toBe(200)
      expect(visitor.json().data).toMatchObject({
        view: 'public',
        order_id: DEMO_ORDER_ID,
        status: 'shipped',
        progress: { step: 3, of: 4 },
        state: 'Lagos',
        full_name: 'A*** O***',
      })
      expect(visitor.body).not.toContain(DEMO_CUSTOMER.email)

      const token = await t.app.accessTokens.sign(DEMO_CUSTOMER.userId)
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/order/${DEMO_ORDER_ID}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(mine.json().data).toMatchObject({
        order_id: DEMO_ORDER_ID,
        status: 'shipped',
        tracking_number: DEMO_TRACKING_NUMBER,
        email: DEMO_CUSTOMER.email,
        payment_status: 'paid',
      })
      const order = mine.json<{ data: Order }>().data
      const subtotal = order.cart_items.reduce((sum, item) => sum + item.price * item.quantity, 0)
      expect(order.total_amount).toBe(subtotal + (order.shipping_fee ?? 0))
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/order',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(list.json<{ orders: Order[] }>().orders.map((o) => o.order_id)).toContain(
        DEMO_ORDER_ID,
      )
    })

    it('seeds once, and not at all without the demo customer', async () => {
      const db = t.database.db
      await seedDemoOrder(db)
      expect(await db.select().from(orders).where(eq(orders.orderId, DEMO_ORDER_ID))).toHaveLength(
        1,
      )

      await db.delete(orders).where(eq(orders.orderId, DEMO_ORDER_ID))
      await seedDemoOrder(db)
      expect(await db.select().from(orders).where(eq(orders.orderId, DEMO_ORDER_ID))).toHaveLength(
        1,
      )
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, DEMO_ORDER_ID))
      expect(payment?.status).toBe('success')

      await db.delete(orders).where(eq(orders.orderId, DEMO_ORDER_ID))
      await db.delete(users).where(eq(users.id, DEMO_CUSTOMER.userId))
      await seedDemoOrder(db)
      expect(await db.select().from(orders).where(eq(orders.orderId, DEMO_ORDER_ID))).toHaveLength(
        0,
      )
    })
  })

  describe('privacy', () => {
    it("puts the shopper's orders in their data export", async () => {
      const placed = await placeOrder(owner, [{ id: catalogue[1]!.id, quantity: 1 }])
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/export',
        headers: owner.headers,
      })
      expect(res.statusCode).toBe(200)
      const exported = JSON.parse(res.body) as { orders: Order[] }
      expect(exported.orders.map((order) => order.order_id)).toContain(placed.order_id)
    })

    it('erases the person from their orders on account deletion, except where a delivery still needs it', async () => {
      const account = await createVerifiedUser(t.app, { full_name: 'Tunde Bakare' })
      const shopper: Shopper = {
        userId: account.userId,
        email: account.email,
        fullName: 'Tunde Bakare',
        token: account.accessToken,
        headers: { authorization: `Bearer ${account.accessToken}` },
      }
      const inFlight = await placeOrder(shopper, [{ id: catalogue[0]!.id, quantity: 1 }])
      const unpaid = await placeOrder(shopper, [{ id: catalogue[0]!.id, quantity: 1 }], 'failed')

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: shopper.headers,
        payload: { password: account.password },
      })
      expect(res.statusCode).toBe(200)

      const db = t.database.db
      const [kept] = await db.select().from(orders).where(eq(orders.orderId, inFlight.order_id))
      expect(kept).toMatchObject({
        userId: null,
        fullName: 'Tunde Bakare',
        shippingAddress: '12 Allen Avenue',
      })
      const [erased] = await db.select().from(orders).where(eq(orders.orderId, unpaid.order_id))
      expect(erased).toMatchObject({
        userId: null,
        fullName: 'Deleted customer',
        email: 'deleted@customer.invalid',
        phoneNumber: '',
        shippingAddress: '',
      })
      expect(erased?.totalAmount).toBe(unpaid.order.total_amount)
      const [erasedPayment] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, unpaid.order_id))
      expect(erasedPayment?.shippingSnapshot.full_name).toBe('Deleted customer')
      const [keptPayment] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, inFlight.order_id))
      expect(keptPayment?.shippingSnapshot.full_name).toBe('Tunde Bakare')
    })
  })
})
