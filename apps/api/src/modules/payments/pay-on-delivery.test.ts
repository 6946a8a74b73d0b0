import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  orders,
  promoCodes,
  promoRedemptions,
  users,
} from '../../db/schema/index.js'
import type { Order } from '@scentia/domain/orders/order'
import { buildTestApp } from '../../test/build-test-app.js'
import { insertStockAlert } from '../stock-alerts/stock-alerts.repository.js'
import {
  addressIn,
  createShopper,
  eventually,
  mailTo,
  pickSample,
  postPayOnDelivery,
  readStock,
  setPayOnDelivery,
  setStock,
  shippingFor,
  textsAbout,
  useShop,
  type Shopper,
} from './payments-test-kit.js'

/** Pay on delivery (docs/product.md §10): no Paystack at all, so the sandbox is enough. */
describe('pay on delivery', () => {
  const shop = useShop(buildTestApp)

  const switchPod = (enabled: boolean, ceiling = 100_000, as: Shopper = shop.owner) =>
    setPayOnDelivery(shop.app, as, enabled, ceiling)

  type CartLine = { id: number; quantity: number; size_id?: number }

  const placeCart = (shopper: Shopper, cart: CartLine[], extra: Record<string, unknown> = {}) =>
    postPayOnDelivery(shop.app, shopper, cart, extra)

  const place = (
    shopper: Shopper,
    shipping: Record<string, string> = {},
    quantity = 1,
    promoCode?: string,
  ) =>
    placeCart(shopper, [{ id: shop.product.id, quantity }], {
      shipping: { ...shippingFor(shopper), ...shipping },
      ...(promoCode === undefined ? {} : { promo_code: promoCode }),
    })

  const settle = (orderId: string, outcome: 'collected' | 'refused') =>
    shop.asOwner('POST', `/api/admin/orders/${orderId}/payment`, { outcome })

  it('is off until the owner switches it on, and only the owner can, with an audit record', async () => {
    const shopper = await createShopper(shop.app)
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/payments/pay-on-delivery' })).json(),
    ).toMatchObject({ enabled: false, ceiling_naira: 100_000 })
    const refused = await place(shopper)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      message: 'Pay on delivery is not available at the moment',
    })

    expect((await switchPod(true, 100_000, shopper)).statusCode).toBe(403)
    const saved = await switchPod(true)
    expect(saved.json()).toMatchObject({ success: true, enabled: true, ceiling_naira: 100_000 })
    const [record] = await shop.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.pay_on_delivery'))
    expect(record).toMatchObject({
      actorUserId: shop.owner.userId,
      before: { enabled: false },
      after: { enabled: true },
    })
  })

  it('refuses a delivery outside Lagos', async () => {
    await switchPod(true)
    // A real Kano address, so pricing accepts it and only the Lagos rule refuses it.
    const kano = await addressIn(shop.db, 'Kano')
    const res = await place(await createShopper(shop.app), kano)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      message: 'Pay on delivery is available for Lagos deliveries up to ₦100,000',
    })
  })

  it('refuses an order over the ceiling and an unverified account', async () => {
    await switchPod(true, 1_000)
    const over = await place(await createShopper(shop.app))
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({
      message: 'Pay on delivery is available for Lagos deliveries up to ₦1,000',
    })

    await switchPod(true)
    const unverified = await createShopper(shop.app)
    await shop.db.update(users).set({ verified: false }).where(eq(users.id, unverified.userId))
    const res = await place(unverified)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ message: 'Verify your email address to pay on delivery' })
  })

  const moveTo = (orderId: string, status: string, trackingNumber?: string) =>
    shop.asOwner('POST', `/api/admin/orders/${orderId}/status`, {
      status,
      ...(trackingNumber ? { tracking_number: trackingNumber } : {}),
    })

  const texts = (orderId: string) => textsAbout(shop.app, shop.db, orderId)
  const subjects = async (email: string) =>
    (await mailTo(shop.db, email)).map((mail) => mail.subject)

  it('places the order without Paystack, holds the stock, says nothing yet; collected pays and confirms it', async () => {
    await switchPod(true)
    await setStock(shop.db, shop.product.id, 3)
    const shopper = await createShopper(shop.app)
    const res = await place(shopper)
    expect(res.statusCode).toBe(201)
    const { order_id: orderId } = res.json<{ order_id: string }>()
    expect(res.json()).toMatchObject({
      payment_status: 'pending',
      order: { payment_method: 'POD', payment_status: 'pending' },
    })
    expect(await readStock(shop.db, shop.product.id)).toBe(2)
    // The outbox is drained by texts(), so an empty mailbox means nothing was queued.
    expect(await texts(orderId)).toEqual([])
    expect(await mailTo(shop.db, shopper.email)).toEqual([])

    const collected = await settle(orderId, 'collected')
    expect(collected.json()).toMatchObject({ order: { payment_status: 'paid' } })
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({ paymentStatus: 'paid', stockHeldAt: null })
    expect(await readStock(shop.db, shop.product.id)).toBe(2)
    // Collected before the owner accepted it: the money is in, so that is its confirmation.
    expect(await texts(orderId)).toEqual(['sms-order-confirmed'])
    const [mail, ...more] = await mailTo(shop.db, shopper.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe(`Your Scentia order ${orderId} is confirmed`)
    expect(mail?.text).not.toContain('please pay the courier')
    // Settled once: a second verdict is refused.
    expect((await settle(orderId, 'refused')).statusCode).toBe(409)
    const [record] = await shop.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.payment'), eq(adminAuditLog.targetId, orderId)))
      .orderBy(desc(adminAuditLog.id))
    expect(record).toMatchObject({ after: { payment_status: 'paid' } })
  })

  it('texts and mails no one typed at checkout until the owner accepts it; then confirms it once', async () => {
    await switchPod(true)
    await setStock(shop.db, shop.product.id, 3)
    const shopper = await createShopper(shop.app)
    const typed = { email: `someone-else-${shopper.email}`, phone_number: '0809 555 0101' }
    const res = await place(shopper, typed)
    expect(res.statusCode, res.body).toBe(201)
    const { order_id: orderId } = res.json<{ order_id: string }>()
    expect(await texts(orderId)).toEqual([])
    expect(await subjects(typed.email)).toEqual([])
    expect(await subjects(shopper.email)).toEqual([])

    // The owner accepts it: one confirmation, by mail (pay at the door) and by text.
    expect((await moveTo(orderId, 'processing')).statusCode).toBe(200)
    expect(await texts(orderId)).toEqual(['sms-order-confirmed'])
    const [mail, ...more] = await mailTo(shop.db, typed.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe(`Your Scentia order ${orderId} is confirmed`)
    expect(mail?.text).toContain('Pay on delivery: please pay the courier')

    // Shipped, delivered, collected: the order moves on; it is never confirmed again.
    expect((await moveTo(orderId, 'shipped', 'GIG-1')).statusCode).toBe(200)
    expect((await moveTo(orderId, 'delivered')).statusCode).toBe(200)
    expect((await settle(orderId, 'collected')).statusCode).toBe(200)
    expect(await texts(orderId)).toEqual(['sms-order-confirmed', 'sms-shipped', 'sms-delivered'])
    const confirmed = (await subjects(typed.email)).filter((subject) =>
      subject.endsWith('is confirmed'),
    )
    expect(confirmed).toHaveLength(1)
    expect(await readStock(shop.db, shop.product.id)).toBe(2)
  })

  it('refused at the door cancels the order and puts the stock back', async () => {
    await switchPod(true)
    await setStock(shop.db, shop.product.id, 1)
    const shopper = await createShopper(shop.app)
    const res = await place(shopper)
    const { order_id: orderId } = res.json<{ order_id: string }>()
    expect(await readStock(shop.db, shop.product.id)).toBe(0)
    // The held unit cannot be sold twice.
    expect((await place(await createShopper(shop.app))).statusCode).toBe(409)

    expect((await settle(orderId, 'refused')).json()).toMatchObject({
      order: { payment_status: 'failed' },
    })
    expect(await readStock(shop.db, shop.product.id)).toBe(1)
    const track = await shop.app.inject({ method: 'GET', url: `/api/order/${orderId}` })
    expect(track.json()).toMatchObject({
      data: { payment_notice: 'Payment refused at delivery: order cancelled' },
    })
  })

  it('records a promo code like a card order; a refusal gives its use back and mails those waiting', async () => {
    await switchPod(true)
    await setStock(shop.db, shop.product.id, 1)
    const at = new Date()
    const [promo] = await shop.db
      .insert(promoCodes)
      .values({
        code: `POD${Date.now().toString(36).toUpperCase()}`,
        kind: 'naira',
        amount: 1_000,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    if (!promo) throw new Error('no promo')
    const shopper = await createShopper(shop.app)
    const res = await place(shopper, {}, 1, promo.code)
    expect(res.statusCode, res.body).toBe(201)
    const { order_id: orderId } = res.json<{ order_id: string }>()
    const [row] = await shop.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({ promoCode: promo.code, discount: 1_000 })
    const redemption = async () =>
      (
        await shop.db
          .select()
          .from(promoRedemptions)
          .where(eq(promoRedemptions.paymentReference, row?.transactionReference ?? ''))
      )[0]?.status
    expect(await redemption()).toBe('held')

    const waiting = `waiting-${Date.now()}@example.ng`
    await insertStockAlert(shop.db, {
      productId: shop.product.id,
      email: waiting,
      at,
      confirmedAt: at,
    })
    expect((await settle(orderId, 'refused')).statusCode).toBe(200)
    expect(await redemption()).toBe('released')
    expect(await readStock(shop.db, shop.product.id)).toBe(1)
    await eventually(async () => {
      const mails = await mailTo(shop.db, waiting)
      expect(mails.map((mail) => mail.subject)).toEqual([`${shop.product.name} is back in stock`])
    })
  })

  it('credits a paid sample on the full bottle once, like a card order; a refusal gives it back', async () => {
    await switchPod(true, 10_000_000)
    const s = await pickSample(shop.db)
    const shopper = await createShopper(shop.app)
    const ordered = async (cart: CartLine[]) => {
      const res = await placeCart(shopper, cart)
      expect(res.statusCode, res.body).toBe(201)
      return res.json<{ order_id: string; order: Order }>().order
    }
    // The sample, paid at the door: its price becomes credit on the bottle.
    const paidSample = await ordered([{ id: s.productId, quantity: 1, size_id: s.sizeId }])
    expect((await settle(paidSample.order_id, 'collected')).statusCode).toBe(200)

    const bottle = [{ id: s.productId, quantity: 1 }]
    const credited = await ordered(bottle)
    expect(credited.sample_credit).toBe(s.price)
    expect(credited.total_amount).toBe(s.bottlePrice - s.price + (credited.shipping_fee ?? 0))
    // Used once: the next bottle is priced in full.
    const second = await ordered(bottle)
    expect(second.sample_credit).toBe(0)
    expect(second.total_amount).toBe(s.bottlePrice + (second.shipping_fee ?? 0))

    // Refused at the door: the credit is the shopper's again, for the cart's preview and the next order.
    expect((await settle(credited.order_id, 'refused')).statusCode).toBe(200)
    const preview = await shop.app.inject({
      method: 'GET',
      url: '/api/payments/sample-credits',
      headers: shopper.headers,
    })
    expect(preview.json()).toMatchObject({
      samples: [{ productId: s.productId, unitPrice: s.price }],
    })
    expect((await ordered(bottle)).sample_credit).toBe(s.price)
  })
})
