import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import {
  randomIp,
  readOutbox,
  signUp,
  TEST_ADDRESS,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
} from '../auth/account-fixtures.js'
import type { Db } from '../../db/client.js'
import { orderTotalsLines } from '@scentia/domain/orders/totals'
import { PAID_CARD_ORDER } from '@scentia/domain/receipt/receipt-fixtures'
import type { OwnerOrder } from '../orders/orders.repository.js'
import { createMailService, mailPayloadSchema } from './mail.service.js'
import { orderConfirmationOf } from './order-confirmation.js'
import type { MailMessage } from './mailer.js'
import { REMINDER_MAIL_SUBJECT } from '@scentia/domain/checkout/reminder'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index.js'
import { createShopper, initializePayment, pickProducts } from '../payments/payments-test-kit.js'
import {
  mimePart,
  startSmtpServer,
  waitUntil,
  type ReceivedMail,
  type TestSmtpServer,
} from '../outbox/smtp-test-server.js'

/** A header as received, unfolded (a long one, such as List-Unsubscribe, spans lines). */
function header(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(head)?.[1]?.trim()
}

/** The last of `count` mails to `to`, once the server has them. */
async function receivedBy(smtp: TestSmtpServer, to: string, count = 1): Promise<ReceivedMail> {
  await waitUntil(() => smtp.mailsTo(to).length >= count, {
    timeoutMs: 5_000,
    what: `mail to ${to}`,
  })
  return smtp.mailsTo(to).at(-1) as ReceivedMail
}

describe('real SMTP delivery (SMTP_URL set)', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.scentia.test' })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('mails the verification link; following it through /validate-token and /verify signs the shopper in', async () => {
    const email = uniqueEmail('smtp')
    await signUp(t.app, { full_name: 'Ifeoma Chukwu', email })

    const mail = await receivedBy(smtp, email)
    expect(mail.from).toBe('hello@scentia.ng')
    expect(header(mail.raw, 'Subject')).toBe(
      'Verify your email to finish creating your Scentia account',
    )
    expect(header(mail.raw, 'From')).toContain('Scentia')
    const text = mimePart(mail.raw, 'text/plain')
    const html = mimePart(mail.raw, 'text/html')
    expect(text).toContain('Hello Ifeoma,')
    expect(html).toContain('Complete Registration')
    const link = /https:\/\/shop\.scentia\.test\/verification\?token=([A-Za-z0-9_-]+)/.exec(text)
    expect(link).not.toBeNull()
    const token = link![1]!
    expect(html).toContain(`https://shop.scentia.test/verification?token=${token}`)

    const validated = await t.app.inject({
      method: 'GET',
      url: `/api/validate-token?token=${token}`,
    })
    expect(validated.json()).toEqual({
      success: true,
      message: 'Token is valid',
      user: { email, full_name: 'Ifeoma Chukwu' },
    })

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { token, ...TEST_ADDRESS, phone_number: '0809 555 1212', password: TEST_PASSWORD },
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ success: true, user: { email, verified: true } })
  })

  it('mails the reset link to /reset-password', async () => {
    const email = uniqueEmail('smtp-reset')
    await signUp(t.app, { full_name: 'Musa Bello', email })
    await receivedBy(smtp, email)
    await t.app.inject({ method: 'POST', url: '/api/send-reset-link', payload: { email } })
    const mail = await receivedBy(smtp, email, 2)
    expect(header(mail.raw, 'Subject')).toBe('Reset your Scentia password')
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mimePart(mail.raw, 'text/plain'),
    )?.[1]
    expect(token).toBeDefined()
    const validated = await t.app.inject({
      method: 'GET',
      url: `/api/validate-reset-token?token=${token}`,
    })
    expect(validated.json().user).toEqual({ email, full_name: 'Musa Bello' })
  })

  it('itemises a confirmed order so its lines add up to its total, credit and code included', async () => {
    const email = uniqueEmail('smtp-order')
    // The order the receipt tests read (64,500 of goods, credit, WELCOME10, delivery), as the
    // owner's side holds it once paid.
    const order: OwnerOrder = {
      ...PAID_CARD_ORDER,
      id: 1,
      status: 'pending',
      email,
      estimated_delivery: '2026-11-25T10:00:00.000Z',
      payment_status: 'paid',
      refunds: [],
      delivery_method: 'delivery',
      pickup_code: null,
      events: [],
    }
    await t.database.db.transaction((tx) =>
      t.app.mail.queueOrderConfirmation(tx, email, orderConfirmationOf(order)),
    )
    t.app.mail.flush()
    const text = mimePart((await receivedBy(smtp, email)).raw, 'text/plain')
    const naira = (value: string) =>
      Number(value.replace(/[^\d]/g, '')) * (value.startsWith('−') ? -1 : 1)
    const row = (label: string) => new RegExp(`^${label}: (.+)$`, 'm').exec(text)?.[1]
    const subtotal = row('Subtotal') ?? ''
    const credit = row('Sample credit') ?? ''
    const discount = row('Discount \\(WELCOME10\\)') ?? ''
    const shipping = row('Shipping') ?? ''
    expect([subtotal, credit, discount, shipping, row('Total')]).toEqual([
      '₦64,500',
      '−₦4,500',
      '−₦6,000',
      '₦5,500',
      '₦59,500',
    ])
    expect(naira(subtotal) + naira(credit) + naira(discount) + naira(shipping)).toBe(59_500)
  })

  it('marks the checkout reminder for one-click unsubscribe (RFC 8058), and the click works', async () => {
    const shopper = await createShopper(t.app, 'Bisi Ade')
    const [product] = await pickProducts(t.database.db, 1)
    if (!product) throw new Error('no product in the seeded catalogue')
    const { reference } = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    // The sandbox's reminder job: the payment an hour older, then the real job (decision 048).
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/checkout-reminders',
      payload: { reference },
      remoteAddress: '127.0.0.1',
    })
    expect(job.json()).toEqual({ success: true, reminded: 1 })
    await t.app.outbox.runOnce()
    const raw = (await receivedBy(smtp, shopper.email)).raw
    expect(header(raw, 'Subject')).toBe(REMINDER_MAIL_SUBJECT)

    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const listUnsubscribe = header(raw, 'List-Unsubscribe') ?? ''
    const url = new URL(/^<(https:\/\/[^>]+)>$/.exec(listUnsubscribe)?.[1] ?? 'missing:')
    expect(url.origin + url.pathname).toBe(
      'https://shop.scentia.test/api/checkout-reminders/unsubscribe',
    )
    // The mail app's POST: the form, and nothing of the shopper's.
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    const [user] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId))
    expect(user?.remindersOffAt).toBeInstanceOf(Date)
  })

  it('sends no List-Unsubscribe on a mail that is not marketing', async () => {
    const email = uniqueEmail('smtp-no-list')
    await signUp(t.app, { full_name: 'Kemi Ola', email })
    const raw = (await receivedBy(smtp, email)).raw
    expect(header(raw, 'List-Unsubscribe')).toBeUndefined()
    expect(header(raw, 'List-Unsubscribe-Post')).toBeUndefined()
  })

  it('serves no dev mailbox while SMTP is the mailer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })
    expect(res.statusCode).toBe(404)
  })
})

describe('a mail server that is down', () => {
  let t: TestApp
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every delivery fails.
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' })
  })
  afterAll(() => t.close())

  it('does not fail the sign-up: the shopper can ask for the link again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { full_name: 'Ada', email: uniqueEmail(), password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(201)
  })
})

describe('dev outbox (no SMTP_URL, outside production)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('keeps mail, newest first, as JSON and as pages', async () => {
    const first = uniqueEmail('outbox-a')
    const second = uniqueEmail('outbox-b')
    for (const email of [first, second]) {
      await signUp(t.app, { full_name: '<i>Kemi</i> Adeyemi', email })
      await waitForMail(t.app, email)
    }
    const mails = await readOutbox(t.app)
    expect(mails.map((mail) => mail.to).slice(0, 2)).toEqual([second, first])
    expect(mails[0]).toMatchObject({
      from: 'Scentia <hello@scentia.ng>',
      subject: expect.any(String),
      created_at: expect.any(String),
    })

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first))
    expect(page.body).toContain(`/dev/mailbox/${mails[0]!.id}`)
    // What shoppers typed is escaped, in the list and in the mail.
    expect(page.body).not.toContain('<i>Kemi</i>')
    expect(page.body).toContain('Hello &lt;i&gt;Kemi&lt;/i&gt;,')

    const message = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mails[0]!.id}` })
    expect(message.headers['content-type']).toContain('text/html')
    expect(message.body).toBe(mails[0]!.html)
    expect(message.body).toContain('SCENTIA')
    expect(message.body).not.toContain('<i>Kemi</i>')
    expect(mails[0]!.text).toContain('Hello <i>Kemi</i>,')
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404)
  })

  it('is not under /api', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' })).statusCode).toBe(
      404,
    )
  })
})

describe('order mails (sent by the orders module through app.mail)', () => {
  /** The service over a fake outbox: what it would store, as the worker would send it. */
  function capture() {
    const sent: MailMessage[] = []
    const service = createMailService({
      kind: 'outbox',
      publicUrl: 'https://scentia.ng',
      outbox: {
        enqueue: async (_tx, messages) => {
          for (const message of messages) sent.push(mailPayloadSchema.parse(message.payload))
        },
        nudge: () => undefined,
      },
    })
    return { sent, service }
  }
  // Never used by the fake outbox: the real one writes with the caller's transaction.
  const tx = null as unknown as Db

  it('confirms an order with its lines, totals and tracking link', async () => {
    const { sent, service } = capture()
    await service.queueOrderConfirmation(tx, 'ada@example.ng', {
      fullName: 'Ada Obi',
      orderId: 'ORD4829105736',
      items: [
        { name: 'Oud al Lagos', quantity: 2, price: 25_000 },
        { name: 'Citrus <Dawn>', quantity: 1, price: 12_500 },
      ],
      totals: orderTotalsLines({ total_amount: 69_700, shipping_fee: 7_200 }),
      total: 69_700,
      shippingAddress: '12 Allen Avenue',
      city: 'Anifowoshe/Ikeja, Ikeja',
      state: 'Lagos',
      estimatedDelivery: '5-7 business days',
    })
    const [mail] = sent
    expect(mail?.subject).toBe('Your Scentia order ORD4829105736 is confirmed')
    expect(mail?.text).toContain('Oud al Lagos × 2: ₦50,000')
    expect(mail?.text).toContain('Shipping: ₦7,200')
    expect(mail?.text).toContain('Total: ₦69,700')
    expect(mail?.text).toContain('https://scentia.ng/track?id=ORD4829105736')
    expect(mail?.html).toContain('Citrus &lt;Dawn&gt;')
    // The printable receipt (docs/product.md §12), in both parts.
    expect(mail?.text).toContain(
      'Your receipt, to print or keep: https://scentia.ng/orders/ORD4829105736/receipt',
    )
    expect(mail?.html).toContain('href="https://scentia.ng/orders/ORD4829105736/receipt"')
  })

  it('links no receipt in a pay-on-delivery confirmation: the money is not in yet', async () => {
    const { sent, service } = capture()
    await service.queueOrderConfirmation(tx, 'ada@example.ng', {
      fullName: 'Ada Obi',
      orderId: 'ORD4829105737',
      items: [{ name: 'Oud al Lagos', quantity: 1, price: 25_000 }],
      totals: orderTotalsLines({ total_amount: 25_000, shipping_fee: 0 }),
      total: 25_000,
      shippingAddress: '12 Allen Avenue',
      city: 'Anifowoshe/Ikeja, Ikeja',
      state: 'Lagos',
      estimatedDelivery: '2-4 business days',
      payOnDelivery: true,
    })
    const [mail] = sent
    expect(mail?.text).not.toContain('/receipt')
    expect(mail?.html).not.toContain('/receipt')
  })

  it.each([
    [
      'processing',
      undefined,
      'Your Scentia order ORD1: Processing',
      'We are preparing your order ORD1 and will write again when it ships.',
    ],
    ['shipped', 'GIG-123456', 'Your Scentia order ORD1: Shipped', 'Tracking number: GIG-123456'],
    [
      'delivered',
      undefined,
      'Your Scentia order ORD1: Delivered',
      'Your order ORD1 has been delivered. We hope you love it!',
    ],
  ] as const)(
    'tells the shopper the order is %s',
    async (status, trackingNumber, subject, line) => {
      const { sent, service } = capture()
      await service.queueOrderStatusChange(tx, 'ada@example.ng', {
        fullName: 'Ada',
        orderId: 'ORD1',
        status,
        ...(trackingNumber ? { trackingNumber } : {}),
      })
      expect(sent[0]?.subject).toBe(subject)
      expect(sent[0]?.text).toContain(line)
      // Said once, as news: not "is now delivered. Your order has been delivered".
      expect(sent[0]?.text).not.toMatch(/is now|has been delivered.*has been delivered/s)
    },
  )
})
