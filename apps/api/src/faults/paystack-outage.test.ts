import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildPaystackTestApp,
  createShopper,
  deliverWebhook,
  FAKE_SECRET_KEY,
  initializePayment,
  pickProducts,
  postCheckout,
  postInitialize,
  readPayment,
  signedChargeSuccess,
  verifyPayment,
  type PaystackTestApp,
} from '../modules/payments/payments-test-kit.js'
import { expectShopInvariants, stockOf } from './faults-test-kit.js'

/** What a shopper may read when Paystack fails: a plain sentence, never our internals. */
function expectPlainRefusal(
  answer: { statusCode: number; json(): unknown; body: string },
  status: number,
  message: string,
) {
  expect(answer.statusCode).toBe(status)
  expect(answer.json()).toEqual({ success: false, code: 'SERVER_ERROR', message })
}

/**
 * Paystack timing out and failing (500) at initialize and at verify. The shopper is told what
 * happened and what to do; the money Paystack did take still becomes an order, through its
 * webhook, once.
 */
describe('Paystack timing out and failing', () => {
  let t: PaystackTestApp
  beforeAll(async () => {
    // A short timeout keeps the slow answers short; the fake answers later than it.
    t = await buildPaystackTestApp({}, { payments: { timeoutMs: 1_000 } })
  })
  afterAll(() => t.close())

  it('tells the shopper to try again, and the webhook still finishes the order', async () => {
    const [product] = await pickProducts(t.database.db, 1, 20)
    if (!product) throw new Error('no product')
    const stockBefore = await stockOf(t.database.db, [product.id])
    const shopper = await createShopper(t.app)
    const cart = [{ id: product.id, quantity: 1 }]

    // Initialize: Paystack down, then too slow.
    t.fake.misbehave({ kind: 'server-error' })
    expectPlainRefusal(
      await postInitialize(t.app, shopper, cart),
      502,
      'Could not start the payment with Paystack. Please try again.',
    )
    t.fake.misbehave({ kind: 'slow', delayMs: 2_500 })
    expectPlainRefusal(
      await postInitialize(t.app, shopper, cart),
      504,
      'Paystack did not answer in time. Please try again.',
    )

    // The shopper tries again and pays; then asking Paystack about it fails the same two ways.
    const payment = await initializePayment(t.app, shopper, cart)
    t.fake.settle(payment.reference, { status: 'success' })
    t.fake.misbehave({ kind: 'server-error' })
    expectPlainRefusal(
      await verifyPayment(t.app, shopper, payment.reference),
      502,
      'Could not verify the payment with Paystack. Please try again.',
    )
    t.fake.misbehave({ kind: 'slow', delayMs: 2_500 })
    expectPlainRefusal(
      await postCheckout(t.app, shopper, payment.reference),
      504,
      'Paystack did not answer in time. Please try again.',
    )
    expect((await readPayment(t.database.db, payment.reference)).orderId).toBeNull()

    // Paystack's webhook arrives (twice, as Paystack may send it): the order is made, once.
    const event = signedChargeSuccess(FAKE_SECRET_KEY, {
      reference: payment.reference,
      amount: payment.amount_kobo,
    })
    for (let i = 0; i < 2; i++) expect((await deliverWebhook(t.app, event)).statusCode).toBe(200)
    const orderId = (await readPayment(t.database.db, payment.reference)).orderId
    expect(orderId).not.toBeNull()

    // The thank-you page, asking again now that Paystack answers, finds that same order.
    const settled = await postCheckout(t.app, shopper, payment.reference)
    expect(settled.statusCode).toBe(200)
    expect(settled.json()).toMatchObject({ success: true, order_id: orderId })

    await expectShopInvariants(t.database.db, {
      userIds: [shopper.userId],
      stockBefore,
      completedPurchases: 1,
    })
  })
})
