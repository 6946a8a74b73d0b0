import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountTokens,
  loginFailures,
  orders,
  outboxMessages,
  payments,
  rateLimitCounters,
  sessions,
  users,
} from '../../db/schema/index.js'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { runCleanup } from './cleanup.plugin.js'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const NOW = new Date('2026-11-23T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const tag = randomBytes(3).toString('hex')

describe('scheduled cleanup', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false }, { clock: () => NOW })
  })
  afterAll(() => t.close())

  async function user(name: string, values: { verified: boolean; createdAt: Date }) {
    const id = randomInt(10_000_000, 2_000_000_000)
    await t.database.db.insert(users).values({
      id,
      fullName: name,
      email: `cleanup-${tag}-${name}@example.ng`,
      passwordHash: 'x',
      verified: values.verified,
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    return id
  }

  async function payment(name: string, values: Partial<typeof payments.$inferInsert>) {
    await t.database.db.insert(payments).values({
      reference: `SCN-${tag}-${name}`,
      amountKobo: 1_000_000,
      amountNaira: 10_000,
      subtotal: 10_000,
      shippingFee: 0,
      cartSnapshot: [],
      shippingSnapshot: {
        full_name: 'A',
        email: 'a@example.ng',
        phone_number: '',
        street_address: '',
        state: '',
        lga: '',
        ward: '',
        city: '',
      },
      ...values,
    })
  }

  async function order(userId: number, name: string) {
    await t.database.db.insert(orders).values({
      orderId: `ORD${randomInt(1_000_000_000, 9_999_999_999)}`,
      userId,
      totalAmount: 10_000,
      shippingAddress: '1 Marina',
      city: 'Lagos',
      state: 'Lagos',
      lga: 'Lagos Island',
      ward: 'Marina',
      fullName: 'A',
      phoneNumber: '',
      email: 'a@example.ng',
      paymentStatus: 'failed',
      paymentMethod: 'PAYSTACK',
      transactionReference: `SCN-${tag}-${name}`,
      createdAt: ago(3 * DAY),
      estimatedDelivery: NOW,
    })
  }

  it('deletes what its window has passed, and nothing else', async () => {
    const db = t.database.db
    // Unverified sign-ups.
    const stale = await user('stale', { verified: false, createdAt: ago(25 * HOUR) })
    const fresh = await user('fresh', { verified: false, createdAt: ago(23 * HOUR) })
    const withOrder = await user('with-order', { verified: false, createdAt: ago(3 * DAY) })
    await order(withOrder, 'with-order')
    const withPayment = await user('with-payment', { verified: false, createdAt: ago(3 * DAY) })
    await payment('of-unverified', { userId: withPayment, status: 'success', createdAt: ago(DAY) })
    const resent = await user('resent', { verified: false, createdAt: ago(30 * HOUR) })
    await db.insert(accountTokens).values({
      userId: resent,
      purpose: 'verify',
      tokenHash: `live-${tag}`,
      createdAt: ago(2 * HOUR),
      expiresAt: new Date(NOW.getTime() + 22 * HOUR),
    })
    const verified = await user('verified', { verified: true, createdAt: ago(90 * DAY) })

    // Mail tokens: a week past expiry goes, a recently expired or used one still answers.
    await db.insert(accountTokens).values([
      {
        userId: verified,
        purpose: 'reset',
        tokenHash: `old-${tag}`,
        createdAt: ago(9 * DAY),
        expiresAt: ago(9 * DAY - HOUR),
        usedAt: ago(9 * DAY),
      },
      {
        userId: verified,
        purpose: 'reset',
        tokenHash: `recent-${tag}`,
        createdAt: ago(2 * DAY),
        expiresAt: ago(2 * DAY - HOUR),
      },
    ])

    // Payments: only unsettled ones without an order, past a week, and owing nobody.
    await payment('abandoned-old', { status: 'abandoned', createdAt: ago(8 * DAY) })
    await payment('pending-old', { status: 'pending', createdAt: ago(8 * DAY) })
    await payment('abandoned-recent', { status: 'abandoned', createdAt: ago(6 * DAY) })
    await payment('success-old', { status: 'success', createdAt: ago(30 * DAY) })
    await payment('refund-old', {
      status: 'failed',
      needsRefund: true,
      refundReason: 'amount_mismatch',
      createdAt: ago(30 * DAY),
    })

    // Sessions, rate-limit counters, sign-in failures.
    await db.insert(sessions).values([
      { id: randomUUID(), userId: verified, createdAt: ago(8 * DAY), expiresAt: ago(DAY) },
      {
        id: randomUUID(),
        userId: verified,
        createdAt: ago(DAY),
        expiresAt: new Date(NOW.getTime() + DAY),
        revokedAt: ago(HOUR),
      },
      {
        id: randomUUID(),
        userId: verified,
        createdAt: ago(DAY),
        expiresAt: new Date(NOW.getTime() + DAY),
      },
    ])
    await db.insert(rateLimitCounters).values([
      { key: `cleanup-${tag}-ended`, hits: 3, windowEndsAt: ago(1000) },
      { key: `cleanup-${tag}-live`, hits: 3, windowEndsAt: new Date(NOW.getTime() + 60_000) },
    ])
    await db.insert(loginFailures).values([
      { email: `cleanup-${tag}@example.ng`, ip: '10.0.0.1', failedAt: ago(16 * 60_000) },
      { email: `cleanup-${tag}@example.ng`, ip: '10.0.0.1', failedAt: ago(14 * 60_000) },
    ])

    // Outbox: sent rows go after a week; failed and unsent ones stay, however old.
    const outboxRow = (kind: string, status: 'sent' | 'failed' | 'pending', at: Date) => ({
      channel: 'mail' as const,
      kind: `cleanup-${tag}-${kind}`,
      payload: status === 'sent' ? null : { to: 'a@example.ng' },
      status,
      attempts: 1,
      availableAt: at,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    })
    await db
      .insert(outboxMessages)
      .values([
        outboxRow('sent-old', 'sent', ago(8 * DAY)),
        outboxRow('sent-recent', 'sent', ago(6 * DAY)),
        outboxRow('failed-old', 'failed', ago(30 * DAY)),
        outboxRow('pending-old', 'pending', ago(30 * DAY)),
      ])

    const report = await runCleanup(db, NOW)
    expect(report).toMatchObject({
      abandonedPayments: 2,
      unverifiedSignUps: 1,
      rateLimitCounters: expect.any(Number),
      sentMessages: 1,
    })
    expect(report.sessions).toBeGreaterThanOrEqual(2)
    expect(report.loginFailures).toBeGreaterThanOrEqual(1)
    expect(report.mailTokens).toBeGreaterThanOrEqual(1)

    const userIds = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `cleanup-${tag}-%`))
    ).map((row) => row.id)
    expect(userIds.sort()).toEqual([fresh, withOrder, withPayment, resent, verified].sort())
    expect(userIds).not.toContain(stale)

    const tokens = await db
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(inArray(accountTokens.tokenHash, [`old-${tag}`, `recent-${tag}`, `live-${tag}`]))
    expect(tokens.map((row) => row.hash).sort()).toEqual([`live-${tag}`, `recent-${tag}`].sort())

    const paymentRefs = (
      await db
        .select({ reference: payments.reference })
        .from(payments)
        .where(like(payments.reference, `SCN-${tag}-%`))
    ).map((row) => row.reference.replace(`SCN-${tag}-`, ''))
    expect(paymentRefs.sort()).toEqual(
      ['abandoned-recent', 'of-unverified', 'refund-old', 'success-old'].sort(),
    )

    const liveSessions = await db.select().from(sessions).where(eq(sessions.userId, verified))
    expect(liveSessions).toHaveLength(1)
    expect(liveSessions[0]?.revokedAt).toBeNull()

    const counters = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `cleanup-${tag}-%`))
    expect(counters.map((row) => row.key)).toEqual([`cleanup-${tag}-live`])

    const failures = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(eq(loginFailures.email, `cleanup-${tag}@example.ng`))
    expect(failures.map((row) => row.failedAt)).toEqual([ago(14 * 60_000)])

    const kinds = (
      await db
        .select({ kind: outboxMessages.kind })
        .from(outboxMessages)
        .where(like(outboxMessages.kind, `cleanup-${tag}-%`))
    ).map((row) => row.kind.replace(`cleanup-${tag}-`, ''))
    expect(kinds.sort()).toEqual(['failed-old', 'pending-old', 'sent-recent'])
  })
})

describe('the cleanup schedule', () => {
  let now = new Date('2027-01-01T00:00:00Z')
  let t: TestApp
  let sibling: Awaited<ReturnType<typeof buildSiblingApp>>
  beforeAll(async () => {
    t = await buildTestApp({ outboxWorker: false }, { clock: () => now })
    sibling = await buildSiblingApp(t, { clock: () => now })
  })
  afterAll(async () => {
    await sibling.close()
    await t.close()
  })

  it('runs once a round across every process: hourly, refund checks every 10 minutes, transfer expiry every 5', async () => {
    const both = () =>
      Promise.all([t.app.outbox.runScheduledJobs(), sibling.outbox.runScheduledJobs()])
    // Each job runs on exactly one of the two processes. Transfer expiry comes round every five
    // minutes, so an hour's hold ends within minutes of its hour (decision 029); unsettled
    // refunds are asked after every ten (decision 041); unfinished checkouts are looked for every
    // five, so a reminder goes within minutes of its hour (decision 048).
    const hourly = ['cleanup', 'review-requests']
    const everyFive = ['checkout-reminders', 'transfer-expiry']
    expect((await both()).flat().sort()).toEqual([...hourly, ...everyFive, 'refund-status'].sort())
    now = new Date(now.getTime() + 4 * 60_000)
    expect((await both()).flat()).toEqual([])
    now = new Date(now.getTime() + 60_000)
    expect((await both()).flat().sort()).toEqual(everyFive)
    now = new Date(now.getTime() + 5 * 60_000)
    expect((await both()).flat().sort()).toEqual([...everyFive, 'refund-status'].sort())
    now = new Date(now.getTime() + 50 * 60_000)
    expect((await both()).flat().sort()).toEqual([...hourly, ...everyFive, 'refund-status'].sort())
  })
})
