import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, orders, refunds } from '../../db/schema/index.js'
import {
  createShopper,
  deliverWebhook,
  FAKE_SECRET_KEY,
  mailTo,
  payByCard,
  readOrder,
  readOwnOrder,
  readStock,
  setStock,
  signedRefundEvent,
  textsAbout,
  useShopOnClock,
  type Shopper,
} from './payments-test-kit.js'
import { callAs } from '../../test/injector.js'
import { merchantNoteFor } from './refunds.service.js'

/*
 * Cancellations and refunds (docs/product.md §12, docs/decisions/041): the real app on a real
 * database, Paystack a fake over HTTP that keeps every refund it made, so each test can count
 * them: one refund per request, never two.
 */
describe('refunds', () => {
  const { shop, now, advance } = useShopOnClock(new Date('2026-11-10T09:00:00Z'))

  /** A shopper pays by card for `quantity` bottles: the order is paid. */
  const paidOrder = (shopper: Shopper, quantity = 1) =>
    payByCard(shop.t, shopper, [{ id: shop.product.id, quantity }])

  const cancel = (shopper: Shopper, orderId: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: shopper.headers,
    })

  const ownerRefund = (orderId: string, amount: number) =>
    shop.asOwner('POST', `/api/admin/orders/${orderId}/refunds`, {
      amount,
      reason: 'Bottle arrived scratched',
    })

  const refundRows = (orderId: string) =>
    shop.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id)

  const myOrder = (shopper: Shopper, orderId: string) => readOwnOrder(shop.app, shopper, orderId)

  it('cancels a paid order with a full refund: stock back, Paystack asked once, the order ends refunded', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const bola = await createShopper(shop.app, 'Bola Ade')
    const { orderId, reference, amount } = await paidOrder(bola, 2)
    expect(await readStock(shop.db, shop.product.id)).toBe(18)

    const res = await cancel(bola, orderId)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: `Order ${orderId} is cancelled. Your refund of ₦${amount.toLocaleString('en-NG')} is on its way, and its items are back on sale.`,
      order: {
        status: 'cancelled',
        payment_status: 'paid',
        refunds: [{ amount, state: 'pending', method: 'paystack' }],
      },
    })
    expect(await readStock(shop.db, shop.product.id)).toBe(20)

    // Mailed and texted, in the transaction of the cancel (one worker round delivers them).
    await shop.app.outbox.runOnce()
    const mails = await mailTo(shop.db, bola.email)
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Scentia order ${orderId} is cancelled`,
    )
    expect(await textsAbout(shop.app, shop.db, orderId)).toContain('sms-order-cancelled')

    // The outbox's worker asked Paystack (textsAbout ran a round): one refund, in kobo, with our key.
    const [row] = await refundRows(orderId)
    expect(shop.t.fake.refundsOf(reference)).toEqual([
      expect.objectContaining({
        amount: amount * 100,
        merchantNote: merchantNoteFor(row?.refundKey ?? ''),
      }),
    ])
    expect(row).toMatchObject({
      state: 'processing',
      paystackRefundId: String(shop.t.fake.refundsOf(reference)[0]?.id),
    })

    // Paystack says it went through, twice (webhooks are retried): one change, one mail.
    const made = shop.t.fake.refundsOf(reference)[0]
    if (!made) throw new Error('no refund')
    for (let i = 0; i < 2; i++) {
      const hook = await deliverWebhook(
        shop.app,
        signedRefundEvent(FAKE_SECRET_KEY, made, 'processed'),
      )
      expect(hook.statusCode).toBe(200)
      expect(hook.json()).toEqual({ received: true, handled: true })
    }
    await shop.app.outbox.runOnce()
    expect(await myOrder(bola, orderId)).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refunds: [{ amount, state: 'processed' }],
    })
    const refundMails = (await mailTo(shop.db, bola.email)).filter(
      (mail) => mail.subject === `Your refund for order ${orderId}`,
    )
    expect(refundMails).toHaveLength(1)

    // Cancelling again answers the same order and refunds nothing more.
    expect((await cancel(bola, orderId)).statusCode).toBe(200)
    await shop.app.outbox.runOnce()
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
    expect(await readStock(shop.db, shop.product.id)).toBe(20)
  })

  it('retries a refund through a Paystack outage, and starts a new one after Paystack fails it', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const chidi = await createShopper(shop.app, 'Chidi Eze')
    const { orderId, reference, amount } = await paidOrder(chidi)

    // Paystack is down when the worker asks (the list, then nothing more this round).
    shop.t.fake.misbehave({ kind: 'server-error' }, 1)
    expect((await cancel(chidi, orderId)).statusCode).toBe(200)
    await shop.app.outbox.runOnce()
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(0)
    expect((await refundRows(orderId))[0]).toMatchObject({ state: 'pending' })

    // After the backoff the outbox tries again, and Paystack takes it.
    advance(11_000)
    await shop.app.outbox.runOnce()
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
    const first = shop.t.fake.refundsOf(reference)[0]
    if (!first) throw new Error('no refund')

    // Paystack could not send it: the refund failed, support hears, the order is not refunded.
    await deliverWebhook(shop.app, signedRefundEvent(FAKE_SECRET_KEY, first, 'failed'))
    await shop.app.outbox.runOnce()
    expect((await refundRows(orderId))[0]).toMatchObject({ state: 'failed' })
    expect(await readOrder(shop.db, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    })
    const support = await mailTo(shop.db, shop.app.config.supportEmail)
    expect(support.map((mail) => mail.subject)).toContain(
      `Refund failed: ${orderId} (${reference})`,
    )

    // The owner issues it again from the console: a new refund, which goes through.
    shop.t.fake.refunds.splice(shop.t.fake.refunds.indexOf(first), 1, {
      ...first,
      status: 'failed',
    })
    const again = await ownerRefund(orderId, amount)
    expect(again.statusCode, again.body).toBe(200)
    await shop.app.outbox.runOnce()
    const second = shop.t.fake.refundsOf(reference).find((refund) => refund.status !== 'failed')
    if (!second) throw new Error('no second refund')
    await deliverWebhook(shop.app, signedRefundEvent(FAKE_SECRET_KEY, second, 'processed'))
    expect(await myOrder(chidi, orderId)).toMatchObject({
      status: 'refunded',
      refunds: [
        { amount, state: 'failed' },
        { amount, state: 'processed' },
      ],
    })
  })

  it('serves two owners refunding the same order at once with one refund', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const dayo = await createShopper(shop.app, 'Dayo Ola')
    const { orderId, reference, amount } = await paidOrder(dayo)

    const answers = await Promise.all([ownerRefund(orderId, amount), ownerRefund(orderId, amount)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      message: 'Everything paid for this order has already been refunded, or is on its way back.',
    })
    await shop.app.outbox.runOnce()
    expect(await refundRows(orderId)).toHaveLength(1)
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
  })

  it('refunds part of an order: it stays paid, its refund listed, what is left refundable', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const efe = await createShopper(shop.app, 'Efe Obi')
    const { orderId, reference, amount } = await paidOrder(efe, 2)
    expect((await ownerRefund(orderId, 5_000)).statusCode).toBe(200)
    await shop.app.outbox.runOnce()
    const made = shop.t.fake.refundsOf(reference)[0]
    if (!made) throw new Error('no refund')
    expect(made.amount).toBe(500_000)
    await deliverWebhook(shop.app, signedRefundEvent(FAKE_SECRET_KEY, made, 'processed'))
    expect(await myOrder(efe, orderId)).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      refunds: [{ amount: 5_000, state: 'processed' }],
    })
    const tooMuch = await ownerRefund(orderId, amount)
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json()).toMatchObject({
      message: `At most ₦${(amount - 5_000).toLocaleString('en-NG')} can still be refunded on this order.`,
    })
  })

  it('sends no second refund when the process died between Paystack’s answer and our record', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const femi = await createShopper(shop.app, 'Femi Ade')
    const { orderId, reference } = await paidOrder(femi)
    expect((await cancel(femi, orderId)).statusCode).toBe(200)
    await shop.app.outbox.runOnce()
    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
    const [refund] = await refundRows(orderId)
    if (!refund) throw new Error('no refund row')

    // As if the process died after Paystack accepted the refund and before it was recorded: the
    // refund row still pending, its outbox row still claimed; the lease runs out and the job
    // runs again with the same key.
    await shop.db
      .update(refunds)
      .set({ state: 'pending', paystackRefundId: null })
      .where(eq(refunds.id, refund.id))
    const [job] = await shop.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'refund'))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
    if (!job) throw new Error('no refund job')
    await shop.db
      .update(outboxMessages)
      .set({ status: 'sending', lockedUntil: now(), payload: { refundKey: refund.refundKey } })
      .where(eq(outboxMessages.id, job.id))
    advance(1_000)
    await shop.app.outbox.runOnce()

    expect(shop.t.fake.refundsOf(reference)).toHaveLength(1)
    expect((await refundRows(orderId))[0]).toMatchObject({
      state: 'processing',
      paystackRefundId: String(shop.t.fake.refundsOf(reference)[0]?.id),
    })
  })

  it('finds out how a refund ended when its webhook never came (the status check)', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const gozie = await createShopper(shop.app, 'Gozie Nna')
    const { orderId, reference } = await paidOrder(gozie)
    expect((await cancel(gozie, orderId)).statusCode).toBe(200)
    await shop.app.outbox.runOnce()
    const made = shop.t.fake.refundsOf(reference)[0]
    if (!made) throw new Error('no refund')
    made.status = 'processed'

    advance(11 * 60 * 1000)
    expect(await shop.app.outbox.runScheduledJobs()).toContain('refund-status')
    expect(await readOrder(shop.db, orderId)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    })
  })

  it('lets the owner cancel an unshipped order with a reason, audited, and refuses a shipped one', async () => {
    await setStock(shop.db, shop.product.id, 20)
    const hauwa = await createShopper(shop.app, 'Hauwa Musa')
    const { orderId } = await paidOrder(hauwa)
    const res = await shop.asOwner('POST', `/api/admin/orders/${orderId}/cancel`, {
      reason: 'Out of this batch; we could not send a sealed bottle',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ order: { status: 'cancelled' } })
    await shop.app.outbox.runOnce()
    const mail = (await mailTo(shop.db, hauwa.email)).find((m) =>
      m.subject.includes('is cancelled'),
    )
    expect(mail?.text).toContain(
      'Reason given: Out of this batch; we could not send a sealed bottle',
    )
    const audit = await shop.asOwner('GET', '/api/admin/audit?action=order.cancel')
    expect(audit.body).toContain(orderId)

    // A customer cannot use the owner's cancel.
    const other = await paidOrder(hauwa)
    const refused = await callAs(
      shop.app,
      hauwa,
      'POST',
      `/api/admin/orders/${other.orderId}/cancel`,
      {
        reason: 'Please cancel',
      },
    )
    expect(refused.statusCode).toBe(403)

    // Once shipped, neither the shopper nor the owner can cancel it.
    await shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.orderId, other.orderId))
    const shipped = await cancel(hauwa, other.orderId)
    expect(shipped.statusCode).toBe(409)
    expect(shipped.json()).toMatchObject({
      message:
        'This order has already left us, so it can no longer be cancelled. Once it arrives, you can return it within 30 days.',
    })
  })
})
