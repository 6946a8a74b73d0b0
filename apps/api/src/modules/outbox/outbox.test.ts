import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../../db/schema/index.js'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { randomIp, readOutbox, TEST_PASSWORD, uniqueEmail } from '../auth/account-fixtures.js'
import { claimDueMessages } from './outbox.repository.js'
import { buildProvidersTestApp, type ProvidersTestApp } from './providers-test-kit.js'
import { startSmtpServer, waitUntil, type TestSmtpServer } from './smtp-test-server.js'

const mail = (to: string) => ({ to, subject: 'Outbox test', text: 'Hello', html: '<p>Hello</p>' })

async function rowsTo(t: TestApp, kind: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind))
}

describe('the outbox row commits with its change', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false })
  })
  afterAll(() => t.close())

  it('a rolled-back change leaves no mail', async () => {
    const to = uniqueEmail('rollback')
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mail.queue(tx, 'rollback-test', mail(to))
        throw new Error('the change failed after its mail was queued')
      }),
    ).rejects.toThrow('the change failed')
    expect(await rowsTo(t, 'rollback-test')).toEqual([])
    await t.app.outbox.runOnce()
    expect((await readOutbox(t.app)).filter((m) => m.to === to)).toEqual([])
  })

  it('a committed sign-up has its verification mail waiting, whether or not anyone sends it', async () => {
    const email = uniqueEmail('committed')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { full_name: 'Bisi Ade', email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(201)
    const rows = (await rowsTo(t, 'verification')).filter((row) => row.payload?.['to'] === email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ channel: 'mail', status: 'pending', attempts: 0 })
  })
})

describe('a mail server that refuses at first', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectFirst: 2 })
    t = await buildTestApp(
      { smtpUrl: smtp.url },
      {
        outbox: {
          worker: {
            pollIntervalMs: 20,
            retry: { baseDelayMs: 150, maxDelayMs: 2_000, maxAttempts: 5 },
          },
        },
      },
    )
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('is tried again with growing waits until it answers, and the mail arrives once', async () => {
    const email = uniqueEmail('retry')
    await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { full_name: 'Chidi Okafor', email, password: TEST_PASSWORD },
    })
    await waitUntil(() => smtp.mailsTo(email).length > 0, { what: 'the mail' })
    // Long enough for a wrongly repeated send to show.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.mailsTo(email)).toHaveLength(1)
    expect(smtp.attempts).toHaveLength(3)
    const [first = 0, second = 0, third = 0] = smtp.attempts
    // 150 ms after the first refusal, 300 ms after the second (less a poll's slack).
    expect(second - first).toBeGreaterThanOrEqual(140)
    expect(third - second).toBeGreaterThanOrEqual(290)
    const [row] = (await rowsTo(t, 'verification')).filter(
      (r) => r.status === 'sent' && r.attempts === 3,
    )
    // Sent: the body (its live link) is gone, the record stays a while.
    expect(row).toMatchObject({ payload: null, lastError: null })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })
})

/**
 * The log the server writes (the app's own logger options, serializers and redaction) while SMTP
 * and Termii each refuse twice. A line that failed to serialise once ended the worker's round
 * before the retry was recorded: the message then waited out its five-minute lease instead of
 * its 10 s backoff, and the outage never reached the log.
 */
describe('a provider outage, in the real log', () => {
  let t: ProvidersTestApp
  beforeAll(async () => {
    t = await buildProvidersTestApp({}, { smtpRejectFirst: 2 })
  })
  afterAll(() => t.close())

  it('logs each failed attempt once and retries on the backoff, until each message goes once', async () => {
    const to = uniqueEmail('outage')
    t.termii.failNext(2)
    await t.database.db.transaction(async (tx) => {
      await t.app.mail.queue(tx, 'outage-test', mail(to))
      await t.app.sms.queueOrderSms(tx, {
        kind: 'shipped',
        order: { order_id: 'ORD0000000901', total_amount: 5_000, phone_number: '+2348031234567' },
      })
    })
    const sms = () =>
      t.termii.sent().filter((request) => request.body.sms?.includes('ORD0000000901'))
    const failures = () =>
      t.log().filter((line) => line.msg === 'outbox delivery failed; will retry')

    await t.app.outbox.runOnce()
    expect(failures().map((line) => line.attempts)).toEqual([1, 1])
    const reasons = failures().map((line) => line.err?.message)
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Termii answered 500'),
        expect.stringContaining('Try again later'),
      ]),
    )
    // The default backoff: nothing is due 9 s later, both are at 10 s.
    t.advance(9)
    expect(await t.app.outbox.runOnce()).toBe(0)
    t.advance(1)
    expect(await t.app.outbox.runOnce()).toBe(2)
    expect(failures()).toHaveLength(4)
    // 20 s after the second failure, both go.
    t.advance(19)
    expect(await t.app.outbox.runOnce()).toBe(0)
    t.advance(1)
    expect(await t.app.outbox.runOnce()).toBe(2)
    expect(t.smtp.mailsTo(to)).toHaveLength(1)
    expect(sms()).toHaveLength(1)
    expect(failures()).toHaveLength(4)
    expect(t.log().filter((line) => line.msg === 'outbox round failed')).toEqual([])
  })
})

describe('a mail server that never answers', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectFirst: Infinity })
    t = await buildTestApp(
      { smtpUrl: smtp.url },
      {
        outbox: {
          worker: {
            pollIntervalMs: 20,
            retry: { baseDelayMs: 20, maxDelayMs: 50, maxAttempts: 3 },
          },
        },
      },
    )
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('ends failed after the last attempt, kept with its body and the reason for inspection', async () => {
    const to = uniqueEmail('dead')
    await t.database.db.transaction((tx) => t.app.mail.queue(tx, 'dead-letter-test', mail(to)))
    t.app.mail.flush()
    await waitUntil(async () => (await rowsTo(t, 'dead-letter-test'))[0]?.status === 'failed', {
      what: 'the failed state',
    })
    const [row] = await rowsTo(t, 'dead-letter-test')
    expect(row).toMatchObject({ status: 'failed', attempts: 3, payload: mail(to) })
    expect(row?.lastError).toContain('Try again later')
    expect(await t.app.outbox.stats()).toMatchObject({ failed: 1 })
    // Nothing claims it again.
    expect(await t.app.outbox.runOnce()).toBe(0)
    expect(smtp.attempts).toHaveLength(3)
  })
})

describe('a sender that died mid-send', () => {
  let now = new Date('2026-11-23T10:00:00Z')
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false }, { clock: () => now })
  })
  afterAll(() => t.close())

  it('leaves its message claimed until the lease runs out; then another worker sends it once', async () => {
    const to = uniqueEmail('lease')
    await t.database.db.transaction((tx) => t.app.mail.queue(tx, 'lease-test', mail(to)))
    // A worker claims it and dies before sending (no outcome is ever recorded).
    const claimed = await claimDueMessages(t.database.db, {
      now,
      leaseUntil: new Date(now.getTime() + 5 * 60_000),
      limit: 100,
    })
    expect(claimed.map((row) => row.kind)).toContain('lease-test')

    // While the lease holds, nobody else takes it.
    now = new Date(now.getTime() + 4 * 60_000)
    await t.app.outbox.runOnce()
    expect((await rowsTo(t, 'lease-test'))[0]?.status).toBe('sending')

    now = new Date(now.getTime() + 2 * 60_000)
    await t.app.outbox.runOnce()
    const [row] = await rowsTo(t, 'lease-test')
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
    expect((await readOutbox(t.app)).filter((m) => m.to === to)).toHaveLength(1)
  })
})

describe('two API processes on one database, both running the worker', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  let sibling: Awaited<ReturnType<typeof buildSiblingApp>>
  const pace = { outbox: { worker: { pollIntervalMs: 10, batchSize: 3 } } }
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({ smtpUrl: smtp.url }, pace)
    sibling = await buildSiblingApp(t, pace)
  })
  afterAll(async () => {
    await sibling.close()
    await t.close()
    await smtp.close()
  })

  it('send each message once', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => uniqueEmail(`pair-${i}`))
    // Half written through each process, all at once, each nudging its own worker.
    await Promise.all(
      recipients.map(async (to, i) => {
        const app = i % 2 === 0 ? t.app : sibling
        await t.database.db.transaction((tx) => app.mail.queue(tx, 'pair-test', mail(to)))
        app.mail.flush()
      }),
    )
    await waitUntil(
      async () =>
        (await rowsTo(t, 'pair-test')).every((row) => row.status === 'sent') &&
        recipients.every((to) => smtp.mailsTo(to).length > 0),
      { what: 'every message sent' },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const to of recipients) expect(smtp.mailsTo(to)).toHaveLength(1)
    const rows = await rowsTo(t, 'pair-test')
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1))
  })
})
