import { SHOWROOM } from '@scentia/domain/contact/showroom'
import {
  formatPickupCode,
  MAX_PICKUP_CODE_ATTEMPTS,
  PICKUP_CODE_PATTERN,
  PICKUP_LOCKED_MESSAGE,
  PICKUP_NOT_LOCKED_MESSAGE,
  PICKUP_USE_CODE_MESSAGE,
  PICKUP_WRONG_CODE_MESSAGE,
} from '@scentia/domain/shipping/pickup'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, smsOutbox } from '../../db/schema/index.js'
import {
  addressIn,
  buildPaystackTestApp,
  createShopper,
  mailTo,
  postCheckout,
  postInitialize,
  postPayOnDelivery,
  readOrder,
  setPayOnDelivery,
  setStock,
  shippingFor,
  textsAbout,
  useShop,
  type InitializeAnswer,
  type Shopper,
} from './payments-test-kit.js'
import { callAs } from '../../test/injector.js'

/** Pickup at the showroom (docs/product.md §13, decision 046), paid by card or at the counter. */
describe('pickup at the showroom', () => {
  const shop = useShop(buildPaystackTestApp)

  /** A card payment for one bottle, by delivery or pickup, paid and recorded. */
  async function paidOrder(shopper: Shopper, method: 'delivery' | 'pickup') {
    await setStock(shop.db, shop.product.id, 50)
    const init = await postInitialize(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }], {
      delivery_method: method,
    })
    expect(init.statusCode, init.body).toBe(200)
    const answer = init.json<InitializeAnswer>()
    shop.t.fake.settle(answer.reference, { status: 'success' })
    const res = await postCheckout(shop.app, shopper, answer.reference)
    expect(res.statusCode, res.body).toBeLessThan(300)
    return { answer, orderId: res.json<{ order_id: string }>().order_id }
  }

  const lookUp = (orderId: string, as?: Shopper) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      ...(as ? { headers: as.headers } : {}),
    })

  const moveTo = (orderId: string, status: string) =>
    shop.asOwner('POST', `/api/admin/orders/${orderId}/status`, { status })

  const collect = (orderId: string, code: string, as: Shopper = shop.owner) =>
    callAs(shop.app, as, 'POST', `/api/admin/orders/${orderId}/collect`, { code })

  async function readyOrder() {
    const shopper = await createShopper(shop.app)
    const { orderId } = await paidOrder(shopper, 'pickup')
    expect((await moveTo(orderId, 'processing')).statusCode).toBe(200)
    // Ready for pickup: no courier, so no tracking number is asked for.
    const ready = await moveTo(orderId, 'shipped')
    expect(ready.statusCode, ready.body).toBe(200)
    const row = await readOrder(shop.db, orderId)
    if (!row.pickupCode) throw new Error('a pickup order without its code')
    return { shopper, orderId, code: row.pickupCode }
  }

  it('is free where the same address pays for delivery, and the order gets its code', async () => {
    const shopper = await createShopper(shop.app)
    const delivery = await paidOrder(shopper, 'delivery')
    expect(delivery.answer.shipping_fee).toBeGreaterThan(0)
    expect((await readOrder(shop.db, delivery.orderId)).pickupCode).toBeNull()

    const pickup = await paidOrder(shopper, 'pickup')
    expect(pickup.answer.shipping_fee).toBe(0)
    expect(pickup.answer.amount).toBe(pickup.answer.subtotal)
    const row = await readOrder(shop.db, pickup.orderId)
    expect(row).toMatchObject({ deliveryMethod: 'pickup', shippingFee: 0, pickupCodeFailures: 0 })
    expect(row.pickupCode).toMatch(PICKUP_CODE_PATTERN)
    const code = row.pickupCode ?? ''

    // Its owner reads the code; the confirmation mail and text carry it with the showroom.
    const mine = await lookUp(pickup.orderId, shopper)
    expect(mine.json().data).toMatchObject({ delivery_method: 'pickup', pickup_code: code })
    const mails = await mailTo(shop.db, shopper.email)
    const confirmation = mails.find((mail) => mail.text.includes(pickup.orderId))
    expect(confirmation?.text).toContain(`Pickup code: ${formatPickupCode(code)}`)
    expect(confirmation?.text).toContain(SHOWROOM.street)
    expect(confirmation?.text).not.toContain('Delivery to')
    expect(await textsAbout(shop.app, shop.db, pickup.orderId)).toContain('sms-order-confirmed')
    const [text] = await shop.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.kind, 'sms-order-confirmed')))
      .then((rows) => rows.filter((r) => r.text.includes(pickup.orderId)))
    expect(text?.text).toContain(`Pickup code ${formatPickupCode(code)}`)
  })

  it('keeps the code from anyone but the order’s owner', async () => {
    const { shopper, orderId, code } = await readyOrder()
    const stranger = await createShopper(shop.app, 'Tunde Bakare')
    for (const answer of [await lookUp(orderId, stranger), await lookUp(orderId)]) {
      expect(answer.statusCode).toBe(200)
      const order = answer.json().data
      expect(order).toMatchObject({ view: 'public', delivery_method: 'pickup' })
      expect(order).not.toHaveProperty('pickup_code')
      expect(answer.body).not.toContain(code)
    }
    // A shopper is not the owner: the counter's check is the owner's alone.
    expect((await collect(orderId, code, shopper)).statusCode).toBe(403)
  })

  it('is collected with the right code, refused with a wrong one, and shows its journey', async () => {
    const { shopper, orderId, code } = await readyOrder()
    // Not by the plain status step: only with the code.
    const plain = await moveTo(orderId, 'delivered')
    expect(plain.statusCode).toBe(409)
    expect(plain.json()).toMatchObject({ message: PICKUP_USE_CODE_MESSAGE })

    const wrongCode = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA'
    const wrong = await collect(orderId, wrongCode)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({ message: PICKUP_WRONG_CODE_MESSAGE })
    expect(await readOrder(shop.db, orderId)).toMatchObject({
      status: 'shipped',
      pickupCodeFailures: 1,
    })
    const detail = await shop.asOwner('GET', `/api/admin/orders/${orderId}`)
    expect(detail.json<{ order: unknown }>().order).toMatchObject({
      delivery_method: 'pickup',
      pickup_tries_left: MAX_PICKUP_CODE_ATTEMPTS - 1,
    })

    // Read aloud and typed loosely, the right code collects it.
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`
    const collected = await collect(orderId, typed)
    expect(collected.statusCode, collected.body).toBe(200)
    expect(collected.json<{ order: unknown }>().order).toMatchObject({ status: 'delivered' })
    const [record] = await shop.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.status'), eq(adminAuditLog.targetId, orderId)))
      .orderBy(adminAuditLog.id)
      .then((rows) => rows.slice(-1))
    expect(record).toMatchObject({ after: { status: 'delivered' } })
    expect(JSON.stringify(record)).not.toContain(code)
    // Once collected, it stays collected.
    expect((await collect(orderId, code)).statusCode).toBe(409)

    // The track page's journey: every status with its time, oldest first.
    const order = (await lookUp(orderId, shopper)).json<{
      data: { events: { status: string; at: string }[] }
    }>().data
    expect(order.events.map((step) => step.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
    ])
    for (const step of order.events) expect(Number.isNaN(Date.parse(step.at))).toBe(false)

    // The shopper heard "ready for pickup" and "collected", not courier language.
    const subjects = (await mailTo(shop.db, shopper.email)).map((mail) => mail.subject)
    expect(subjects).toContain(`Your Scentia order ${orderId}: Ready for pickup`)
    expect(subjects).toContain(`Your Scentia order ${orderId}: Collected`)
  })

  it(`locks after ${String(MAX_PICKUP_CODE_ATTEMPTS)} wrong codes, even against the right one`, async () => {
    const { orderId, code } = await readyOrder()
    const wrongCode = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA'
    for (let i = 0; i < MAX_PICKUP_CODE_ATTEMPTS; i++) {
      expect((await collect(orderId, wrongCode)).statusCode).toBe(422)
    }
    const locked = await collect(orderId, code)
    expect(locked.statusCode).toBe(409)
    expect(locked.json()).toMatchObject({ message: PICKUP_LOCKED_MESSAGE })
    expect(await readOrder(shop.db, orderId)).toMatchObject({ status: 'shipped' })
  })

  it('unlocks a locked code for the owner, audited, and the right code then collects', async () => {
    const { orderId, code } = await readyOrder()
    const unlock = (headers = shop.owner.headers) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/pickup-unlock`,
        headers,
      })
    // Nothing to unlock yet.
    const early = await unlock()
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: PICKUP_NOT_LOCKED_MESSAGE })

    const wrongCode = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA'
    for (let i = 0; i < MAX_PICKUP_CODE_ATTEMPTS; i++) await collect(orderId, wrongCode)
    expect((await collect(orderId, code)).statusCode).toBe(409)

    // A shopper may not unlock it; the owner may.
    const shopper = await createShopper(shop.app)
    expect((await unlock(shopper.headers)).statusCode).toBe(403)
    const opened = await unlock()
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toMatchObject({
      order: { order_id: orderId, pickup_tries_left: MAX_PICKUP_CODE_ATTEMPTS },
    })
    const [record] = await shop.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'order.pickup_unlock'), eq(adminAuditLog.targetId, orderId)),
      )
    expect(record).toMatchObject({
      actorUserId: shop.owner.userId,
      before: { pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS },
      after: { pickup_code_failures: 0 },
    })
    expect(JSON.stringify(record)).not.toContain(code)

    // The tries start again, and the right code collects.
    expect((await collect(orderId, code)).statusCode).toBe(200)
    expect(await readOrder(shop.db, orderId)).toMatchObject({ status: 'delivered' })
  })

  it('refuses a delivery method it does not know, and an empty code', async () => {
    const shopper = await createShopper(shop.app)
    const res = await postInitialize(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }], {
      delivery_method: 'drone',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'Choose delivery or pickup at the showroom' })
    const { orderId } = await readyOrder()
    const empty = await collect(orderId, '   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ message: 'Enter the pickup code' })
  })

  it('may be paid at the counter, even by a shopper who lives outside Lagos', async () => {
    const switched = await setPayOnDelivery(shop.app, shop.owner, true, 10_000_000)
    expect(switched.statusCode).toBe(200)
    await setStock(shop.db, shop.product.id, 50)
    const kano = await addressIn(shop.db, 'Kano')
    const shopper = await createShopper(shop.app)
    const place = (method: 'delivery' | 'pickup') =>
      postPayOnDelivery(shop.app, shopper, [{ id: shop.product.id, quantity: 1 }], {
        shipping: { ...shippingFor(shopper), ...kano },
        delivery_method: method,
      })
    // Delivered to Kano, pay on delivery is refused; collected in Lekki, it is the counter's.
    expect((await place('delivery')).statusCode).toBe(422)
    const res = await place('pickup')
    expect(res.statusCode, res.body).toBe(201)
    const { order } = res.json<{ order: { order_id: string; pickup_code: string } }>()
    expect(order).toMatchObject({
      payment_method: 'POD',
      payment_status: 'pending',
      delivery_method: 'pickup',
      shipping_fee: 0,
    })
    expect(order.pickup_code).toMatch(PICKUP_CODE_PATTERN)

    // Ready, then collected with the code while the money is taken at the counter.
    expect((await moveTo(order.order_id, 'processing')).statusCode).toBe(200)
    expect((await moveTo(order.order_id, 'shipped')).statusCode).toBe(200)
    const mails = await mailTo(shop.db, shopper.email)
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Pay at the counter')
    expect((await collect(order.order_id, order.pickup_code)).statusCode).toBe(200)
  })
})
