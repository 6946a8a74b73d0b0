import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createShopper,
  fakePaystackConfig,
  initializePayment,
  pickProducts,
  postCheckout,
  startFakePaystack,
  type FakePaystack,
  type Shopper,
} from '../modules/payments/payments-test-kit.js'
import {
  buildProvidersTestApp,
  type ProvidersTestApp,
} from '../modules/outbox/providers-test-kit.js'
import {
  expectEachDeliveredOnce,
  expectShopInvariants,
  stockOf,
  waitingMessages,
} from './faults-test-kit.js'

const ORDERS = 3

/**
 * SMTP and Termii both down for a while (every mail refused with a 451, every text with a 500)
 * while orders are paid. Rounds run on the app's injected clock, stepped along the default
 * backoff (10 s, 20 s, 40 s …), so minutes of outage take no time. With the app's real logger.
 */
describe('SMTP and Termii down for a while', () => {
  let paystack: FakePaystack
  let t: ProvidersTestApp
  beforeAll(async () => {
    paystack = await startFakePaystack()
    t = await buildProvidersTestApp({
      ...fakePaystackConfig(paystack),
      ownerSmsNumber: '+2348099990000',
    })
  })
  afterAll(async () => {
    await t.close()
    await paystack.close()
  })

  it('delivers every mail and text exactly once after they return', async () => {
    const [product] = await pickProducts(t.database.db, 1, 20)
    if (!product) throw new Error('no product')
    const stockBefore = await stockOf(t.database.db, [product.id])
    t.smtp.refuse(true)
    t.termii.failNext(Infinity)

    const shoppers: Shopper[] = []
    for (let i = 0; i < ORDERS; i++) {
      const shopper = await createShopper(t.app)
      const payment = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
      paystack.settle(payment.reference, { status: 'success' })
      expect((await postCheckout(t.app, shopper, payment.reference)).statusCode).toBe(201)
      shoppers.push(shopper)
    }
    // Per order: the confirmation mail, the shopper's text and the owner's.
    const waiting = await waitingMessages(t.database.db)
    expect(waiting.filter((message) => message.channel === 'mail')).toHaveLength(ORDERS)
    expect(waiting.filter((message) => message.channel === 'sms')).toHaveLength(2 * ORDERS)

    // Four rounds during the outage, each when the backoff says; nothing is due in between.
    await t.app.outbox.runOnce()
    for (const wait of [10, 20, 40]) {
      t.advance(wait - 1)
      expect(await t.app.outbox.runOnce()).toBe(0)
      t.advance(1)
      expect(await t.app.outbox.runOnce()).toBe(waiting.length)
    }
    expect(t.smtp.received).toHaveLength(0)
    expect(t.termii.sent()).toHaveLength(0)

    // Both are back; the next round, 80 s on, delivers everything; later rounds find nothing.
    t.smtp.refuse(false)
    t.termii.failNext(0)
    t.advance(80)
    expect(await t.app.outbox.runOnce()).toBe(waiting.length)
    t.advance(3600)
    expect(await t.app.outbox.runOnce()).toBe(0)

    expectEachDeliveredOnce(waiting, t)
    expect(await t.app.outbox.stats()).toMatchObject({ pending: 0, failed: 0 })
    const failures = t.log().filter((line) => line.msg === 'outbox delivery failed; will retry')
    expect(failures).toHaveLength(4 * waiting.length)
    expect(t.log().filter((line) => line.msg === 'outbox round failed')).toEqual([])
    await expectShopInvariants(t.database.db, {
      userIds: shoppers.map((shopper) => shopper.userId),
      stockBefore,
      completedPurchases: ORDERS,
    })
  })
})
