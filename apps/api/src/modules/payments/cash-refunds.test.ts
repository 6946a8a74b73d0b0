import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, orders, refunds } from '../../db/schema/index.js'
import { buildTestApp } from '../../test/build-test-app.js'
import {
  createShopper,
  mailTo,
  postPayOnDelivery,
  setPayOnDelivery,
  setStock,
  useShop,
  type Shopper,
} from './payments-test-kit.js'

/*
 * A pay-on-delivery order's refund is cash the owner hands back (docs/product.md §12,
 * docs/decisions/041): cancelling a collected order leaves a cash refund pending, and the
 * console's "Mark cash returned" (POST /api/admin/orders/{id}/refunds/{refundId}/cash-returned)
 * ends it, once, audited, and the order ends refunded.
 */
describe('cash refunds of pay-on-delivery orders', () => {
  const shop = useShop(buildTestApp)

  beforeAll(async () => {
    const on = await setPayOnDelivery(shop.app, shop.owner, true, 1_000_000)
    expect(on.statusCode, on.body).toBe(200)
  })

  /** A Lagos shopper pays on delivery, the courier collects, the owner cancels it before it ships. */
  async function cancelledCollectedOrder(shopper: Shopper) {
    await setStock(shop.db, shop.product.id, 5)
    const placed = await postPayOnDelivery(shop.app, shopper, [
      { id: shop.product.id, quantity: 1 },
    ])
    expect(placed.statusCode, placed.body).toBe(201)
    const { order_id: orderId } = placed.json<{ order_id: string }>()
    const collected = await shop.asOwner('POST', `/api/admin/orders/${orderId}/payment`, {
      outcome: 'collected',
    })
    expect(collected.statusCode, collected.body).toBe(200)
    const cancelled = await shop.asOwner('POST', `/api/admin/orders/${orderId}/cancel`, {
      reason: 'Customer changed their mind',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [refund] = await shop.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    if (!refund) throw new Error('cancelling a collected order should leave a cash refund')
    expect(refund).toMatchObject({ method: 'cash', state: 'pending' })
    return { orderId, refund }
  }

  const cashReturned = (orderId: string, refundId: number, as: Shopper = shop.owner) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/${refundId}/cash-returned`,
      headers: as.headers,
    })

  it('ends the cash refund once, audited, mails the shopper, and the order ends refunded', async () => {
    const shopper = await createShopper(shop.app, 'Kemi Bello')
    const { orderId, refund } = await cancelledCollectedOrder(shopper)

    const res = await cashReturned(orderId, refund.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Cash refund recorded.',
      order: { refunds: [{ id: refund.id, state: 'processed', method: 'cash' }] },
    })
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' })
    const [record] = await shop.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.refund'), eq(adminAuditLog.targetId, orderId)))
      .orderBy(desc(adminAuditLog.id))
    expect(record).toMatchObject({
      actorUserId: shop.owner.userId,
      after: { refund: refund.id, state: 'processed', method: 'cash' },
    })
    await shop.app.outbox.runOnce()
    const subjects = (await mailTo(shop.db, shopper.email)).map((mail) => mail.subject)
    expect(
      subjects.filter((subject) => subject === `Your refund for order ${orderId}`),
    ).toHaveLength(1)

    // Twice is refused with the owner's sentence, never a second record.
    const again = await cashReturned(orderId, refund.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      message: 'This refund is not waiting for cash to be handed back.',
    })
  })

  it('is the owner’s alone, and a refund of another order is not found', async () => {
    const shopper = await createShopper(shop.app, 'Tunde Ola')
    const { orderId, refund } = await cancelledCollectedOrder(shopper)
    expect((await cashReturned(orderId, refund.id, shopper)).statusCode).toBe(403)
    const other = await cancelledCollectedOrder(await createShopper(shop.app, 'Ife Ade'))
    expect((await cashReturned(orderId, other.refund.id)).statusCode).toBe(404)
    expect((await cashReturned(orderId, 0)).statusCode).toBe(400)
    const [still] = await shop.db.select().from(refunds).where(eq(refunds.id, refund.id))
    expect(still).toMatchObject({ state: 'pending' })
  })
})
