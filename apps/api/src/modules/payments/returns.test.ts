import { RETURN_TOO_MANY, RETURN_WINDOW_CLOSED } from '@scentia/domain/payment/returns'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, orderStatusEvents, refunds, returns } from '../../db/schema/index.js'
import { createOwner } from '../admin/admin-test-kit.js'
import {
  createShopper,
  deliverWebhook,
  FAKE_SECRET_KEY,
  mailTo,
  payByCard,
  readOwnOrder,
  readStock,
  setStock,
  signedRefundEvent,
  useShopOnClock,
  type Shopper,
} from './payments-test-kit.js'
import { redactReturnsOfUser } from './returns.repository.js'
import { callAs } from '../../test/injector.js'

/*
 * Returns (docs/product.md §12, docs/decisions/043): the real app on a real database, Paystack a
 * fake over HTTP that keeps every refund, so each test counts what went back.
 */
describe('returns', () => {
  const { shop, now } = useShopOnClock(new Date('2026-11-10T09:00:00Z'))
  let secondOwner: Shopper
  const day = 24 * 60 * 60 * 1000

  beforeAll(async () => {
    secondOwner = await createOwner(shop.app, 'Tunde Owner')
  })

  const asOwner = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs(shop.app, who, method, url, payload)

  /** A shopper pays by card for `quantity` bottles, and the owner delivers the order. */
  async function deliveredOrder(shopper: Shopper, quantity = 2) {
    const paid = await payByCard(shop.t, shopper, [{ id: shop.product.id, quantity }])
    for (const [status, tracking] of [
      ['processing'],
      ['shipped', 'GIG-RET-1'],
      ['delivered'],
    ] as const) {
      const moved = await asOwner(shop.owner, 'POST', `/api/admin/orders/${paid.orderId}/status`, {
        status,
        ...(tracking ? { tracking_number: tracking } : {}),
      })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    return { orderId: paid.orderId, reference: paid.reference }
  }

  const askReturn = (shopper: Shopper, orderId: string, body: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      headers: shopper.headers,
      payload: body,
    })

  const myOrder = (shopper: Shopper, orderId: string) => readOwnOrder(shop.app, shopper, orderId)

  const returnRows = (orderId: string) =>
    shop.db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(returns.id)

  it('takes a return from request to refund: approved, received, one unit back on sale, refunded', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const ada = await createShopper(shop.app, 'Ada Obi')
    const { orderId, reference } = await deliveredOrder(ada, 2)
    expect(await readStock(shop.db, shop.product.id)).toBe(18)
    const price = (await myOrder(ada, orderId)).cart_items[0]?.price ?? 0
    expect((await myOrder(ada, orderId)).delivered_at).toBe(now().toISOString())

    const asked = await askReturn(ada, orderId, {
      lines: [{ line: 0, quantity: 2 }],
      reason: 'damaged',
      note: 'One bottle leaked in the box',
    })
    expect(asked.statusCode, asked.body).toBe(200)
    // A double click answers the same open return and records no second one.
    const again = await askReturn(ada, orderId, {
      lines: [{ line: 0, quantity: 2 }],
      reason: 'damaged',
    })
    expect(again.statusCode, again.body).toBe(200)
    const [row] = await returnRows(orderId)
    expect(await returnRows(orderId)).toHaveLength(1)
    if (!row) throw new Error('no return')
    expect(row).toMatchObject({
      state: 'requested',
      reason: 'damaged',
      lines: [{ line: 0, quantity: 2 }],
    })

    // The console lists it among requested returns, and not among approved ones.
    const listed = await asOwner(shop.owner, 'GET', '/api/admin/returns?state=requested')
    expect(listed.json<{ data: { id: number; full_name: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id: row.id, full_name: 'Ada Obi', units: 2 }),
    )
    const approvedList = await asOwner(shop.owner, 'GET', '/api/admin/returns?state=approved')
    expect(approvedList.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(
      row.id,
    )

    // The owner is told once, in the shop's inbox, with the console's link (the double click adds none).
    const told = (await mailTo(shop.db, shop.app.config.supportEmail)).filter(
      (mail) => mail.subject === `Return requested: order ${orderId}`,
    )
    expect(told).toHaveLength(1)
    expect(told[0]?.text).toContain(`/admin/returns/${String(row.id)}`)
    expect(told[0]?.text).toContain('Ada Obi asks to return 2 ×')
    expect(told[0]?.text).toContain('Arrived damaged or leaking')
    expect(told[0]?.text).toContain('One bottle leaked in the box')

    // Receiving before approval is refused.
    const early = await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/receive`, {
      resaleable: [],
    })
    expect(early.statusCode).toBe(409)

    const approved = await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ data: { return: { state: 'approved' } } })
    // A second owner's click on Approve hears the same.
    expect(
      (await asOwner(secondOwner, 'POST', `/api/admin/returns/${row.id}/approve`)).statusCode,
    ).toBe(200)

    // One bottle came back sealed, one leaked: only one goes back on sale.
    const received = await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/receive`, {
      resaleable: [{ line: 0, quantity: 1 }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json()).toMatchObject({
      data: { return: { state: 'received', amount: price * 2 } },
    })
    expect(await readStock(shop.db, shop.product.id)).toBe(19)

    // The refund rides the outbox to Paystack, once, then Paystack says it went through.
    await shop.app.outbox.runOnce()
    const made = shop.t.fake.refundsOf(reference)
    expect(made).toHaveLength(1)
    expect(made[0]?.amount).toBe(price * 2 * 100)
    const [refund] = await shop.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    expect(refund).toMatchObject({ cause: 'return', amount: price * 2 })
    if (!made[0]) throw new Error('no refund')
    await deliverWebhook(shop.app, signedRefundEvent(FAKE_SECRET_KEY, made[0], 'processed'))
    await shop.app.outbox.runOnce()

    const after = await myOrder(ada, orderId)
    expect(after.returns).toEqual([expect.objectContaining({ id: row.id, state: 'refunded' })])
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: price * 2, state: 'processed' }),
    ])

    const subjects = (await mailTo(shop.db, ada.email)).map((mail) => mail.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        `We have your return request for order ${orderId}`,
        `Your return for order ${orderId} is approved`,
        `We received your return for order ${orderId}`,
        `Your refund for order ${orderId}`,
      ]),
    )
    const approvedMail = (await mailTo(shop.db, ada.email)).find((mail) =>
      mail.subject.includes('is approved'),
    )
    expect(approvedMail?.text).toContain('14 Admiralty Way')

    const audit = await shop.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, orderId)))
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['return.approve', 'return.receive']),
    )
    expect(audit.filter((entry) => entry.action === 'return.approve')).toHaveLength(1)

    // Everything was returned: nothing more can be asked back.
    const more = await askReturn(ada, orderId, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'other',
    })
    expect(more.statusCode).toBe(409)

    // Account deletion's step (payments.plugin.ts) clears the shopper's own words, keeps the return.
    await redactReturnsOfUser(shop.db, ada.userId, now())
    expect((await returnRows(orderId))[0]).toMatchObject({ note: '', state: 'refunded' })
  })

  it('refuses with a note: the shopper is mailed the reason and may ask again', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const bisi = await createShopper(shop.app, 'Bisi Lawal')
    const { orderId } = await deliveredOrder(bisi, 1)
    expect(
      (
        await askReturn(bisi, orderId, {
          lines: [{ line: 0, quantity: 1 }],
          reason: 'changed-mind',
        })
      ).statusCode,
    ).toBe(200)
    const [row] = await returnRows(orderId)
    if (!row) throw new Error('no return')
    const short = await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/refuse`, {
      note: '',
    })
    expect(short.statusCode).toBe(400)
    const refused = await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/refuse`, {
      note: 'The seal on the box is broken',
    })
    expect(refused.statusCode, refused.body).toBe(200)
    expect(refused.json()).toMatchObject({
      data: { return: { state: 'refused', owner_note: 'The seal on the box is broken' } },
    })
    // Approving a refused return is a conflict, not a change.
    expect(
      (await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/approve`)).statusCode,
    ).toBe(409)
    await shop.app.outbox.runOnce()
    const mail = (await mailTo(shop.db, bisi.email)).find((m) =>
      m.subject.startsWith('About your return'),
    )
    expect(mail?.text).toContain('The seal on the box is broken')
    expect(shop.t.fake.refundsOf(orderId)).toHaveLength(0)
    // A refused return claims nothing: the bottle may be asked for again.
    expect(
      (await askReturn(bisi, orderId, { lines: [{ line: 0, quantity: 1 }], reason: 'damaged' }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses a request over the quantity bought, with a reason off the list, or after the 30-day window', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const chika = await createShopper(shop.app, 'Chika Nwosu')
    const { orderId } = await deliveredOrder(chika, 1)

    const tooMany = await askReturn(chika, orderId, {
      lines: [{ line: 0, quantity: 2 }],
      reason: 'damaged',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({ message: RETURN_TOO_MANY })

    const badReason = await askReturn(chika, orderId, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'bored',
    })
    expect(badReason.statusCode).toBe(400)

    // Delivered 30 days and a minute ago (sessions follow the clock, so the event moves instead).
    await shop.db
      .update(orderStatusEvents)
      .set({ at: new Date(now().getTime() - 30 * day - 60_000) })
      .where(
        and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, 'delivered')),
      )
    const late = await askReturn(chika, orderId, {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ message: RETURN_WINDOW_CLOSED })
    expect(await returnRows(orderId)).toHaveLength(0)
  })

  it("answers another shopper's order, and an unknown one, not found", async () => {
    await setStock(shop.db, shop.product.id, 20)
    const dayo = await createShopper(shop.app, 'Dayo Ade')
    const eve = await createShopper(shop.app, 'Eve Okon')
    const { orderId } = await deliveredOrder(dayo, 1)
    const body = { lines: [{ line: 0, quantity: 1 }], reason: 'damaged' }
    expect((await askReturn(eve, orderId, body)).statusCode).toBe(404)
    expect((await askReturn(eve, 'ORD0000000000', body)).statusCode).toBe(404)
    expect((await askReturn(eve, 'not-an-order', body)).statusCode).toBe(404)
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      payload: body,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await returnRows(orderId)).toHaveLength(0)
    // Not the owner's: the console's routes are closed to shoppers.
    expect((await asOwner(eve, 'GET', '/api/admin/returns')).statusCode).toBe(403)
  })

  it('serves two owners marking the same return received at once with one refund and one restock', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const femi = await createShopper(shop.app, 'Femi Bello')
    const { orderId, reference } = await deliveredOrder(femi, 1)
    expect(
      (await askReturn(femi, orderId, { lines: [{ line: 0, quantity: 1 }], reason: 'wrong-item' }))
        .statusCode,
    ).toBe(200)
    const [row] = await returnRows(orderId)
    if (!row) throw new Error('no return')
    expect(
      (await asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/approve`)).statusCode,
    ).toBe(200)
    const stockBefore = await readStock(shop.db, shop.product.id)

    const body = { resaleable: [{ line: 0, quantity: 1 }] }
    const answers = await Promise.all([
      asOwner(shop.owner, 'POST', `/api/admin/returns/${row.id}/receive`, body),
      asOwner(secondOwner, 'POST', `/api/admin/returns/${row.id}/receive`, body),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(await readStock(shop.db, shop.product.id)).toBe(stockBefore + 1)
    expect(await shop.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1)
    await shop.app.outbox.runOnce()
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
    const receipts = await shop.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, orderId), eq(adminAuditLog.action, 'return.receive')))
    expect(receipts).toHaveLength(1)
  })
})
