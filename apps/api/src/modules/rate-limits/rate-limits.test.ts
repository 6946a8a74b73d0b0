import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rateLimitCounters } from '../../db/schema/index.js'
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { expectRefusal } from '../../test/expect-refusal.js'
import { uniqueEmail } from '../auth/account-fixtures.js'

/**
 * Decision 009: every route limit is counted in the database, so two API processes on one
 * database allow what one allows. Run on PostgreSQL too.
 */

let now = new Date('2026-11-23T09:00:00Z')
const clock = () => now
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms)
}

let t: TestApp
let sibling: FastifyInstance
beforeAll(async () => {
  t = await buildTestApp({}, { clock })
  sibling = await buildSiblingApp(t, { clock })
})
afterAll(async () => {
  await sibling.close()
  await t.close()
})
beforeEach(() => {
  // Every test starts after the last one's windows.
  advance(24 * 3600_000)
})

const resetLink = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/send-reset-link',
    headers: { 'x-forwarded-for': ip },
    payload: { email: uniqueEmail('reset') },
  })

const contact = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-forwarded-for': ip },
    payload: {
      name: 'Tolu Adebayo',
      email: uniqueEmail('contact'),
      topic: 'delivery',
      message: 'When does a parcel to Yaba usually arrive?',
    },
  })

const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode)

describe('route limits are shared by every API process', () => {
  it('reset links: 10 per address across both processes, the 11th refused in the usual shape', async () => {
    const ip = '203.0.113.10'
    for (let i = 0; i < 10; i++) {
      expect((await resetLink(i % 2 ? sibling : t.app, ip)).statusCode).toBe(200)
    }
    for (const app of [t.app, sibling]) {
      const refused = await resetLink(app, ip)
      expectRefusal(
        refused,
        429,
        'RATE_LIMITED',
        'Too many requests. Please try again in 15 minutes.',
      )
      expect(refused.headers['retry-after']).toBe('900')
    }
    // Another address has its own allowance.
    expect((await resetLink(sibling, '203.0.113.11')).statusCode).toBe(200)
  })

  it('reset links: 20 at once across both processes, exactly 10 pass', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => resetLink(i % 2 ? sibling : t.app, '203.0.113.12')),
    )
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(10)
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(10)
  })

  it('contact messages: 5 an hour per address across both processes', async () => {
    const ip = '198.51.100.20'
    for (let i = 0; i < 5; i++) {
      expect((await contact(i % 2 ? t.app : sibling, ip)).statusCode).toBe(200)
    }
    expect((await contact(t.app, ip)).statusCode).toBe(429)
    expect((await contact(sibling, ip)).statusCode).toBe(429)
    // The window is an hour, then the address may write again.
    advance(60 * 60_000)
    expect((await contact(sibling, ip)).statusCode).toBe(200)
  })

  it('keeps each route its own count for one address', async () => {
    const ip = '198.51.100.21'
    for (let i = 0; i < 10; i++) await resetLink(t.app, ip)
    expect((await resetLink(t.app, ip)).statusCode).toBe(429)
    expect((await contact(t.app, ip)).statusCode).toBe(200)
  })

  it('opens a new window once the last one ends, and trims ended windows', async () => {
    const ip = '198.51.100.22'
    for (let i = 0; i < 10; i++) await resetLink(t.app, ip)
    expect((await resetLink(sibling, ip)).statusCode).toBe(429)
    advance(15 * 60_000)
    expect((await resetLink(sibling, ip)).statusCode).toBe(200)
    // Every other test's counters are a day old by now: the next hit sweeps them away.
    advance(2 * 60_000)
    await resetLink(t.app, '198.51.100.23')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const rows = await t.database.db.select().from(rateLimitCounters)
    expect(rows.every((row) => row.windowEndsAt.getTime() > now.getTime())).toBe(true)
    expect(rows.map((row) => row.key)).toContain('POST /api/send-reset-link|ip:198.51.100.23')
  })
})

describe('the address a limit counts', () => {
  it('keys an IPv6 client by its /64: fresh addresses in one prefix share the allowance', async () => {
    for (let i = 1; i <= 10; i++) {
      const ip = `2001:db8:1:2:${i.toString(16)}::${i.toString(16)}`
      expect((await resetLink(i % 2 ? sibling : t.app, ip)).statusCode).toBe(200)
    }
    expect((await resetLink(t.app, '2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429)
    expect((await resetLink(t.app, '2001:db8:1:3::1')).statusCode).toBe(200)
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 client it wraps', async () => {
    for (let i = 0; i < 5; i++) await resetLink(t.app, '192.0.2.44')
    for (let i = 0; i < 5; i++) await resetLink(sibling, '::ffff:192.0.2.44')
    expect((await resetLink(t.app, '192.0.2.44')).statusCode).toBe(429)
  })
})

describe('TRUST_PROXY', () => {
  it('as a hop count, takes the client from behind that many proxies, whatever the client wrote in front', async () => {
    const app = await buildTestApp({ trustProxy: 1 }, { clock })
    try {
      for (let i = 0; i < 10; i++) {
        // The proxy appends the peer it saw; anything before that is the client's own writing.
        const res = await resetLink(app.app, `10.9.8.${i}, 203.0.113.77`)
        expect(res.statusCode).toBe(200)
      }
      expect((await resetLink(app.app, '10.9.9.9, 203.0.113.77')).statusCode).toBe(429)
      expect((await resetLink(app.app, '203.0.113.77, 203.0.113.78')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('unset, ignores X-Forwarded-For: the socket’s peer is the client', async () => {
    const app = await buildTestApp({ trustProxy: false }, { clock })
    try {
      for (let i = 0; i < 10; i++) await resetLink(app.app, `10.7.7.${i}`)
      expect((await resetLink(app.app, '10.7.8.1')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })
})
