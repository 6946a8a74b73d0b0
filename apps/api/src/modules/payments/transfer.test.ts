import { AWAITING_TRANSFER_LABEL, TRANSFER_EXPIRED_LABEL } from '@scentia/domain/payment/transfer'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { promoRedemptions } from '../../db/schema/index.js'
import { insertStockAlert } from '../stock-alerts/stock-alerts.repository.js'
import {
  createShopper,
  deliverTransferSuccess,
  eventually,
  insertOneUsePromo,
  mailTo,
  ordersFor,
  postInitialize,
  readOrder,
  readStock,
  setStock,
  startTransfer,
  useShopOnClock,
  type Shopper,
} from './payments-test-kit.js'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

/**
 * Pay by transfer (docs/product.md §10): Paystack answers 'pending' until the bank confirms,
 * then sends charge.success. Meanwhile the order holds its units; past the window it expires.
 */
describe('payments by transfer', () => {
  const { shop, now, advance } = useShopOnClock(new Date('2026-11-02T09:00:00Z'))

  /** A shopper starts paying for the product's last unit and chooses transfer. */
  async function pendingTransfer(shopper: Shopper, promoCode?: string) {
    const pending = await startTransfer(
      shop.t,
      shopper,
      [{ id: shop.product.id, quantity: 1 }],
      promoCode,
    )
    expect(pending.verified.json()).toMatchObject({
      data: { status: 'pending', channel: 'bank_transfer' },
    })
    expect(pending.orderId).toMatch(/^ORD\d{10}$/)
    return pending
  }

  const orderRow = (orderId: string) => readOrder(shop.db, orderId)

  async function publicNotice(orderId: string) {
    const res = await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}` })
    expect(res.statusCode).toBe(200)
    return res.json<{
      data: { view: string; payment_notice: string | null; transfer: unknown }
    }>().data
  }

  const webhook = (reference: string, amount: number) =>
    deliverTransferSuccess(shop.app, reference, amount)

  it('holds the last unit while the transfer is pending, and pays it once when the webhook lands', async () => {
    await setStock(shop.db, shop.product.id, 1)
    const ada = await createShopper(shop.app, 'Ada Obi')
    const { init, orderId } = await pendingTransfer(ada)

    const held = await orderRow(orderId)
    expect(held).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'BANK_TRANSFER' })
    expect(held.stockHeldAt).not.toBeNull()
    expect(await readStock(shop.db, shop.product.id)).toBe(0)
    expect(await publicNotice(orderId)).toMatchObject({
      view: 'public',
      payment_notice: AWAITING_TRANSFER_LABEL,
    })

    // Nobody else can buy the unit the transfer holds.
    const bola = await createShopper(shop.app, 'Bola Ade')
    const second = await postInitialize(shop.app, bola, [{ id: shop.product.id, quantity: 1 }])
    expect(second.statusCode).toBe(409)

    // The bank confirms: Paystack's webhook, delivered twice as Paystack may.
    shop.t.fake.settle(init.reference, { status: 'success', channel: 'bank_transfer' })
    expect((await webhook(init.reference, init.amount_kobo)).statusCode).toBe(200)
    expect((await webhook(init.reference, init.amount_kobo)).statusCode).toBe(200)

    const paid = await orderRow(orderId)
    expect(paid).toMatchObject({ paymentStatus: 'paid', stockHeldAt: null })
    // The held unit paid for the order: nothing taken twice, nothing given back.
    expect(await readStock(shop.db, shop.product.id)).toBe(0)
    expect(await ordersFor(shop.db, init.reference)).toHaveLength(1)
    const confirmations = await eventually(async () => {
      const mails = (await mailTo(shop.db, ada.email)).filter((mail) =>
        mail.subject.includes(orderId),
      )
      expect(mails.length).toBeGreaterThan(0)
      return mails
    })
    expect(confirmations).toHaveLength(1)
    expect((await publicNotice(orderId)).payment_notice).toBeNull()
  })

  it('expires an unconfirmed transfer after the window: the order is cancelled and its unit released', async () => {
    await setStock(shop.db, shop.product.id, 1)
    const chidi = await createShopper(shop.app, 'Chidi Eze')
    const { orderId } = await pendingTransfer(chidi)
    expect(await readStock(shop.db, shop.product.id)).toBe(0)

    // Ten minutes short of the hour: still held.
    advance(50 * MINUTE_MS)
    await shop.app.outbox.runScheduledJobs()
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'pending' })
    expect(await readStock(shop.db, shop.product.id)).toBe(0)

    // Past the hour Paystack's transfer account lives: the units go back on sale.
    advance(15 * MINUTE_MS)
    expect(await shop.app.outbox.runScheduledJobs()).toContain('transfer-expiry')
    const expired = await orderRow(orderId)
    expect(expired).toMatchObject({ paymentStatus: 'abandoned', stockHeldAt: null })
    expect(await readStock(shop.db, shop.product.id)).toBe(1)
    expect((await publicNotice(orderId)).payment_notice).toBe(TRANSFER_EXPIRED_LABEL)
    // The pages stop asking for the money: expired, no deadline left.
    expect((await publicNotice(orderId)).transfer).toMatchObject({ state: 'expired', pay_by: null })
  })

  it('an expired transfer gives its promo use back and mails those waiting for the product', async () => {
    await setStock(shop.db, shop.product.id, 1)
    const promo = await insertOneUsePromo(shop.db, 'XFER', now())
    const eze = await createShopper(shop.app, 'Eze Nwankwo')
    const { init, orderId } = await pendingTransfer(eze, promo.code)
    const redemption = async () =>
      (
        await shop.db
          .select()
          .from(promoRedemptions)
          .where(eq(promoRedemptions.paymentReference, init.reference))
      )[0]?.status
    expect(await redemption()).toBe('held')
    expect(await orderRow(orderId)).toMatchObject({ promoCode: promo.code })
    const waiting = `waiting-${Date.now()}@example.ng`
    await insertStockAlert(shop.db, {
      productId: shop.product.id,
      email: waiting,
      at: now(),
      confirmedAt: now(),
    })

    // Past the promo's hour, the awaited transfer still holds the code's one use until it expires.
    advance(2 * HOUR_MS)
    const other = await createShopper(shop.app, 'Funmi Ade')
    await setStock(shop.db, shop.product.id, 1)
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/promos/check',
      headers: other.headers,
      payload: { code: promo.code, cart_items: [{ id: shop.product.id, quantity: 1 }] },
    })
    expect(refused.json()).toMatchObject({ success: false })
    await setStock(shop.db, shop.product.id, 0)

    advance(23 * HOUR_MS)
    expect(await shop.app.outbox.runScheduledJobs()).toContain('transfer-expiry')
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'abandoned' })
    expect(await redemption()).toBe('released')
    expect(await readStock(shop.db, shop.product.id)).toBe(1)
    await eventually(async () => {
      const mails = await mailTo(shop.db, waiting)
      expect(mails.map((mail) => mail.subject)).toEqual([`${shop.product.name} is back in stock`])
    })
  })

  it('pays instead of expiring when Paystack says the transfer landed but no webhook came', async () => {
    await setStock(shop.db, shop.product.id, 1)
    const dayo = await createShopper(shop.app, 'Dayo Bello')
    const { init, orderId } = await pendingTransfer(dayo)
    shop.t.fake.settle(init.reference, { status: 'success', channel: 'bank_transfer' })

    advance(25 * HOUR_MS)
    expect(await shop.app.outbox.runScheduledJobs()).toContain('transfer-expiry')
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', stockHeldAt: null })
    expect(await readStock(shop.db, shop.product.id)).toBe(0)
  })
})
