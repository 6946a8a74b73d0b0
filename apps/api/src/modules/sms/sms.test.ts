import {
  describeDeliveryWindow,
  orderDeliveryWindow,
} from '@scentia/domain/shipping/delivery-window'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { createOwner } from '../admin/admin-test-kit.js'
import {
  mimePart,
  startSmtpServer,
  waitUntil,
  type TestSmtpServer,
} from '../outbox/smtp-test-server.js'
import {
  createShopper,
  fakePaystackConfig,
  FAKE_SECRET_KEY,
  initializePayment,
  pickProducts,
  readPayment,
  signedChargeSuccess,
  startFakePaystack,
  type CatalogueProduct,
  type FakePaystack,
  type Shopper,
  postCheckout,
  verifyPayment,
} from '../payments/payments-test-kit.js'
import { startFakeTermii, type FakeTermii } from './termii-test-server.js'

const PUBLIC_URL = 'https://scentia.test'
const OWNER_NUMBER = '+2348099990000'
const SHOPPER_TO = '2348031234567'
const TERMII_KEY = 'TLtest-key-0123456789'

/** A paid order through the real checkout, Paystack faked: answers its order id and total. */
async function placePaidOrder(
  t: TestApp,
  paystack: FakePaystack,
  shopper: Shopper,
  product: CatalogueProduct,
): Promise<{
  orderId: string
  total: number
  createdAt: string
  state: string
  estimatedDelivery: string
}> {
  const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
  paystack.settle(init.reference, { status: 'success' })
  const res = await postCheckout(t.app, shopper, init.reference)
  expect(res.statusCode).toBe(201)
  const body = res.json<{
    order_id: string
    order: { total_amount: number; created_at: string; state: string; estimated_delivery: string }
  }>()
  return {
    orderId: body.order_id,
    total: body.order.total_amount,
    createdAt: body.order.created_at,
    state: body.order.state,
    estimatedDelivery: body.order.estimated_delivery,
  }
}

async function moveOrder(t: TestApp, owner: Shopper, orderId: string, status: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: owner.headers,
    payload: { status, ...(status === 'shipped' ? { tracking_number: 'GIG-2026-0042' } : {}) },
  })
  expect(res.statusCode).toBe(200)
}

async function switchSms(t: TestApp, shopper: Shopper, on: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/sms-updates/${shopper.userId}`,
    headers: shopper.headers,
    payload: { sms_updates: on },
  })
}

describe('texts through Termii', () => {
  let paystack: FakePaystack
  let termii: FakeTermii
  let smtp: TestSmtpServer
  let t: TestApp
  let product: CatalogueProduct
  let owner: Shopper

  beforeAll(async () => {
    paystack = await startFakePaystack()
    termii = await startFakeTermii()
    smtp = await startSmtpServer()
    t = await buildTestApp(
      {
        ...fakePaystackConfig(paystack),
        smtpUrl: smtp.url,
        publicUrl: PUBLIC_URL,
        termii: { apiKey: TERMII_KEY, senderId: 'Scentia', baseUrl: termii.url },
        ownerSmsNumber: OWNER_NUMBER,
      },
      {
        payments: { timeoutMs: 2_000 },
        sms: { termiiTimeoutMs: 1_000 },
        outbox: {
          worker: {
            pollIntervalMs: 20,
            retry: { baseDelayMs: 100, maxDelayMs: 1_000, maxAttempts: 6 },
          },
        },
      },
    )
    const [picked] = await pickProducts(t.database.db, 1, 50)
    if (!picked) throw new Error('no product')
    product = picked
    owner = await createOwner(t.app)
  })
  afterAll(async () => {
    await t.close()
    await termii.close()
    await smtp.close()
    await paystack.close()
  })

  const sentAbout = (orderId: string) =>
    termii.sent().filter((request) => request.body.sms?.includes(orderId))

  it('texts the shopper and the owner when an order is paid, as Termii documents the call', async () => {
    const shopper = await createShopper(t.app)
    const { orderId } = await placePaidOrder(t, paystack, shopper, product)
    await waitUntil(() => sentAbout(orderId).length === 2, { what: 'two texts' })

    const [toShopper] = sentAbout(orderId).filter((request) => request.body.to === SHOPPER_TO)
    expect(toShopper).toMatchObject({
      path: '/api/sms/send',
      body: { api_key: TERMII_KEY, from: 'Scentia', type: 'plain', channel: 'dnd' },
    })
    expect(toShopper?.body.sms).toMatch(
      new RegExp(
        `^Scentia: order ${orderId} is confirmed\\. Total NGN [\\d,]+\\. Delivery in 2-4 business days\\. Track: ${PUBLIC_URL}/track\\?id=${orderId}$`,
      ),
    )
    const [toOwner] = sentAbout(orderId).filter((request) => request.body.to === '2348099990000')
    expect(toOwner?.body.sms).toMatch(
      new RegExp(`^Scentia: new paid order ${orderId}, NGN [\\d,]+, 1 item, to Lagos\\.$`),
    )
  })

  it('promises in the confirmation text and mail the window the domain gives the order', async () => {
    const shopper = await createShopper(t.app)
    const placed = await placePaidOrder(t, paystack, shopper, product)
    const window = orderDeliveryWindow({
      placedAt: new Date(placed.createdAt),
      state: placed.state,
    })
    // A Lagos order: checkout's 2-4 business days, never the 5-7 another state is promised.
    expect(window.label).toBe('2-4 business days')
    // The order keeps the window's last day: what the console reads.
    expect(placed.estimatedDelivery).toBe(window.to.toISOString())
    await waitUntil(() => sentAbout(placed.orderId).length === 2, { what: 'two texts' })
    const [sms] = sentAbout(placed.orderId).filter((request) => request.body.to === SHOPPER_TO)
    expect(sms?.body.sms).toContain(`Delivery in ${window.label}.`)

    await waitUntil(() => smtp.mailsTo(shopper.email).length === 1, { what: 'the mail' })
    const text = mimePart(smtp.mailsTo(shopper.email)[0]?.raw ?? '', 'text/plain')
    expect(text).toContain(`estimated ${describeDeliveryWindow(window)}.`)
  })

  it("texts nothing while a transfer is awaited (no 'confirmed' before the money), then 'transfer received' once when it lands", async () => {
    const shopper = await createShopper(t.app)
    const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    paystack.settle(init.reference, { status: 'pending', channel: 'bank_transfer' })
    const verify = await verifyPayment(t.app, shopper, init.reference)
    expect(verify.statusCode).toBe(200)
    const orderId = (await readPayment(t.database.db, init.reference)).orderId
    if (!orderId) throw new Error('the pending transfer made no order')
    // Unpaid, the order says "Awaiting your transfer" on its pages; Termii hears nothing, so a
    // number typed at checkout cannot be texted at the shop's cost (docs/decisions/029).
    await t.app.outbox.runOnce()
    expect(sentAbout(orderId)).toEqual([])

    // The bank confirms: Paystack's webhook, twice as Paystack may send it.
    paystack.settle(init.reference, { status: 'success', channel: 'bank_transfer' })
    const { payload, headers } = signedChargeSuccess(FAKE_SECRET_KEY, {
      reference: init.reference,
      amount: init.amount_kobo,
      channel: 'bank_transfer',
    })
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers,
        payload,
      })
      expect(res.statusCode).toBe(200)
    }
    await waitUntil(() => sentAbout(orderId).length === 2, { what: 'the transfer-received texts' })
    await t.app.outbox.runOnce()
    const texts = sentAbout(orderId).map((request) => request.body)
    expect(texts).toHaveLength(2)
    expect(texts.filter((body) => body.to === SHOPPER_TO).map((body) => body.sms)).toEqual([
      `Scentia: we received your transfer of NGN ${init.amount.toLocaleString('en-US')} for order ${orderId}. We are preparing it now. Track: ${PUBLIC_URL}/track?id=${orderId}`,
    ])
    expect(texts.filter((body) => body.to === '2348099990000')).toHaveLength(1)
  })

  it('texts the shopper when the order ships (tracking number and link) and when it is delivered, not before', async () => {
    const shopper = await createShopper(t.app)
    const { orderId } = await placePaidOrder(t, paystack, shopper, product)
    await waitUntil(() => sentAbout(orderId).length === 2, { what: 'the paid-order texts' })

    await moveOrder(t, owner, orderId, 'processing')
    await t.app.outbox.runOnce()
    expect(sentAbout(orderId)).toHaveLength(2)

    await moveOrder(t, owner, orderId, 'shipped')
    await waitUntil(() => sentAbout(orderId).length === 3, { what: 'the shipped text' })
    expect(sentAbout(orderId)[2]?.body).toMatchObject({
      to: SHOPPER_TO,
      sms: `Scentia: order ${orderId} has shipped. Tracking no. GIG-2026-0042. Track: ${PUBLIC_URL}/track?id=${orderId}`,
    })

    await moveOrder(t, owner, orderId, 'delivered')
    await waitUntil(() => sentAbout(orderId).length === 4, { what: 'the delivered text' })
    expect(sentAbout(orderId)[3]?.body).toMatchObject({
      to: SHOPPER_TO,
      sms: `Scentia: order ${orderId} has been delivered. Thank you for shopping with us!`,
    })
  })

  it('keeps trying through a Termii outage (500s) until it answers, and sends each text once', async () => {
    const shopper = await createShopper(t.app)
    termii.failNext(3)
    const { orderId } = await placePaidOrder(t, paystack, shopper, product)
    await waitUntil(() => sentAbout(orderId).length === 2, {
      what: 'the texts after the outage',
      timeoutMs: 15_000,
    })
    const tried = termii.requests.filter((request) => request.body.sms?.includes(orderId))
    expect(tried.length).toBe(5)
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.status, 'sent')))
    const retried = rows.filter((row) => row.attempts > 1)
    expect(retried.length).toBeGreaterThanOrEqual(1)
    expect(retried.every((row) => row.payload === null && row.lastError === null)).toBe(true)
  })

  it('texts a shopper who switched SMS off nothing, while the owner still hears of the order', async () => {
    const shopper = await createShopper(t.app)
    const off = await switchSms(t, shopper, false)
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({
      success: true,
      message: 'SMS updates are off',
      user: { sms_updates: false },
    })

    const { orderId } = await placePaidOrder(t, paystack, shopper, product)
    await moveOrder(t, owner, orderId, 'processing')
    await moveOrder(t, owner, orderId, 'shipped')
    await moveOrder(t, owner, orderId, 'delivered')
    await waitUntil(() => sentAbout(orderId).length === 1, { what: "the owner's text" })
    await t.app.outbox.runOnce()
    expect(sentAbout(orderId).map((request) => request.body.to)).toEqual(['2348099990000'])
  })
})

describe('the SMS switch (PUT /api/user/sms-updates/{id})', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false })
  })
  afterAll(() => t.close())

  it('is on by default, in the /profile answer, and persists both ways', async () => {
    const shopper = await createShopper(t.app)
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: shopper.headers })).json<{
        user: { sms_updates: boolean }
      }>().user.sms_updates
    expect(await profile()).toBe(true)
    expect((await switchSms(t, shopper, false)).statusCode).toBe(200)
    expect(await profile()).toBe(false)
    const on = await switchSms(t, shopper, true)
    expect(on.json()).toMatchObject({ message: 'SMS updates are on', user: { sms_updates: true } })
    expect(await profile()).toBe(true)
  })

  it("refuses another user's id, no token, and a body that is not a boolean", async () => {
    const shopper = await createShopper(t.app)
    const other = await createShopper(t.app)
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/user/sms-updates/${other.userId}`,
      headers: shopper.headers,
      payload: { sms_updates: false },
    })
    expect(theirs.statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/user/sms-updates/${shopper.userId}`,
      payload: { sms_updates: false },
    })
    expect(anonymous.statusCode).toBe(401)
    const garbled = await t.app.inject({
      method: 'PUT',
      url: `/api/user/sms-updates/${shopper.userId}`,
      headers: shopper.headers,
      payload: { sms_updates: 'no' },
    })
    expect(garbled.statusCode).toBe(400)
  })
})

describe('the dev SMS outbox (no TERMII_API_KEY)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL, outboxWorker: false })
  })
  afterAll(() => t.close())

  it('lists delivered texts at /dev/sms.json and /dev/sms, to this machine only', async () => {
    const orderId = 'ORD0000000777'
    const queued = await t.database.db.transaction((tx) =>
      t.app.sms.queueOrderSms(tx, {
        // The text a held transfer's webhook queues when its money lands (payments).
        kind: 'transfer-received',
        order: { order_id: orderId, total_amount: 45_000, phone_number: '+2348031234567' },
      }),
    )
    expect(queued).toBe(true)
    await t.app.outbox.runOnce()

    const json = await t.app.inject({ method: 'GET', url: '/dev/sms.json' })
    expect(json.statusCode).toBe(200)
    expect(json.headers['cache-control']).toBe('no-store')
    expect(json.json<{ messages: unknown[] }>().messages).toContainEqual(
      expect.objectContaining({
        to: '+2348031234567',
        from: 'Scentia',
        kind: 'sms-transfer-received',
        text: `Scentia: we received your transfer of NGN 45,000 for order ${orderId}. We are preparing it now. Track: ${PUBLIC_URL}/track?id=${orderId}`,
      }),
    )
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(`for order ${orderId}. We are preparing it now.`)

    const outsider = await t.app.inject({
      method: 'GET',
      url: '/dev/sms.json',
      remoteAddress: '203.0.113.9',
    })
    expect(outsider.statusCode).toBe(404)
  })

  it('queues nothing for an order whose phone is not a Nigerian mobile (an erased order)', async () => {
    const queued = await t.database.db.transaction((tx) =>
      t.app.sms.queueOrderSms(tx, {
        kind: 'shipped',
        order: { order_id: 'ORD0000000778', total_amount: 5_000, phone_number: '' },
      }),
    )
    expect(queued).toBe(false)
  })
})
