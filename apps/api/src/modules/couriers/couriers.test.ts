import type { AdminOrderResponse, AdminShipment } from '@scentia/domain/admin/order-console'
import {
  COURIER_ALREADY_BOOKED_MESSAGE,
  COURIER_NOT_BOOKABLE_MESSAGE,
} from '@scentia/domain/couriers/couriers'
import { EMPTY_CART_MESSAGE } from '@scentia/contracts/checkout'
import { courierQuoteAnswerSchema } from '@scentia/contracts/shipping'
import {
  COURIER_QUOTE_MESSAGES,
  COURIER_QUOTE_TTL_MS,
} from '@scentia/domain/couriers/courier-quote'
import type { InitializedPayment } from '@scentia/domain/payment/checkout-payload'
import { and, asc, eq, like } from 'drizzle-orm'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  orders,
  orderStatusEvents,
  payments,
  products,
  shipments,
  smsOutbox,
} from '../../db/schema/index.js'
import { buildTestApp } from '../../test/build-test-app.js'
import { insertTestOrder, useOwnerConsole } from '../admin/admin-test-kit.js'
import {
  createShopper,
  eventually,
  mailTo,
  pickProducts,
  postPayOnDelivery,
  shippingFor,
  type CatalogueProduct,
  type Shopper,
} from '../payments/payments-test-kit.js'
import { eraseShipmentEventsOfUser } from './couriers.repository.js'
import { COURIER_NOT_CONFIGURED_MESSAGE } from './couriers.service.js'
import { startFakeShipbubble, type FakeShipbubble } from './fake-shipbubble.js'

const WEBHOOK = '/api/couriers/shipbubble/webhook'
/**
 * The checkout's wait for a quote, shortened from the production 2 s (QUOTE_TIMEOUT_MS) so the
 * slow-courier test costs a fraction of it, still far above the fake's own pace (milliseconds).
 */
const TEST_QUOTE_TIMEOUT_MS = 800
/** A courier slower than that wait. */
const SLOW_COURIER_MS = 2 * TEST_QUOTE_TIMEOUT_MS

describe('couriers: Shipbubble behind one interface (docs/decisions/044-couriers.md)', () => {
  let fake: FakeShipbubble
  // Registered before the console's own, so it runs after the app has closed (Vitest runs the
  // hooks after the tests last-registered first).
  afterAll(() => fake.close())

  /** Moves the app's clock (a quote's expiry); 0 is now. */
  let clockOffsetMs = 0

  const kit = useOwnerConsole(async () => {
    fake = await startFakeShipbubble()
    return buildTestApp(
      {
        shipbubble: {
          apiKey: fake.apiKey,
          baseUrl: fake.url,
          senderAddressCode: 77,
          categoryId: 99,
        },
      },
      {
        clock: () => new Date(Date.now() + clockOffsetMs),
        couriers: { quoteTimeoutMs: TEST_QUOTE_TIMEOUT_MS },
      },
    )
  })
  let product: CatalogueProduct
  beforeAll(async () => {
    const [first] = await pickProducts(kit.t.database.db, 1)
    if (!first) throw new Error('no product in the seed')
    product = first
  })

  const order = (status: 'pending' | 'processing' | 'shipped' = 'processing') =>
    kit.customerOrder(product, { status })
  const book = (orderId: string) => kit.asOwner('POST', `/api/admin/orders/${orderId}/courier`)
  const detail = async (orderId: string) =>
    (await kit.asOwner('GET', `/api/admin/orders/${orderId}`)).json<AdminOrderResponse>().order
  const labelOf = (externalId: string) => {
    const label = fake.labels.find((one) => one.orderId === externalId)
    if (!label) throw new Error(`no label ${externalId}`)
    return label
  }
  const externalIdOf = async (orderId: string) => {
    const [row] = await kit.t.database.db
      .select({ externalId: shipments.externalId })
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
    if (!row) throw new Error(`no shipment for ${orderId}`)
    return row.externalId
  }
  const post = (webhook: { body: string; headers: Record<string, string> }) =>
    kit.t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: webhook.body,
      headers: webhook.headers,
    })
  const textsAbout = (orderId: string) =>
    kit.t.database.db
      .select({ kind: smsOutbox.kind, text: smsOutbox.text })
      .from(smsOutbox)
      .where(like(smsOutbox.text, `%${orderId}%`))
      .orderBy(asc(smsOutbox.id))
  const deliverOutbox = async () => {
    await kit.t.app.outbox.runOnce()
  }

  it('books the parcel in one click: the courier, tracking number and link fill themselves in', async () => {
    const orderId = await order()
    const res = await book(orderId)
    expect(res.statusCode).toBe(200)
    const { shipment } = res.json<{ shipment: AdminShipment }>()
    const label = labelOf(await externalIdOf(orderId))
    expect(shipment).toMatchObject({
      courier: 'GIG Logistics',
      service: 'gigl_standard',
      tracking_number: label.trackingCode,
      tracking_url: label.trackingUrl,
      cost: 6_200,
      state: 'booked',
    })
    const after = await detail(orderId)
    expect(after).toMatchObject({
      status: 'processing',
      tracking_number: label.trackingCode,
      courier_name: 'GIG Logistics',
      tracking_url: label.trackingUrl,
    })
    // The shopper's own view of the order carries them too (the track page renders them).
    const mine = await kit.t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: kit.customer.headers,
    })
    expect(mine.json()).toMatchObject({
      data: { courier_name: 'GIG Logistics', tracking_url: label.trackingUrl },
    })

    // As Shipbubble documents the calls: the key as a Bearer token, the shop's address code and
    // category, the shopper's address validated first, the label bought with the rate's token.
    const calls = fake.requests.slice(-3)
    expect(calls.map((call) => call.path)).toEqual([
      '/shipping/address/validate',
      '/shipping/fetch_rates',
      '/shipping/labels',
    ])
    expect(calls.every((call) => call.authorization === `Bearer ${fake.apiKey}`)).toBe(true)
    expect(calls[0]?.body).toMatchObject({
      name: 'Bisi Adeyemi',
      phone: '+2348031234567',
      address: expect.stringContaining('12 Allen Avenue'),
    })
    expect(calls[1]?.body).toMatchObject({
      sender_address_code: 77,
      category_id: 99,
      reciever_address_code: expect.any(Number),
      package_items: [expect.objectContaining({ name: product.name, quantity: '2' })],
    })
    expect(calls[2]?.body).toMatchObject({ courier_id: 'gigl', service_code: 'gigl_standard' })

    const [audit] = await kit.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.courier'), eq(adminAuditLog.targetId, orderId)))
    expect(audit).toMatchObject({
      actorUserId: kit.owner.userId,
      after: { courier: 'GIG Logistics', tracking_number: label.trackingCode, cost: 6_200 },
    })

    // A second click books nothing more.
    const again = await book(orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: COURIER_ALREADY_BOOKED_MESSAGE })
    expect(fake.labels.filter((one) => one.status !== 'cancelled')).toHaveLength(fake.labels.length)
    const panel = await kit.asOwner('GET', `/api/admin/orders/${orderId}/courier`)
    expect(panel.json()).toMatchObject({ available: true, shipment: { state: 'booked' } })
  })

  it('shows a booking the courier refuses, or an outage, to the owner in words, and books nothing', async () => {
    const orderId = await order()
    fake.refuseLabels('Insufficient wallet balance, please fund your wallet')
    try {
      const refused = await book(orderId)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ message: string }>().message).toBe(
        'The courier could not be booked: Shipbubble refused: Insufficient wallet balance, please fund your wallet. Nothing was booked; try again in a few minutes, or type the tracking number by hand.',
      )
    } finally {
      fake.refuseLabels(null)
    }
    fake.failNext(1)
    const down = await book(orderId)
    expect(down.statusCode).toBe(409)
    expect(down.json<{ message: string }>().message).toContain(
      'Shipbubble is not working right now (500)',
    )
    expect(await detail(orderId)).toMatchObject({ tracking_number: null, courier_name: null })
    const rows = await kit.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
    expect(rows).toHaveLength(0)
    // The courier is back: the same click books it.
    expect((await book(orderId)).statusCode).toBe(200)
  })

  it('refuses to book a shipped order, and an order that does not exist', async () => {
    const shipped = await order('shipped')
    const res = await book(shipped)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: COURIER_NOT_BOOKABLE_MESSAGE })
    expect((await book('ORD0000000001')).statusCode).toBe(404)
    expect((await book('not-an-order')).statusCode).toBe(404)
  })

  it('moves the order to shipped, then delivered, on signed tracking webhooks, with their mails and texts; replays and late events change nothing', async () => {
    const orderId = await order()
    expect((await book(orderId)).statusCode).toBe(200)
    const externalId = await externalIdOf(orderId)
    const label = labelOf(externalId)

    const pickedUp = fake.webhook(externalId, 'picked_up')
    const first = await post(pickedUp)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ received: true, handled: true, outcome: 'applied' })
    expect(await detail(orderId)).toMatchObject({
      status: 'shipped',
      tracking_number: label.trackingCode,
    })
    const shippedMails = await eventually(async () => {
      const mails = await mailTo(kit.t.database.db, kit.customer.email)
      const about = mails.filter((mail) => mail.subject.includes(orderId))
      expect(about).toHaveLength(1)
      return about
    })
    expect(shippedMails[0]?.text).toContain(`Tracking number: ${label.trackingCode}`)

    // Shipbubble retries until it hears 200: the same delivery again changes nothing.
    const replay = await post(pickedUp)
    expect(replay.json()).toMatchObject({ handled: false, outcome: 'duplicate' })

    const delivered = await post(fake.webhook(externalId, 'completed'))
    expect(delivered.json()).toMatchObject({ outcome: 'applied' })
    expect((await detail(orderId)).status).toBe('delivered')

    // A late 'in transit' (sent before, delivered after) never takes it back to shipped.
    const late = await post(fake.webhook(externalId, 'in_transit'))
    expect(late.statusCode).toBe(200)
    const final = await detail(orderId)
    expect(final.status).toBe('delivered')
    const [row] = await kit.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
    expect(row?.state).toBe('delivered')
    expect(row?.events.map((event) => event.status)).toEqual([
      'picked_up',
      'completed',
      'in_transit',
    ])

    // The system moved it (no owner), one step at a time.
    const history = await kit.t.database.db
      .select({ to: orderStatusEvents.toStatus, actor: orderStatusEvents.actorUserId })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.id))
    expect(history.slice(-2)).toEqual([
      { to: 'shipped', actor: null },
      { to: 'delivered', actor: null },
    ])
    const mails = await eventually(async () => {
      const about = (await mailTo(kit.t.database.db, kit.customer.email)).filter((mail) =>
        mail.subject.includes(orderId),
      )
      expect(about).toHaveLength(2)
      return about
    })
    expect(mails[1]?.subject.toLowerCase()).toContain('delivered')
    await deliverOutbox()
    const texts = await eventually(async () => {
      const sent = await textsAbout(orderId)
      expect(sent).toHaveLength(2)
      return sent
    })
    expect(texts.map((text) => text.kind)).toEqual(['sms-shipped', 'sms-delivered'])
  })

  it('takes an order that is still processing through shipped to delivered when "delivered" arrives first', async () => {
    const orderId = await order()
    expect((await book(orderId)).statusCode).toBe(200)
    const externalId = await externalIdOf(orderId)
    expect((await post(fake.webhook(externalId, 'completed'))).statusCode).toBe(200)
    const after = await detail(orderId)
    expect(after.status).toBe('delivered')
    expect(after.history.slice(-2).map((entry) => entry.to_status)).toEqual([
      'shipped',
      'delivered',
    ])
    // The earlier events, arriving after, change nothing.
    await post(fake.webhook(externalId, 'picked_up'))
    await post(fake.webhook(externalId, 'confirmed'))
    expect((await detail(orderId)).status).toBe('delivered')
  })

  it('refuses a webhook with a bad or missing signature, and changes nothing', async () => {
    const orderId = await order()
    expect((await book(orderId)).statusCode).toBe(200)
    const externalId = await externalIdOf(orderId)
    const forged = fake.webhook(externalId, 'completed', { key: 'not-the-key' })
    const bad = await post(forged)
    expect(bad.statusCode).toBe(401)
    const unsigned = fake.webhook(externalId, 'completed')
    const missing = await kit.t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: unsigned.body,
      headers: { 'content-type': 'application/json' },
    })
    expect(missing.statusCode).toBe(401)
    // A signature over other bytes than those sent.
    const tampered = await kit.t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: unsigned.body.replace('completed', 'cancelled'),
      headers: unsigned.headers,
    })
    expect(tampered.statusCode).toBe(401)
    expect((await detail(orderId)).status).toBe('processing')
    const [row] = await kit.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
    expect(row?.events).toEqual([])
  })

  it('acknowledges a signed event for a parcel it never booked, and one that is not about a parcel', async () => {
    const unknown = await post(fake.webhook('SB-NOTOURS', 'completed'))
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toMatchObject({ handled: false, outcome: 'unknown-shipment' })
    const other = fake.webhook('SB-NOTOURS', 'completed', { event: 'wallet.funded' })
    expect((await post(other)).json()).toMatchObject({ handled: false })
  })

  it('a cancelled shipment moves no order, and the order may be booked again', async () => {
    const orderId = await order()
    expect((await book(orderId)).statusCode).toBe(200)
    const externalId = await externalIdOf(orderId)
    await post(fake.webhook(externalId, 'cancelled', { event: 'shipment.cancelled' }))
    expect((await detail(orderId)).status).toBe('processing')
    const again = await book(orderId)
    expect(again.statusCode).toBe(200)
    const rows = await kit.t.database.db
      .select({ state: shipments.state })
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
      .orderBy(asc(shipments.id))
    expect(rows.map((one) => one.state)).toEqual(['cancelled', 'booked'])
  })

  const abuja = {
    full_name: 'Bisi Adeyemi',
    email: 'bisi@example.ng',
    phone_number: '0803 123 4567',
    street_address: '4 Aminu Kano Crescent',
    city: 'Wuse II',
    state: 'FCT',
    lga: 'Abuja Municipal',
    ward: 'City Centre',
  }
  const quote = (body: object, as: Shopper = kit.customer) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/shipping/courier-quote',
      headers: as.headers,
      payload: body,
    })
  const oneBottle = () => [{ id: product.id, quantity: 1 }]
  const abujaQuote = (cart: object[] = oneBottle(), shipping: object = abuja) =>
    quote({ shipping, cart_items: cart })
  const tableFee = async (place = abuja, subtotal = product.price) => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/shipping/fee?state=${encodeURIComponent(place.state)}&lga=${encodeURIComponent(place.lga)}&ward=${encodeURIComponent(place.ward)}&subtotal=${subtotal}`,
    })
    return res.json<{ fee: number }>().fee
  }
  /** The courier's answer for a rate, and its signed quote. */
  const liveQuote = async (
    rate: number,
    cart: object[] = oneBottle(),
    shipping: object = abuja,
  ) => {
    fake.setRate(rate)
    try {
      const res = await abujaQuote(cart, shipping)
      expect(res.statusCode, res.body).toBe(200)
      const answer = courierQuoteAnswerSchema.parse(res.json())
      if (!answer.quote) throw new Error(`no signed quote: ${res.body}`)
      return { ...answer, quote: answer.quote }
    } finally {
      fake.setRate(6_200)
    }
  }
  const initialize = (body: object, as: Shopper = kit.customer) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: as.headers,
      payload: { cart_items: oneBottle(), shipping: abuja, ...body },
    })
  const paymentRow = async (reference: string) => {
    const [row] = await kit.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))
    if (!row) throw new Error(`no payment ${reference}`)
    return row
  }

  it("quotes checkout the courier's live price for the server's own parcel, signed", async () => {
    // The storefront learns it may ask (GET /api/config).
    const config = await kit.t.app.inject({ method: 'GET', url: '/api/config' })
    expect(config.json()).toMatchObject({ delivery: { liveQuotes: true } })
    const answer = await liveQuote(7_350, [{ id: product.id, quantity: 3 }])
    expect(answer).toMatchObject({
      success: true,
      fee: 7_350,
      source: 'courier',
      courier: 'GIG Logistics',
      label: '₦7,350',
    })
    // The parcel is priced from the database: the browser sends ids and quantities only.
    const rates = fake.requests.filter((call) => call.path === '/shipping/fetch_rates').at(-1)
    expect(rates?.body).toMatchObject({
      package_items: [
        expect.objectContaining({
          name: product.name,
          quantity: '3',
          unit_amount: String(product.price),
        }),
      ],
    })
  })

  it("charges initialize exactly the signed courier fee, and records it as the courier's", async () => {
    const table = await tableFee()
    const live = await liveQuote(table + 1_150)
    const res = await initialize({ shipping_quote: live.quote })
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<InitializedPayment>()
    expect(answer).toMatchObject({
      shipping_fee: table + 1_150,
      shipping_fee_source: 'courier',
      amount: product.price + table + 1_150,
    })
    expect(await paymentRow(answer.reference)).toMatchObject({
      shippingFee: table + 1_150,
      shippingFeeSource: 'courier',
      amountNaira: product.price + table + 1_150,
    })
    // The same address typed with other spacing and case is the same address.
    const respaced = await initialize({
      shipping_quote: live.quote,
      shipping: { ...abuja, street_address: ' 4 aminu kano  Crescent', state: 'fct' },
    })
    expect(respaced.statusCode, respaced.body).toBe(200)
    expect(respaced.json()).toMatchObject({ shipping_fee: table + 1_150 })
  })

  it('charges the table fee, as before, without a quote', async () => {
    const table = await tableFee()
    const res = await initialize({})
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<InitializedPayment>()
    expect(answer).toMatchObject({ shipping_fee: table, shipping_fee_source: 'table' })
    expect((await paymentRow(answer.reference)).shippingFeeSource).toBe('table')
  })

  it('refuses a forged, altered, expired or mismatched quote in words, and charges nothing', async () => {
    const live = await liveQuote(7_350)
    const before = await kit.t.database.db.select({ reference: payments.reference }).from(payments)
    const [claims = '', mac = ''] = live.quote.split('.')
    const cheaper = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')),
        fee: 100,
      }),
    ).toString('base64url')
    const otherKey = createHmac('sha256', 'not-the-server-secret-but-long-enough')
      .update(cheaper)
      .digest('base64url')
    const cases: [string, object, number, string][] = [
      [
        'a fee changed in the browser',
        { shipping_quote: `${cheaper}.${mac}` },
        400,
        COURIER_QUOTE_MESSAGES.forged,
      ],
      [
        'signed with another key',
        { shipping_quote: `${cheaper}.${otherKey}` },
        400,
        COURIER_QUOTE_MESSAGES.forged,
      ],
      ['not a quote at all', { shipping_quote: 'hello' }, 400, COURIER_QUOTE_MESSAGES.forged],
      ['a huge string', { shipping_quote: 'x'.repeat(5_000) }, 400, COURIER_QUOTE_MESSAGES.forged],
      ['a number', { shipping_quote: 7_350 }, 400, COURIER_QUOTE_MESSAGES.forged],
      [
        'another address',
        { shipping_quote: live.quote, shipping: { ...abuja, street_address: '9 Other Road' } },
        409,
        COURIER_QUOTE_MESSAGES.address,
      ],
      [
        'another cart',
        { shipping_quote: live.quote, cart_items: [{ id: product.id, quantity: 2 }] },
        409,
        COURIER_QUOTE_MESSAGES.cart,
      ],
    ]
    for (const [name, body, status, message] of cases) {
      const res = await initialize(body)
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status)
      expect(res.json(), name).toMatchObject({ success: false, message })
    }
    const after = await kit.t.database.db.select({ reference: payments.reference }).from(payments)
    expect(after).toHaveLength(before.length)
  })

  it('refuses a quote past its expiry', async () => {
    const live = await liveQuote(7_350)
    // Thirty minutes and a second later, by the app's clock.
    clockOffsetMs = COURIER_QUOTE_TTL_MS + 1_000
    try {
      const late = await initialize({ shipping_quote: live.quote })
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ message: COURIER_QUOTE_MESSAGES.expired })
    } finally {
      clockOffsetMs = 0
    }
    // Just inside it, the same quote is paid at.
    const inTime = await initialize({ shipping_quote: live.quote })
    expect(inTime.json()).toMatchObject({ shipping_fee: 7_350, shipping_fee_source: 'courier' })
  })

  it('places a pay on delivery order at the signed courier fee too', async () => {
    expect(
      (
        await kit.asOwner('PUT', '/api/admin/settings/pay-on-delivery', {
          enabled: true,
          ceiling_naira: 1_000_000,
        })
      ).statusCode,
    ).toBe(200)
    const lagos = shippingFor(kit.customer)
    const live = await liveQuote(5_450, oneBottle(), lagos)
    const res = await postPayOnDelivery(kit.t.app, kit.customer, oneBottle(), {
      shipping: lagos,
      shipping_quote: live.quote,
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    const placed = res.json<{ order: { shipping_fee: number; total_amount: number } }>()
    expect(placed.order).toMatchObject({ shipping_fee: 5_450 })
    const forged = await postPayOnDelivery(kit.t.app, kit.customer, oneBottle(), {
      shipping: lagos,
      shipping_quote: `${live.quote}x`,
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ message: COURIER_QUOTE_MESSAGES.forged })
  })

  it("uses the owner's table when the courier is down or slow: no error for the shopper, no signed quote", async () => {
    const table = await tableFee()
    expect(table).toBeGreaterThan(0)
    fake.failNext(1)
    const down = await abujaQuote()
    expect(down.statusCode).toBe(200)
    expect(down.json()).toMatchObject({ fee: table, source: 'table', courier: null, quote: null })
    // Paying without a quote then charges that same table fee.
    const paid = await initialize({})
    expect(paid.json()).toMatchObject({ shipping_fee: table, shipping_fee_source: 'table' })

    // A courier slower than the app's wait (shortened for the test; 2 s in production).
    fake.delay(SLOW_COURIER_MS)
    try {
      const started = Date.now()
      const slow = await abujaQuote()
      const waited = Date.now() - started
      expect(slow.statusCode).toBe(200)
      expect(slow.json()).toMatchObject({ fee: table, source: 'table', quote: null })
      // The checkout's wait, not the courier's pace.
      expect(waited).toBeGreaterThanOrEqual(TEST_QUOTE_TIMEOUT_MS)
      expect(waited).toBeLessThan(SLOW_COURIER_MS)
    } finally {
      fake.delay(0)
    }
  })

  it('does not ask the courier where the table makes delivery free', async () => {
    const [, other] = await pickProducts(kit.t.database.db, 2)
    if (!other) throw new Error('no second product in the seed')
    await kit.t.database.db
      .update(products)
      .set({ name: 'Test Product' })
      .where(eq(products.id, other.id))
    const before = fake.requests.length
    const res = await abujaQuote([{ id: other.id, quantity: 1 }])
    expect(res.json()).toMatchObject({ fee: 0, source: 'table', quote: null })
    expect(fake.requests.length).toBe(before)
  })

  it('refuses an incomplete address or an empty cart in words, and a visitor', async () => {
    const bad = await quote({ shipping: { ...abuja, ward: '' }, cart_items: oneBottle() })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ message: 'Enter a complete delivery address' })
    const empty = await quote({ shipping: abuja, cart_items: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ message: EMPTY_CART_MESSAGE })
    const visitor = await kit.t.app.inject({
      method: 'POST',
      url: '/api/shipping/courier-quote',
      payload: {},
    })
    expect(visitor.statusCode).toBe(401)
  })

  it("erases a finished parcel's raw events with the customer's account, keeping the statuses", async () => {
    const orderId = await order()
    expect((await book(orderId)).statusCode).toBe(200)
    const externalId = await externalIdOf(orderId)
    await post(fake.webhook(externalId, 'completed'))
    await kit.t.database.db.transaction((tx) =>
      eraseShipmentEventsOfUser(tx, kit.customer.userId, new Date()),
    )
    const [row] = await kit.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
    expect(row?.events).toHaveLength(1)
    expect(row?.events[0]).toMatchObject({ status: 'completed', event: 'shipment.status.changed' })
    expect(row?.events[0]).not.toHaveProperty('payload')
  })
})

describe('without SHIPBUBBLE_API_KEY nothing changes (docs/decisions/044-couriers.md)', () => {
  const kit = useOwnerConsole()

  it('says no courier is connected, books nothing, and has no webhook', async () => {
    const customer = await createShopper(kit.t.app)
    const [product] = await pickProducts(kit.t.database.db, 1)
    if (!product) throw new Error('no product in the seed')
    const orderId = await insertTestOrder(kit.t.database.db, customer, product, {
      status: 'processing',
    })
    const panel = await kit.asOwner('GET', `/api/admin/orders/${orderId}/courier`)
    expect(panel.json()).toEqual({ success: true, available: false, shipment: null })
    const res = await kit.asOwner('POST', `/api/admin/orders/${orderId}/courier`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: COURIER_NOT_CONFIGURED_MESSAGE })
    const webhook = await kit.t.app.inject({ method: 'POST', url: WEBHOOK, payload: {} })
    expect(webhook.statusCode).toBe(404)
    const [row] = await kit.t.database.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row?.courierName).toBeNull()
  })
})
