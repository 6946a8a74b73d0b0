import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { readOutbox } from '../auth/account-fixtures.js'
import { insertTestOrder } from '../admin/admin-test-kit.js'
import { createShopper, pickProducts } from '../payments/payments-test-kit.js'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const DELIVERED = new Date('2026-11-01T10:00:00Z')

describe('review requests', () => {
  let t: TestApp
  let now = DELIVERED

  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false }, { clock: () => now })
  })
  afterAll(() => t.close())

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
})
