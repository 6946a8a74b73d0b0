import { CONTACT_MESSAGES } from '@scentia/domain/contact/contact-message'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { randomIp, readOutbox, uniqueEmail } from '../auth/account-fixtures.js'
import { outboxMessages } from '../../db/schema/index.js'
import { mailPayloadSchema } from '../mail/mail.service.js'
import { CONTACT_MESSAGES_PER_HOUR } from './contact.routes.js'

const SUPPORT = 'help@scentia.test'

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Tolu Adebayo',
    email: uniqueEmail('contact'),
    topic: 'order',
    order_id: 'ord1234567890',
    message: 'My parcel to Yaba has not arrived yet. Could you check?',
    ...overrides,
  }
}

describe('POST /api/contact', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ supportEmail: SUPPORT })
  })
  afterAll(() => t.close())

  const post = (payload: Record<string, unknown>, ip = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': ip },
      payload,
    })

  it('mails the message to support and a receipt to the shopper', async () => {
    const sent = message()
    const res = await post(sent)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent })

    const mails = await readOutbox(t.app)
    const toSupport = mails.find((mail) => mail.to === SUPPORT && mail.text.includes(sent.email))
    expect(toSupport?.subject).toBe('Contact form: An order I placed — Tolu Adebayo')
    expect(toSupport?.text).toContain('Order ID: ORD1234567890')
    expect(toSupport?.text).toContain(sent.message)
    expect(toSupport?.html).toContain('My parcel to Yaba')

    const receipt = mails.find((mail) => mail.to === sent.email)
    expect(receipt?.subject).toBe("We've received your message")
    expect(receipt?.text).toContain('Hello Tolu,')
    // The receipt never repeats what was typed: the form must not relay text to strangers.
    expect(receipt?.text).not.toContain('Yaba')
  })

  it('escapes what the shopper typed in the HTML mail', async () => {
    const sent = message({
      name: 'Ada <b>Bold</b>',
      message: '<script>alert(1)</script> please help',
    })
    expect((await post(sent)).statusCode).toBe(200)
    const toSupport = (await readOutbox(t.app)).find(
      (mail) => mail.to === SUPPORT && mail.text.includes(sent.email),
    )
    expect(toSupport?.html).not.toContain('<script>')
    expect(toSupport?.html).toContain('&lt;script&gt;')
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a short message', { message: 'Hi' }, CONTACT_MESSAGES.messageTooShort],
    ['a long message', { message: 'a'.repeat(2_001) }, CONTACT_MESSAGES.messageTooLong],
    ['a malformed order id', { order_id: 'ORD12' }, CONTACT_MESSAGES.orderIdInvalid],
    ['an unknown topic', { topic: 'complaint' }, CONTACT_MESSAGES.topicRequired],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an over-long name', { name: 'A'.repeat(101) }, 'Full name must be at most 100 characters'],
  ])('refuses %s with 400 and sends nothing', async (_case, change, error) => {
    const sent = message(change)
    const before = (await readOutbox(t.app)).length
    const res = await post(sent)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: error })
    expect(await readOutbox(t.app)).toHaveLength(before)
  })

  it('answers a bot that fills the honeypot like anyone else, and mails nobody', async () => {
    const before = (await readOutbox(t.app)).length
    const res = await post(message({ website: 'https://cheap-followers.example' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent })
    expect(await readOutbox(t.app)).toHaveLength(before)
  })

  it(`allows ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, then 429`, async () => {
    const ip = randomIp()
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await post(message(), ip)).statusCode).toBe(200)
    }
    const res = await post(message(), ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(res.json<{ message: string }>().message).toMatch(/^Too many requests/)
    // Another address is not affected.
    expect((await post(message())).statusCode).toBe(200)
  })
})

describe('contact mails in the durable outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    // No worker: the rows stay as the request wrote them.
    t = await buildTestApp({ outboxWorker: false, supportEmail: SUPPORT })
  })
  afterAll(() => t.close())

  const valid = {
    name: 'Tolu Adebayo',
    email: uniqueEmail('contact-outbox'),
    topic: 'delivery' as const,
    message: 'When will my parcel reach Ibadan?',
  }

  it('stores the support mail, Reply-To the shopper, and the receipt, before answering', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': randomIp() },
      payload: valid,
    })
    expect(res.statusCode).toBe(200)
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.kind, ['contact-message', 'contact-confirmation']))
      .orderBy(outboxMessages.id)
    const mails = rows.map((row) => ({
      kind: row.kind,
      status: row.status,
      ...mailPayloadSchema.parse(row.payload),
    }))
    expect(mails.map((mail) => [mail.kind, mail.status, mail.to, mail.replyTo])).toEqual([
      ['contact-message', 'pending', SUPPORT, valid.email],
      ['contact-confirmation', 'pending', valid.email, undefined],
    ])
    expect(mails[0]?.text).not.toContain('Order ID')
  })
})

describe('contact form while the mail server is down', () => {
  let t: TestApp
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every delivery fails.
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', supportEmail: SUPPORT })
  })
  afterAll(() => t.close())

  it('still thanks the shopper: the message waits in the outbox to be retried (docs/product.md §5)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': randomIp() },
      payload: message(),
    })
    expect(res.statusCode).toBe(200)
    await t.app.outbox.runOnce()
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'contact-message'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1 })
    expect(rows[0]?.lastError).toBeTruthy()
  })
})
