import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, users } from '../../db/schema/index.js'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { readOutbox } from '../auth/account-fixtures.js'
import { insertTestOrder } from '../admin/admin-test-kit.js'
import { createShopper, pickProducts } from '../payments/payments-test-kit.js'
import { startFakeTermii, type FakeTermii } from '../sms/termii-test-server.js'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const DELIVERED = new Date('2026-11-01T10:00:00Z')

describe('review requests', () => {
  let t: TestApp
  let termii: FakeTermii
  let now = DELIVERED

  beforeAll(async () => {
    termii = await startFakeTermii()
    t = await buildTestApp(
      {
        outboxWorker: false,
        termii: { apiKey: 'TLtest-key-0123456789', senderId: 'Scentia', baseUrl: termii.url },
      },
      { clock: () => now, sms: { termiiTimeoutMs: 1_000 } },
    )
  })
  afterAll(async () => {
    await t.close()
    await termii.close()
  })

  /** Texts Termii was asked to send about an order; readOutbox first runs the outbox once. */
  const textsAbout = async (orderId: string) => {
    await readOutbox(t.app)
    return termii.sent().filter((request) => request.body.sms?.includes(orderId))
  }

  const requestsTo = async (email: string) =>
    (await readOutbox(t.app)).filter((mail) => mail.to === email && mail.subject.startsWith('How '))

  it('mails a shopper once, seven days after delivery, through the hourly job', async () => {
    const [product] = await pickProducts(t.database.db, 1, 1)
    if (!product) throw new Error('no product')
    const shopper = await createShopper(t.app, 'Tunde Bakare')
    const orderId = await insertTestOrder(t.database.db, shopper, product, {
      status: 'delivered',
      createdAt: DELIVERED,
    })
    // An order still on its way is never asked.
    const waiting = await createShopper(t.app, 'Kemi Adeyemi')
    await insertTestOrder(t.database.db, waiting, product, {
      status: 'shipped',
      createdAt: DELIVERED,
    })

    now = new Date(DELIVERED.getTime() + 7 * DAY - HOUR)
    expect(await t.app.outbox.runScheduledJobs()).toContain('review-requests')
    expect(await requestsTo(shopper.email)).toHaveLength(0)

    now = new Date(DELIVERED.getTime() + 7 * DAY + HOUR)
    expect(await t.app.outbox.runScheduledJobs()).toContain('review-requests')
    const [mail, ...more] = await requestsTo(shopper.email)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe(`How is ${product.name} wearing?`)
    expect(mail?.text).toContain(orderId)
    expect(mail?.text).toContain('/shop/product/')
    expect(await requestsTo(waiting.email)).toHaveLength(0)

    // Later rounds, here and on a second process, never ask again.
    const sibling = await buildSiblingApp(t, { clock: () => now })
    try {
      now = new Date(now.getTime() + 2 * HOUR)
      await Promise.all([t.app.outbox.runScheduledJobs(), sibling.outbox.runScheduledJobs()])
      now = new Date(now.getTime() + 2 * HOUR)
      await sibling.outbox.runScheduledJobs()
    } finally {
      await sibling.close()
    }
    expect(await requestsTo(shopper.email)).toHaveLength(1)
  })

  it('texts the request once with the mail, only to a shopper with SMS on and a mobile', async () => {
    const [product] = await pickProducts(t.database.db, 1, 1)
    if (!product) throw new Error('no product')
    const start = new Date(now.getTime() + DAY)
    const deliver = async (name: string) => {
      const shopper = await createShopper(t.app, name)
      const orderId = await insertTestOrder(t.database.db, shopper, product, {
        status: 'delivered',
        createdAt: start,
      })
      return { shopper, orderId }
    }
    const optedIn = await deliver('Ngozi Okafor')
    const optedOut = await deliver('Emeka Obi')
    await t.database.db
      .update(users)
      .set({ smsUpdates: false })
      .where(eq(users.id, optedOut.shopper.userId))
    // No number to text: none on the account, and a landline on the order.
    const noMobile = await deliver('Bola Ahmed')
    await t.database.db
      .update(users)
      .set({ phoneNumber: null })
      .where(eq(users.id, noMobile.shopper.userId))
    await t.database.db
      .update(orders)
      .set({ phoneNumber: '+23412345678' })
      .where(eq(orders.orderId, noMobile.orderId))

    now = new Date(start.getTime() + 7 * DAY + HOUR)
    expect(await t.app.outbox.runScheduledJobs()).toContain('review-requests')
    for (const { shopper } of [optedIn, optedOut, noMobile]) {
      expect(await requestsTo(shopper.email)).toHaveLength(1)
    }
    const [text, ...moreTexts] = await textsAbout(optedIn.orderId)
    expect(moreTexts).toHaveLength(0)
    expect(text?.body.to).toBe('2348031234567')
    expect(text?.body.sms).toMatch(
      new RegExp(
        `^Scentia: how is your order ${optedIn.orderId} wearing\\? Tell other shoppers how long it lasts: ${t.config.publicUrl}/shop/product/[a-z0-9-]+#reviews$`,
      ),
    )
    expect(await textsAbout(optedOut.orderId)).toHaveLength(0)
    expect(await textsAbout(noMobile.orderId)).toHaveLength(0)

    // A second round sends nothing more.
    now = new Date(now.getTime() + 2 * HOUR)
    expect(await t.app.outbox.runScheduledJobs()).toContain('review-requests')
    expect(await textsAbout(optedIn.orderId)).toHaveLength(1)
    expect(await requestsTo(optedIn.shopper.email)).toHaveLength(1)
  })
})
