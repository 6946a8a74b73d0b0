import { buildPaymentMetadata } from '@scentia/domain/payment/paystack'
import { calculateDeliveryFee } from '@scentia/domain/shipping/delivery-fee'
import { NIGERIAN_MOBILE_MESSAGE } from '@scentia/domain/phone/nigerian-mobile'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders, payments, products } from '../../db/schema/index.js'
import { callAs } from '../../test/injector.js'
import { signPaystackPayload } from '../paystack/paystack-signature.js'
import {
  checkoutPaid,
  createShopper,
  eventually,
  FAKE_SECRET_KEY,
  initializePayment,
  mailTo,
  orderPayload,
  pickProducts,
  readPayment,
  readStock,
  setStock,
  shippingFor,
  signedChargeSuccess,
  type CatalogueProduct,
  type FakePaystack,
  type InitializeAnswer,
  type Shopper,
  postCheckout,
  verifyPayment,
  deliverWebhook,
  postInitialize,
  buildPaystackTestApp,
  type PaystackTestApp,
  ordersFor,
} from './payments-test-kit.js'

const ORDER_ID = /^ORD\d{10}$/

describe('payments against a Paystack-shaped fake', () => {
  let fake: FakePaystack
  let t: PaystackTestApp
  let catalogue: CatalogueProduct[]

  beforeAll(async () => {
    t = await buildPaystackTestApp({}, { payments: { timeoutMs: 1_000 } })
    fake = t.fake
    catalogue = await pickProducts(t.database.db, 3, 20)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const first = () => catalogue[0]!
  const second = () => catalogue[1]!

  const paidOrder = (shopper: Shopper, cart: { id: number; quantity: number }[]) =>
    checkoutPaid(t, shopper, cart)

  /**
   * A new shopper starts paying for one bottle of the first product, and Paystack settles it with
   * `outcome` when one is given: the shopper, the product, the payment's answer, and the bottle's
   * stock before anything counted it.
   */
  async function oneBottle(outcome?: Parameters<FakePaystack['settle']>[1]) {
    const shopper = await createShopper(t.app)
    const a = first()
    const init = await initializePayment(t.app, shopper, [{ id: a.id, quantity: 1 }])
    if (outcome) fake.settle(init.reference, outcome)
    return { shopper, a, init, stockBefore: await readStock(db(), a.id) }
  }

  describe('POST /api/payments/initialize', () => {
    let shopper: Shopper
    beforeEach(async () => {
      shopper = await createShopper(t.app)
    })

    it('needs a signed-in shopper', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        payload: {},
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, message: 'Not authenticated' })
    })

    it('prices the cart from the database and asks Paystack for the total in kobo, NGN, with the metadata', async () => {
      const a = first()
      const b = second()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        headers: shopper.headers,
        payload: {
          // The cart's own shape, with a tampered price and name: neither is believed.
          cart_items: [
            { id: a.id, quantity: 2, price: 1, name: 'Cheap', image: 'x' },
            { id: b.id, quantity: 1, price: 1 },
          ],
          shipping: shippingFor(shopper),
        },
      })
      expect(res.statusCode).toBe(200)
      const body = res.json<InitializeAnswer & { email: string; currency: string }>()
      const subtotal = a.price * 2 + b.price
      const fee = calculateDeliveryFee({ state: 'Lagos', baseFee: 8_000 }, subtotal)
      expect(body).toMatchObject({
        success: true,
        amount: subtotal + fee,
        amount_kobo: (subtotal + fee) * 100,
        currency: 'NGN',
        subtotal,
        shipping_fee: fee,
        email: shopper.email,
      })
      expect(body.reference).toMatch(/^SCN-[0-9a-f]{24}$/)
      expect(body.access_code).toEqual(expect.any(String))
      expect(body.authorization_url).toMatch(/^https:\/\/checkout\.paystack\.com\//)
      expect(body.cart_items).toEqual([
        expect.objectContaining({ id: a.id, name: a.name, price: a.price, quantity: 2 }),
        expect.objectContaining({ id: b.id, name: b.name, price: b.price, quantity: 1 }),
      ])

      const sent = fake.requests.find(
        (request) =>
          request.path === '/transaction/initialize' &&
          (request.body as { reference?: string }).reference === body.reference,
      )
      expect(sent?.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`)
      expect(sent?.body).toEqual({
        email: shopper.email,
        amount: (subtotal + fee) * 100,
        currency: 'NGN',
        reference: body.reference,
        metadata: buildPaymentMetadata({
          user_id: shopper.userId,
          full_name: shopper.fullName,
          phone_number: '+2348031234567',
          cart_items: [
            { id: a.id, name: a.name, quantity: 2, price: a.price },
            { id: b.id, name: b.name, quantity: 1, price: b.price },
          ],
        }),
        // docs/product.md §10: card, bank, USSD and bank transfer.
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      })

      const payment = await readPayment(db(), body.reference)
      expect(payment).toMatchObject({
        userId: shopper.userId,
        status: 'pending',
        amountKobo: (subtotal + fee) * 100,
        amountNaira: subtotal + fee,
        accessCode: body.access_code,
      })
      expect(payment.shippingSnapshot).toMatchObject({
        state: 'Lagos',
        lga: 'Ikeja',
        ward: 'Anifowoshe/Ikeja',
      })
    })

    it('adds up repeated lines of one product', async () => {
      const a = first()
      const body = await initializePayment(t.app, shopper, [
        { id: a.id, quantity: 1 },
        { id: a.id, quantity: 2 },
      ])
      expect(body.cart_items).toEqual([expect.objectContaining({ id: a.id, quantity: 3 })])
    })

    it('refuses more than the shelf holds, naming the product', async () => {
      const c = catalogue[2]!
      await setStock(db(), c.id, 2)
      const short = await postInitialize(t.app, shopper, [{ id: c.id, quantity: 3 }])
      expect(short.statusCode).toBe(409)
      expect(short.json()).toMatchObject({
        success: false,
        message: `Only 2 of ${c.name} left in stock`,
      })

      await setStock(db(), c.id, 0)
      const none = await postInitialize(t.app, shopper, [{ id: c.id, quantity: 1 }])
      expect(none.statusCode).toBe(409)
      expect(none.json()).toMatchObject({ message: `${c.name} is out of stock` })
      await setStock(db(), c.id, c.stock)
    })

    it('refuses a retired product and an unknown one', async () => {
      const c = catalogue[2]!
      await db().update(products).set({ retiredAt: new Date() }).where(eq(products.id, c.id))
      const retired = await postInitialize(t.app, shopper, [{ id: c.id, quantity: 1 }])
      await db().update(products).set({ retiredAt: null }).where(eq(products.id, c.id))
      expect(retired.statusCode).toBe(400)
      expect(retired.json().message).toContain(c.name)

      const unknown = await postInitialize(t.app, shopper, [{ id: 2_000_000_000, quantity: 1 }])
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().message).toBe(
        'A product in your cart is no longer available. Please refresh your cart.',
      )
    })

    it.each([
      ['quantity 0', { quantity: 0 }, 'Quantity must be a whole number from 1 to 100'],
      ['quantity 101', { quantity: 101 }, 'Quantity must be a whole number from 1 to 100'],
      ['a fractional quantity', { quantity: 1.5 }, 'Quantity must be a whole number from 1 to 100'],
      ['a negative quantity', { quantity: -3 }, 'Quantity must be a whole number from 1 to 100'],
    ])('refuses %s', async (_label, line, message) => {
      const res = await postInitialize(t.app, shopper, [{ id: first().id, ...line }])
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    })

    it('refuses repeated lines that add up to more than 100', async () => {
      const res = await postInitialize(t.app, shopper, [
        { id: first().id, quantity: 60 },
        { id: first().id, quantity: 60 },
      ])
      expect(res.statusCode).toBe(400)
    })

    it.each(['0803 123 4567', '+234 803 123 4567', '2348031234567', '(0803) 123-4567'])(
      'takes the phone %j and keeps it E.164 in the payment snapshot and the metadata',
      async (phone_number) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/initialize',
          headers: shopper.headers,
          payload: {
            cart_items: [{ id: first().id, quantity: 1 }],
            shipping: { ...shippingFor(shopper), phone_number },
          },
        })
        expect(res.statusCode).toBe(200)
        const { reference } = res.json<{ reference: string }>()
        const [row] = await t.app.database.db
          .select({ shipping: payments.shippingSnapshot })
          .from(payments)
          .where(eq(payments.reference, reference))
        expect(row?.shipping.phone_number).toBe('+2348031234567')
        const sent = fake.requests.find(
          (request) =>
            request.path === '/transaction/initialize' &&
            (request.body as { reference?: string }).reference === reference,
        )
        expect(JSON.stringify(sent?.body)).toContain('+2348031234567')
      },
    )

    it.each([
      ['an empty cart', { cart_items: [] }, 'Your cart is empty'],
      [
        '51 lines',
        { cart_items: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1 })) },
        'at most 50',
      ],
      ['no full name', { shipping: { full_name: '  ' } }, 'Please enter your Full Name'],
      ['no email', { shipping: { email: '' } }, 'Please enter your Email'],
      [
        'a bad email',
        { shipping: { email: 'not-an-email' } },
        'Please enter a valid email address',
      ],
      ['a bad phone', { shipping: { phone_number: 'call me' } }, NIGERIAN_MOBILE_MESSAGE],
      ['a Lagos landline', { shipping: { phone_number: '01 234 5678' } }, NIGERIAN_MOBILE_MESSAGE],
      [
        'a British number',
        { shipping: { phone_number: '+44 20 7946 0958' } },
        NIGERIAN_MOBILE_MESSAGE,
      ],
      ['no city', { shipping: { city: '' } }, 'Please select your City'],
      ['an over-long name', { shipping: { full_name: 'A'.repeat(101) } }, 'at most 100 characters'],
      [
        'an over-long street',
        { shipping: { street_address: 'x'.repeat(201) } },
        'at most 200 characters',
      ],
      [
        'an unknown ward',
        { shipping: { ward: 'Atlantis' } },
        'Please choose a valid ward in Ikeja',
      ],
      ['an unknown state', { shipping: { state: 'Narnia' } }, 'Please choose a valid state'],
    ])('refuses %s with a 400 and a clear message', async (_label, change, message) => {
      const base = { cart_items: [{ id: first().id, quantity: 1 }], shipping: shippingFor(shopper) }
      const payload = {
        ...base,
        ...('cart_items' in change ? { cart_items: change.cart_items } : {}),
        ...('shipping' in change ? { shipping: { ...base.shipping, ...change.shipping } } : {}),
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        headers: shopper.headers,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false })
      expect(res.json().message).toContain(message)
    })

    it('answers 502 when Paystack fails, and keeps the attempt on record', async () => {
      fake.misbehave({ kind: 'server-error' })
      const res = await postInitialize(t.app, shopper, [{ id: first().id, quantity: 1 }])
      expect(res.statusCode).toBe(502)
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Could not start the payment with Paystack. Please try again.',
      })
      const [attempt] = await db()
        .select()
        .from(payments)
        .where(eq(payments.userId, shopper.userId))
      expect(attempt?.status).toBe('initialize_failed')
    })
  })

  describe('GET /api/payments/verify/:reference', () => {
    it('answers Paystack envelope to the owner only', async () => {
      const owner = await createShopper(t.app)
      const stranger = await createShopper(t.app)
      const init = await initializePayment(t.app, owner, [{ id: first().id, quantity: 1 }])

      const before = await verifyPayment(t.app, owner, init.reference)
      expect(before.statusCode).toBe(200)
      expect(before.json()).toMatchObject({
        status: true,
        message: 'Verification successful',
        data: {
          status: 'abandoned',
          reference: init.reference,
          amount: init.amount_kobo,
          channel: 'card',
        },
      })

      const theirs = await verifyPayment(t.app, stranger, init.reference)
      expect(theirs.statusCode).toBe(404)
      const visitor = await t.app.inject({
        method: 'GET',
        url: `/api/payments/verify/${init.reference}`,
      })
      expect(visitor.statusCode).toBe(401)
      const malformed = await callAs(t.app, owner, 'GET', '/api/payments/verify/no%20spaces')
      expect(malformed.statusCode).toBe(400)
      const unknown = await callAs(t.app, owner, 'GET', '/api/payments/verify/SCN-000')
      expect(unknown.statusCode).toBe(404)
    })

    it('finalises a successful payment itself, so the order exists even if the browser stops there', async () => {
      const owner = await createShopper(t.app)
      const init = await initializePayment(t.app, owner, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status: 'success', channel: 'bank' })
      const res = await verifyPayment(t.app, owner, init.reference)
      expect(res.json()).toMatchObject({
        status: true,
        data: { status: 'success', channel: 'bank', amount: init.amount_kobo },
      })

      const list = await t.app.inject({ method: 'GET', url: '/api/order', headers: owner.headers })
      expect(list.json().orders).toEqual([
        expect.objectContaining({
          payment_status: 'paid',
          payment_method: 'BANK',
          transaction_reference: init.reference,
        }),
      ])
      expect((await readPayment(db(), init.reference)).status).toBe('success')
    })

    it('answers 502 on a Paystack outage and 504 when Paystack is too slow', async () => {
      const owner = await createShopper(t.app)
      const init = await initializePayment(t.app, owner, [{ id: first().id, quantity: 1 }])
      fake.misbehave({ kind: 'server-error' })
      const down = await verifyPayment(t.app, owner, init.reference)
      expect(down.statusCode).toBe(502)
      fake.misbehave({ kind: 'slow', delayMs: 1_500 })
      const slow = await verifyPayment(t.app, owner, init.reference)
      expect(slow.statusCode).toBe(504)
      fake.misbehave({ kind: 'garbage' })
      const garbage = await verifyPayment(t.app, owner, init.reference)
      expect(garbage.statusCode).toBe(502)
      expect((await readPayment(db(), init.reference)).orderId).toBeNull()
    })
  })

  describe('POST /api/checkout', () => {
    it('makes the order from the stored snapshot, takes the stock, and answers the same order_id again', async () => {
      const shopper = await createShopper(t.app)
      const a = first()
      const stockBefore = await readStock(db(), a.id)
      const { init, res } = await paidOrder(shopper, [{ id: a.id, quantity: 2 }])
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body).toMatchObject({
        success: true,
        message: 'Order placed successfully!',
        payment_status: 'paid',
      })
      expect(body.order_id).toMatch(ORDER_ID)
      // The browser said total_amount 1; the order says what was owed and paid.
      expect(body.order).toMatchObject({
        order_id: body.order_id,
        status: 'pending',
        total_amount: init.amount,
        shipping_fee: init.shipping_fee,
        full_name: shopper.fullName,
        email: shopper.email,
        state: 'Lagos',
        cart_items: [
          expect.objectContaining({ id: a.id, name: a.name, price: a.price, quantity: 2 }),
        ],
      })
      expect(await readStock(db(), a.id)).toBe(stockBefore - 2)

      const verifiesBefore = fake.verifyCalls(init.reference)
      const again = await postCheckout(t.app, shopper, init.reference)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toMatchObject({
        success: true,
        order_id: body.order_id,
        payment_status: 'paid',
      })
      expect(fake.verifyCalls(init.reference)).toBe(verifiesBefore)
      expect(await readStock(db(), a.id)).toBe(stockBefore - 2)
      expect(await ordersFor(db(), init.reference)).toHaveLength(1)
    })

    it('sends the confirmation mail once', async () => {
      const shopper = await createShopper(t.app)
      const { res, init } = await paidOrder(shopper, [{ id: first().id, quantity: 1 }])
      const orderId = res.json().order_id as string
      await postCheckout(t.app, shopper, init.reference)
      const mails = await eventually(async () => {
        const found = await mailTo(db(), shopper.email)
        expect(found).toHaveLength(1)
        return found
      })
      expect(mails[0]?.subject).toBe(`Your Scentia order ${orderId} is confirmed`)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await mailTo(db(), shopper.email)).toHaveLength(1)
    })

    it('records a failed payment as an order with that status, without touching stock', async () => {
      const { shopper, a, init, stockBefore } = await oneBottle({ status: 'failed' })
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: shopper.headers,
        // The browser claims success: Paystack's word decides.
        payload: orderPayload(shopper, init.reference, { payment_status: 'success' }),
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ success: true, payment_status: 'failed' })
      expect(res.json().message).toBe(`Order ${res.json().order_id} recorded. Payment failed.`)
      expect(await readStock(db(), a.id)).toBe(stockBefore)
      expect(await mailTo(db(), shopper.email)).toHaveLength(0)

      // The shopper tries again in the same pop-up and pays: the webhook pays the same order.
      fake.settle(init.reference, { status: 'success' })
      const webhook = signedChargeSuccess(FAKE_SECRET_KEY, {
        reference: init.reference,
        amount: init.amount_kobo,
      })
      const hook = await deliverWebhook(t.app, webhook)
      expect(hook.statusCode).toBe(200)
      const list = await callAs(t.app, shopper, 'GET', '/api/order')
      expect(list.json<{ orders: unknown[] }>().orders).toEqual([
        expect.objectContaining({ order_id: res.json().order_id, payment_status: 'paid' }),
      ])
      expect(await readStock(db(), a.id)).toBe(stockBefore - 1)
      await eventually(async () => {
        expect(await mailTo(db(), shopper.email)).toHaveLength(1)
      })
    })

    it.each([['abandoned'], ['reversed']])('records an %s payment as such', async (status) => {
      const shopper = await createShopper(t.app)
      const init = await initializePayment(t.app, shopper, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status })
      const res = await postCheckout(t.app, shopper, init.reference)
      expect(res.json()).toMatchObject({ success: true, payment_status: status })
    })

    it('records a payment Paystack has not settled as pending', async () => {
      const shopper = await createShopper(t.app)
      const init = await initializePayment(t.app, shopper, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status: 'ongoing' })
      const res = await postCheckout(t.app, shopper, init.reference)
      expect(res.json()).toMatchObject({ success: true, payment_status: 'pending' })
    })

    // The statuses are the domain's list (payment/payment-status.ts); the database holds to it
    // too, so no path that skips the service (a script, a hand edit) can store a status no
    // screen knows.
    it('keeps payment statuses the domain does not know out of the database', async () => {
      const shopper = await createShopper(t.app)
      const init = await initializePayment(t.app, shopper, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status: 'failed' })
      const res = await postCheckout(t.app, shopper, init.reference)
      const orderId = res.json<{ order_id: string }>().order_id
      const execute = (text: string) => db().execute(sql.raw(text))
      const violation = { cause: expect.objectContaining({ code: '23514' }) }
      await expect(
        execute(`update orders set payment_status = 'success' where order_id = '${orderId}'`),
      ).rejects.toMatchObject(violation)
      await expect(
        execute(`update payments set status = 'paid' where reference = '${init.reference}'`),
      ).rejects.toMatchObject(violation)
      await expect(
        execute(
          `update payments set refund_reason = 'changed_mind' where reference = '${init.reference}'`,
        ),
      ).rejects.toMatchObject(violation)
      // The domain's own words still go in.
      await execute(`update orders set payment_status = 'abandoned' where order_id = '${orderId}'`)
      await execute(
        `update payments set status = 'abandoned' where reference = '${init.reference}'`,
      )
    })

    it.each([
      ['less than owed', { paidAmount: 100 }],
      ['more than owed', { paidAmount: 999_999_999 }],
    ])(
      'never makes a paid order from a success %s: refund due, support told',
      async (_label, mismatch) => {
        const { shopper, a, init, stockBefore } = await oneBottle({
          status: 'success',
          ...mismatch,
        })
        const res = await postCheckout(t.app, shopper, init.reference)
        expect(res.statusCode).toBe(409)
        expect(res.json()).toMatchObject({ success: false, payment_status: 'refund_due' })
        expect(res.json().message).toContain('the amount paid did not match the order total')
        expect(res.json().message).toContain('support@scentia.ng')
        expect(await readStock(db(), a.id)).toBe(stockBefore)
        expect(await readPayment(db(), init.reference)).toMatchObject({
          needsRefund: true,
          refundReason: 'amount_mismatch',
        })
        await eventually(async () => {
          const support = await mailTo(db(), 'support@scentia.ng')
          expect(support.some((mail) => mail.subject.includes(init.reference))).toBe(true)
          expect(await mailTo(db(), shopper.email)).toEqual([
            expect.objectContaining({
              subject: expect.stringContaining('About your Scentia payment'),
            }),
          ])
        })
      },
    )

    // An answer about another reference, or not in naira, is no verdict on this
    // payment. Counting it would let an attacker pay for a ₦95,000 order with a cheaper
    // transaction's reference, or in a currency worth less.
    it.each([
      ['in another currency', { paidCurrency: 'USD' }],
      ['without a currency', { paidCurrency: null }],
      ['about another reference', { answeredReference: 'SCN-aaaaaaaaaaaaaaaaaaaaaaaa' }],
    ])('refuses a success %s: not paid, no order, nothing mailed', async (_label, mismatch) => {
      const { shopper, a, init, stockBefore } = await oneBottle({ status: 'success', ...mismatch })

      const verify = await verifyPayment(t.app, shopper, init.reference)
      expect(verify.statusCode).toBe(502)
      expect(verify.json()).toMatchObject({
        success: false,
        message: 'Could not verify the payment with Paystack. Please try again.',
      })
      const checkout = await postCheckout(t.app, shopper, init.reference)
      expect(checkout.statusCode).toBe(502)

      const made = await ordersFor(db(), init.reference)
      expect(made).toEqual([])
      expect(await readPayment(db(), init.reference)).toMatchObject({
        orderId: null,
        needsRefund: false,
      })
      expect((await readPayment(db(), init.reference)).status).not.toBe('success')
      expect(await readStock(db(), a.id)).toBe(stockBefore)
      expect(await mailTo(db(), shopper.email)).toEqual([])
    })

    it('refuses a reference that is not yours, and a user_id that is not you', async () => {
      const owner = await createShopper(t.app)
      const stranger = await createShopper(t.app)
      const init = await initializePayment(t.app, owner, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status: 'success' })
      const theirs = await postCheckout(t.app, stranger, init.reference)
      expect(theirs.statusCode).toBe(404)
      const otherId = await postCheckout(t.app, owner, init.reference, { user_id: stranger.userId })
      expect(otherId.statusCode).toBe(403)
      const unknownUser = await postCheckout(t.app, owner, init.reference, { user_id: 0 })
      expect(unknownUser.statusCode).toBe(201)
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: orderPayload(owner, init.reference),
      })
      expect(visitor.statusCode).toBe(401)
    })

    it('refuses a payload without a reference or with an over-long field', async () => {
      const shopper = await createShopper(t.app)
      const none = await callAs(t.app, shopper, 'POST', '/api/checkout', { full_name: 'x' })
      expect(none.statusCode).toBe(400)
      const long = await postCheckout(t.app, shopper, 'SCN-abc', {
        shipping_address: 'x'.repeat(5_000),
      })
      expect(long.statusCode).toBe(400)
    })

    it('answers 504 when Paystack is too slow, and the order is still made later', async () => {
      const shopper = await createShopper(t.app)
      const init = await initializePayment(t.app, shopper, [{ id: first().id, quantity: 1 }])
      fake.settle(init.reference, { status: 'success' })
      fake.misbehave({ kind: 'slow', delayMs: 1_500 })
      const slow = await postCheckout(t.app, shopper, init.reference)
      expect(slow.statusCode).toBe(504)
      // The spec's browser retries (§9): the next attempt finds Paystack well again.
      const retry = await postCheckout(t.app, shopper, init.reference)
      expect(retry.statusCode).toBe(201)
    })
  })

  describe('POST /api/paystack/webhook', () => {
    it('refuses a bad signature with 401 and changes nothing', async () => {
      const shopper = await createShopper(t.app)
      const init = await initializePayment(t.app, shopper, [{ id: first().id, quantity: 1 }])
      const forged = signedChargeSuccess('sk_test_wrong', {
        reference: init.reference,
        amount: init.amount_kobo,
      })
      const res = await deliverWebhook(t.app, forged)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid signature' })

      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: { 'content-type': 'application/json' },
        payload: forged.payload,
      })
      expect(unsigned.statusCode).toBe(401)

      // A valid signature over different bytes (re-serialised JSON) is not valid for these.
      const good = signedChargeSuccess(FAKE_SECRET_KEY, {
        reference: init.reference,
        amount: init.amount_kobo,
      })
      const reformatted = JSON.stringify(JSON.parse(good.payload), null, 2)
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: good.headers,
        payload: reformatted,
      })
      expect(tampered.statusCode).toBe(401)

      expect(await readPayment(db(), init.reference)).toMatchObject({
        status: 'pending',
        orderId: null,
      })
    })

    it('finalises charge.success like checkout, once, however often it arrives', async () => {
      const { shopper, a, init, stockBefore } = await oneBottle()
      const event = signedChargeSuccess(FAKE_SECRET_KEY, {
        reference: init.reference,
        amount: init.amount_kobo,
      })
      for (let i = 0; i < 3; i++) {
        const res = await deliverWebhook(t.app, event)
        expect(res.statusCode).toBe(200)
      }
      const stored = await ordersFor(db(), init.reference)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        paymentStatus: 'paid',
        paymentMethod: 'CARD',
        userId: shopper.userId,
      })
      expect(await readStock(db(), a.id)).toBe(stockBefore - 1)
      // The browser arrives afterwards: the same order, without asking Paystack.
      const res = await postCheckout(t.app, shopper, init.reference)
      expect(res.json()).toMatchObject({ success: true, order_id: stored[0]?.orderId })
      expect(fake.verifyCalls(init.reference)).toBe(0)
      await eventually(async () => {
        expect(await mailTo(db(), shopper.email)).toHaveLength(1)
      })
    })

    it.each([
      ['in another currency', 'USD'],
      ['without a currency', null],
    ])(
      'acknowledges a signed charge.success %s without paying or making an order',
      async (_label, currency) => {
        const { a, init, stockBefore } = await oneBottle()
        const event = signedChargeSuccess(FAKE_SECRET_KEY, {
          reference: init.reference,
          amount: init.amount_kobo,
          currency,
        })
        const res = await deliverWebhook(t.app, event)
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ received: true, handled: false })
        const made = await ordersFor(db(), init.reference)
        expect(made).toEqual([])
        expect(await readPayment(db(), init.reference)).toMatchObject({
          orderId: null,
          needsRefund: false,
        })
        expect(await readStock(db(), a.id)).toBe(stockBefore)
      },
    )

    it('acknowledges other events and unknown references without acting', async () => {
      const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'TRF-1' } })
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackPayload(other, FAKE_SECRET_KEY),
        },
        payload: other,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true, handled: false })

      const stranger = signedChargeSuccess(FAKE_SECRET_KEY, {
        reference: 'SOMEONE-ELSES-1',
        amount: 5_000,
      })
      const unknown = await deliverWebhook(t.app, stranger)
      expect(unknown.statusCode).toBe(200)
      expect(unknown.json()).toEqual({ received: true, handled: false })

      const junk = 'not json'
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackPayload(junk, FAKE_SECRET_KEY),
        },
        payload: junk,
      })
      expect(malformed.statusCode).toBe(400)
    })

    it('does not open the sandbox when a real key is configured', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/paystack/checkout.js' })
      expect(res.statusCode).toBe(404)
    })
  })

  describe('racing', () => {
    it('makes exactly one order when the browser and the webhook finalise at once', async () => {
      const { shopper, a, init, stockBefore } = await oneBottle({ status: 'success' })
      const event = signedChargeSuccess(FAKE_SECRET_KEY, {
        reference: init.reference,
        amount: init.amount_kobo,
      })
      const [checkout1, hook1, verify, checkout2, hook2] = await Promise.all([
        postCheckout(t.app, shopper, init.reference),
        deliverWebhook(t.app, event),
        verifyPayment(t.app, shopper, init.reference),
        postCheckout(t.app, shopper, init.reference),
        deliverWebhook(t.app, event),
      ])
      expect([hook1.statusCode, hook2.statusCode, verify.statusCode]).toEqual([200, 200, 200])
      expect(checkout1.json().order_id).toMatch(ORDER_ID)
      expect(checkout2.json().order_id).toBe(checkout1.json().order_id)
      expect(await ordersFor(db(), init.reference)).toHaveLength(1)
      expect(await readStock(db(), a.id)).toBe(stockBefore - 1)
      await eventually(async () => {
        expect(await mailTo(db(), shopper.email)).toHaveLength(1)
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await mailTo(db(), shopper.email)).toHaveLength(1)
    })

    it('never sells the last bottle twice: one paid order, the other payers refunded', async () => {
      const last = catalogue[2]!
      await setStock(db(), last.id, 1)
      const shoppers = await Promise.all([
        createShopper(t.app),
        createShopper(t.app),
        createShopper(t.app),
      ])
      // All three start paying while the bottle is still on the shelf…
      const inits: InitializeAnswer[] = []
      for (const shopper of shoppers)
        inits.push(await initializePayment(t.app, shopper, [{ id: last.id, quantity: 1 }]))
      for (const init of inits) fake.settle(init.reference, { status: 'success' })
      // …and all three payments land at once, through the browser and the webhook.
      const results = await Promise.all(
        shoppers.flatMap((shopper, i) => {
          const init = inits[i]!
          const event = signedChargeSuccess(FAKE_SECRET_KEY, {
            reference: init.reference,
            amount: init.amount_kobo,
          })
          return [postCheckout(t.app, shopper, init.reference), deliverWebhook(t.app, event)]
        }),
      )
      const checkouts = results.filter((_, i) => i % 2 === 0)
      // Whoever came first for a reference (browser 201, or webhook, then the browser's 200) got the bottle.
      expect(checkouts.filter((res) => res.statusCode === 409)).toHaveLength(2)
      expect(checkouts.filter((res) => res.json<{ success: boolean }>().success)).toHaveLength(1)
      expect(await readStock(db(), last.id)).toBe(0)

      const placed = await db().select().from(orders).where(eq(orders.paymentStatus, 'paid'))
      const forLast = placed.filter((row) =>
        inits.some((init) => init.reference === row.transactionReference),
      )
      expect(forLast).toHaveLength(1)
      for (const res of checkouts.filter((r) => r.statusCode === 409)) {
        expect(res.json()).toMatchObject({ success: false, payment_status: 'refund_due' })
        expect(res.json().message).toContain('sold out')
        const ref = (res.json().order as { transaction_reference: string }).transaction_reference
        expect(await readPayment(db(), ref)).toMatchObject({
          needsRefund: true,
          refundReason: 'out_of_stock',
          status: 'success',
        })
      }
      await eventually(async () => {
        const support = await mailTo(db(), 'support@scentia.ng')
        const refunds = support.filter((mail) =>
          inits.some((init) => mail.subject.includes(init.reference)),
        )
        expect(refunds).toHaveLength(2)
        expect(refunds[0]?.text).toContain(last.name)
      })
      await setStock(db(), last.id, last.stock)
    })
  })
})
