import { MAX_UNPAID_ORDERS } from '@scentia/domain/orders/unpaid-limits'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  orders,
  orderStatusEvents,
  productSizes,
  promoRedemptions,
  sampleCredits,
} from '../../db/schema/index.js'
import {
  createShopper,
  deliverTransferSuccess,
  eventually,
  initializePayment,
  insertOneUsePromo,
  mailTo,
  pickProducts,
  pickSample,
  postInitialize,
  readOrder,
  readPayment,
  readStock,
  setStock,
  startTransfer,
  textsAbout,
  useShopOnClock,
  verifyPayment,
  type CatalogueProduct,
  type Shopper,
} from './payments-test-kit.js'
import { expectRefusal } from '../../test/expect-refusal.js'

const MINUTE_MS = 60 * 1000

type Line = { id: number; quantity: number; size_id?: number }

/**
 * Unpaid orders cannot hoard stock (docs/decisions/029-unpaid-orders.md): 10 units of a size per
 * order, 2 unpaid orders per shopper, an hour's hold for a transfer, every unit back on its own
 * shelf, "confirmed" only once the money is in, and the shopper's own cancel.
 */
describe('unpaid orders', () => {
  const { shop, now, advance } = useShopOnClock(new Date('2026-11-03T09:00:00Z'))
  let other: CatalogueProduct

  beforeAll(async () => {
    const [first, second] = await pickProducts(shop.db, 2, 1)
    // The shop's product is the first pick; the second is another shelf for mixed carts.
    if (first?.id !== shop.product.id || !second) throw new Error('no second product to sell')
    other = second
  })

  /** A shopper starts paying for these lines, chooses transfer, and sends nothing yet. */
  const pendingTransfer = (shopper: Shopper, lines: Line[], promoCode?: string) =>
    startTransfer(shop.t, shopper, lines, promoCode)

  const orderRow = (orderId: string) => readOrder(shop.db, orderId)

  async function sizeStock(sizeId: number) {
    const [row] = await shop.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, sizeId))
    return row?.stock
  }

  const texts = (orderId: string) => textsAbout(shop.app, shop.db, orderId)

  function cancel(shopper: Shopper, orderId: string) {
    return shop.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: shopper.headers,
    })
  }

  const webhook = (reference: string, amount: number) =>
    deliverTransferSuccess(shop.app, reference, amount)

  async function redemptionOf(reference: string) {
    const [row] = await shop.db
      .select({ status: promoRedemptions.status })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentReference, reference))
    return row?.status
  }

  it('takes at most 10 units of one size in an order, with a message saying so', async () => {
    await setStock(shop.db, shop.product.id, 50)
    const ada = await createShopper(shop.app, 'Ada Obi')
    // Split over two lines, as a crafted request could: the limit is per size, not per line.
    const res = await postInitialize(shop.app, ada, [
      { id: shop.product.id, quantity: 6 },
      { id: shop.product.id, quantity: 5 },
    ])
    expectRefusal(
      res,
      400,
      'VALIDATION_ERROR',
      `You can order up to 10 of ${shop.product.name} at a time. Please lower the quantity and try again.`,
    )
    expect(
      (await postInitialize(shop.app, ada, [{ id: shop.product.id, quantity: 10 }])).statusCode,
    ).toBe(200)
  })

  it('refuses a third unpaid order, saying why and what to do, until one is cancelled', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const bola = await createShopper(shop.app, 'Bola Ade')
    const first = await pendingTransfer(bola, [{ id: shop.product.id, quantity: 1 }])
    await pendingTransfer(bola, [{ id: shop.product.id, quantity: 1 }])

    const third = await postInitialize(shop.app, bola, [{ id: shop.product.id, quantity: 1 }])
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({
      success: false,
      message: `You already have ${MAX_UNPAID_ORDERS} orders waiting for payment. Please pay for one of them, or cancel one in My Orders, before placing another.`,
    })

    expect((await cancel(bola, first.orderId)).statusCode).toBe(200)
    expect(
      (await postInitialize(shop.app, bola, [{ id: shop.product.id, quantity: 1 }])).statusCode,
    ).toBe(200)
  })

  it('sends no "confirmed" text or mail for a transfer still on its way, and confirms once it lands', async () => {
    await setStock(shop.db, shop.product.id, 5)
    const chidi = await createShopper(shop.app, 'Chidi Eze')
    const { init, orderId } = await pendingTransfer(chidi, [{ id: shop.product.id, quantity: 1 }])

    expect(await texts(orderId)).toEqual([])
    expect(await mailTo(shop.db, chidi.email)).toEqual([])

    expect((await webhook(init.reference, init.amount_kobo)).statusCode).toBe(200)
    await eventually(async () => {
      expect(await texts(orderId)).toEqual(['sms-transfer-received'])
    })
    const mails = await mailTo(shop.db, chidi.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Scentia order ${orderId} is confirmed`,
    ])
  })

  it('puts an expired transfer of a sample back on the sample shelf, not the bottle', async () => {
    const sample = await pickSample(shop.db, 5)
    const dayo = await createShopper(shop.app, 'Dayo Bello')
    const { orderId } = await pendingTransfer(dayo, [
      { id: sample.productId, quantity: 2, size_id: sample.sizeId },
    ])
    expect(await sizeStock(sample.sizeId)).toBe(3)
    expect(await readStock(shop.db, sample.productId)).toBe(5)

    advance(61 * MINUTE_MS)
    expect(await shop.app.outbox.runScheduledJobs()).toContain('transfer-expiry')
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'abandoned', stockHeldAt: null })
    expect(await sizeStock(sample.sizeId)).toBe(5)
    expect(await readStock(shop.db, sample.productId)).toBe(5)
  })

  it('lets the shopper cancel an unpaid transfer: bottle, sample, promo use and credit back at once, once', async () => {
    const sample = await pickSample(shop.db, 6)
    await setStock(shop.db, other.id, 3)
    const promo = await insertOneUsePromo(shop.db, 'HOLD', now())
    const eze = await createShopper(shop.app, 'Eze Nwankwo')
    // A sample paid for earlier: its price comes off this order's full bottle as credit.
    const bought = await initializePayment(shop.app, eze, [
      { id: sample.productId, quantity: 1, size_id: sample.sizeId },
    ])
    shop.t.fake.settle(bought.reference, { status: 'success', channel: 'card' })
    expect((await verifyPayment(shop.app, eze, bought.reference)).statusCode).toBe(200)
    const { init, orderId } = await pendingTransfer(
      eze,
      [
        { id: sample.productId, quantity: 1 },
        { id: sample.productId, quantity: 2, size_id: sample.sizeId },
        { id: other.id, quantity: 2 },
      ],
      promo.code,
    )
    const claims = () =>
      shop.db.select().from(sampleCredits).where(eq(sampleCredits.paymentReference, init.reference))
    expect(await claims()).toHaveLength(1)
    expect(await readStock(shop.db, sample.productId)).toBe(5)
    expect(await sizeStock(sample.sizeId)).toBe(3)
    expect(await readStock(shop.db, other.id)).toBe(1)
    expect(await redemptionOf(init.reference)).toBe('held')

    const first = await cancel(eze, orderId)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      order: { order_id: orderId, status: 'cancelled', payment_status: 'abandoned' },
    })
    expect(await readStock(shop.db, other.id)).toBe(3)
    expect(await sizeStock(sample.sizeId)).toBe(5)
    expect(await readStock(shop.db, sample.productId)).toBe(6)
    expect(await redemptionOf(init.reference)).toBe('released')
    expect(await claims()).toEqual([])
    const history = await shop.db
      .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
    expect(history).toContainEqual({ from: 'pending', to: 'cancelled' })

    // A second cancel (another tab, a double tap) answers the same and gives nothing back twice.
    const second = await cancel(eze, orderId)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ order: { order_id: orderId, status: 'cancelled' } })
    expect(await readStock(shop.db, other.id)).toBe(3)
    expect(await sizeStock(sample.sizeId)).toBe(5)
    expect(await readStock(shop.db, sample.productId)).toBe(6)

    // The cancelled order says so to its owner and on the public track page.
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: eze.headers,
    })
    expect(mine.json()).toMatchObject({ data: { status: 'cancelled' } })
    const tracked = await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}` })
    expect(tracked.json()).toMatchObject({ data: { status: 'cancelled', payment_notice: null } })

    // Money that lands after the cancel is owed back, never kept and never re-takes the units.
    shop.t.fake.settle(init.reference, { status: 'success', channel: 'bank_transfer' })
    expect((await webhook(init.reference, init.amount_kobo)).statusCode).toBe(200)
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    })
    expect(await readPayment(shop.db, init.reference)).toMatchObject({
      needsRefund: true,
      refundReason: 'order_cancelled',
    })
    expect(await readStock(shop.db, other.id)).toBe(3)
  })

  it("refuses to cancel another shopper's order, and a shipped one", async () => {
    await setStock(shop.db, other.id, 5)
    const funmi = await createShopper(shop.app, 'Funmi Ade')
    const gbenga = await createShopper(shop.app, 'Gbenga Ojo')
    const { orderId } = await pendingTransfer(funmi, [{ id: other.id, quantity: 1 }])

    const stranger = await cancel(gbenga, orderId)
    expectRefusal(stranger, 403, 'FORBIDDEN', 'You can only cancel your own orders')
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' })
    expect(await readStock(shop.db, other.id)).toBe(4)

    const paid = await initializePayment(shop.app, gbenga, [{ id: other.id, quantity: 1 }])
    shop.t.fake.settle(paid.reference, { status: 'success', channel: 'card' })
    expect((await verifyPayment(shop.app, gbenga, paid.reference)).statusCode).toBe(200)
    const paidOrder = (await readPayment(shop.db, paid.reference)).orderId
    if (!paidOrder) throw new Error('a card payment should make its order')
    // A paid order is cancelled with a refund until it ships (refunds.test.ts); once it has
    // left the shop it cannot be.
    await shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.orderId, paidOrder))
    const refused = await cancel(gbenga, paidOrder)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        'This order has already left us, so it can no longer be cancelled. Once it arrives, you can return it within 30 days.',
    })
    expect(await orderRow(paidOrder)).toMatchObject({ status: 'shipped', paymentStatus: 'paid' })

    expect((await cancel(funmi, 'ORD0000000000')).statusCode).toBe(404)
  })
})
