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
import { startSmtpServer, type TestSmtpServer } from '../modules/outbox/smtp-test-server.js'
import { startFakeTermii, type FakeTermii } from '../modules/sms/termii-test-server.js'
import { buildTestApp, type TestApp } from '../test/build-test-app.js'
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
  const start = new Date('2026-11-23T10:00:00Z')
  let now = start
  const lines: string[] = []
  let paystack: FakePaystack
  let smtp: TestSmtpServer
  let termii: FakeTermii
  let t: TestApp
  beforeAll(async () => {
    paystack = await startFakePaystack()
    smtp = await startSmtpServer()
    termii = await startFakeTermii()
    t = await buildTestApp(
      {
        ...fakePaystackConfig(paystack),
        smtpUrl: smtp.url,
        termii: { apiKey: 'TLtest-key-0123456789', senderId: 'Scentia', baseUrl: termii.url },
        ownerSmsNumber: '+2348099990000',
        logLevel: 'info',
        outboxWorker: false,
      },
      {
        clock: () => now,
        logger: { stream: { write: (line: string) => void lines.push(line) } },
      },
    )
  })
  afterAll(async () => {
    await t.close()
    await termii.close()
    await smtp.close()
    await paystack.close()
  })

  const after = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000)
  }

  it('delivers every mail and text exactly once after they return', async () => {
    const [product] = await pickProducts(t.database.db, 1, 20)
    if (!product) throw new Error('no product')
    const stockBefore = await stockOf(t.database.db, [product.id])
    smtp.refuse(true)
    termii.failNext(Infinity)

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
      after(wait - 1)
      expect(await t.app.outbox.runOnce()).toBe(0)
      after(1)
      expect(await t.app.outbox.runOnce()).toBe(waiting.length)
    }
    expect(smtp.received).toHaveLength(0)
    expect(termii.sent()).toHaveLength(0)

    // Both are back; the next round, 80 s on, delivers everything; later rounds find nothing.
    smtp.refuse(false)
    termii.failNext(0)
    after(80)
    expect(await t.app.outbox.runOnce()).toBe(waiting.length)
    after(3600)
    expect(await t.app.outbox.runOnce()).toBe(0)

    expectEachDeliveredOnce(waiting, { smtp, termii })
    expect(await t.app.outbox.stats()).toMatchObject({ pending: 0, failed: 0 })
    const failures = lines.filter((line) => line.includes('outbox delivery failed; will retry'))
    expect(failures).toHaveLength(4 * waiting.length)
    expect(lines.filter((line) => line.includes('outbox round failed'))).toEqual([])
    await expectShopInvariants(t.database.db, {
      userIds: shoppers.map((shopper) => shopper.userId),
      stockBefore,
      completedPurchases: ORDERS,
    })
  })
})
