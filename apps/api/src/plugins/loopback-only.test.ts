import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createShopper,
  initializePayment,
  pickProducts,
  readPayment,
} from '../modules/payments/payments-test-kit.js'
import { buildTestApp, type TestApp } from '../test/build-test-app.js'
import { isLoopbackAddress } from './loopback-only.js'

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['203.0.113.9', false],
    ['10.0.0.1', false],
    ['::ffff:203.0.113.9', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    ['localhost', false],
    ['127.0.0.1.example.ng', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected)
  })
})

const SANDBOX = '/api/sandbox/paystack'
const REMINDER_JOB = '/api/sandbox/checkout-reminders'
const OUTSIDER = '203.0.113.9'

/**
 * The outbox shows every reset link and the sandbox's test cards make paid orders, so
 * outside production they answer this machine only, judged by the socket, never X-Forwarded-For
 * (the test app trusts every proxy, as TRUST_PROXY=true would).
 */
describe('dev surfaces outside production', () => {
  let t: TestApp
  let accessCode: string
  let reference: string

  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true })
    const shopper = await createShopper(t.app, 'Chidi Obi')
    const [product] = await pickProducts(t.database.db, 1)
    if (!product) throw new Error('no product in the seeded catalogue')
    const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    accessCode = init.access_code
    reference = init.reference
  })
  afterAll(() => t.close())

  const outsider = { remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': '127.0.0.1' } }

  const surfaces = () => [
    { method: 'GET' as const, url: '/dev/mailbox' },
    { method: 'GET' as const, url: '/dev/mailbox.json' },
    { method: 'GET' as const, url: '/dev/mailbox/1' },
    { method: 'GET' as const, url: '/dev/sms' },
    { method: 'GET' as const, url: '/dev/sms.json' },
    { method: 'GET' as const, url: `${SANDBOX}/checkout.js` },
    { method: 'GET' as const, url: `${SANDBOX}/checkout.css` },
    { method: 'GET' as const, url: `${SANDBOX}/checkout/${accessCode}` },
    { method: 'GET' as const, url: `${SANDBOX}/transaction/verify/${reference}` },
    { method: 'POST' as const, url: REMINDER_JOB, payload: { reference } },
  ]

  it('answers 404 to a peer that is not this machine, whatever X-Forwarded-For says', async () => {
    for (const surface of surfaces()) {
      const res = await t.app.inject({ ...surface, ...outsider })
      expect({ url: surface.url, status: res.statusCode }).toEqual({
        url: surface.url,
        status: 404,
      })
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
      expect(res.body).not.toContain('@example.ng')
    }
  })

  it('lets no outsider pay with a test card', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${accessCode}/charge`,
      payload: { card: 'success' },
      ...outsider,
    })
    expect(res.statusCode).toBe(404)
    const payment = await readPayment(t.database.db, reference)
    expect(payment.orderId).toBeNull()
  })

  it('lets no outsider age a payment into its reminder', async () => {
    const before = await readPayment(t.database.db, reference)
    const res = await t.app.inject({
      method: 'POST',
      url: REMINDER_JOB,
      payload: { reference },
      ...outsider,
    })
    expect(res.statusCode).toBe(404)
    const after = await readPayment(t.database.db, reference)
    expect(after.createdAt).toEqual(before.createdAt)
    expect(after.remindedAt).toBeNull()
  })

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'serves the outbox and the sandbox to %s',
    async (remoteAddress) => {
      for (const url of [
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/dev/sms.json',
        `${SANDBOX}/checkout.js`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress })
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 })
      }
      const page = await t.app.inject({
        method: 'GET',
        url: `${SANDBOX}/checkout/${accessCode}`,
        remoteAddress,
      })
      expect(page.statusCode).toBe(200)
    },
  )

  it('names the dev surfaces it serves, for the start log', () => {
    expect(t.app.devSurfaces).toEqual([
      'mail outbox at /dev/mailbox',
      'SMS outbox at /dev/sms',
      'Paystack sandbox at /api/sandbox/paystack',
      'checkout reminder job at /api/sandbox/checkout-reminders',
    ])
  })
})

describe('dev surfaces over a real socket', () => {
  const lines: string[] = []
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(
      { trustProxy: true },
      { logger: { stream: { write: (line: string) => void lines.push(line) } } },
    )
  })
  afterAll(() => t.close())

  it('says in the start log which dev surfaces are on, and serves them to this machine', async () => {
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 })
    expect(lines.join('')).toContain(
      'dev surfaces on, for loopback peers only: mail outbox at /dev/mailbox; SMS outbox at /dev/sms; Paystack sandbox at /api/sandbox/paystack; checkout reminder job at /api/sandbox/checkout-reminders',
    )
    const res = await fetch(`${origin}/dev/mailbox.json`, {
      headers: { 'x-forwarded-for': OUTSIDER },
    })
    // The socket is what counts: a local client naming an outside address is still local.
    expect(res.status).toBe(200)
  })
})

describe('dev surfaces in production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({
      nodeEnv: 'production',
      // Never dialled: nothing in these tests sends mail or texts, or calls Paystack.
      smtpUrl: 'smtp://127.0.0.1:9',
      publicUrl: 'https://scentia.example.ng',
      paystack: {
        secretKey: 'sk_live_not_a_real_key',
        publicKey: 'pk_live_not_a_real_key',
        baseUrl: 'https://127.0.0.1:9',
      },
      termii: { apiKey: 'not-a-real-key', senderId: 'Scentia', baseUrl: 'https://127.0.0.1:9' },
      trustProxy: false,
    })
  })
  afterAll(() => t.close())

  it('registers none, so even this machine gets 404', async () => {
    expect(t.app.devSurfaces).toEqual([])
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox.json',
      '/dev/sms',
      '/dev/sms.json',
      `${SANDBOX}/checkout.js`,
      `${SANDBOX}/transaction/verify/SCN-1`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 })
    }
    const job = await t.app.inject({
      method: 'POST',
      url: REMINDER_JOB,
      payload: { reference: 'SCN-1' },
    })
    expect(job.statusCode).toBe(404)
  })
})
