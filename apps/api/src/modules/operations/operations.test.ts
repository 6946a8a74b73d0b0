import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../../db/schema/index.js'
import { buildTestApp, testEngine, type TestApp } from '../../test/build-test-app.js'
import {
  createShopper,
  fakePaystackConfig,
  initializePayment,
  pickProducts,
  startFakePaystack,
  type FakePaystack,
  postCheckout,
} from '../payments/payments-test-kit.js'
import {
  appliedMigrations,
  DATABASE_DOWN_REASON,
  DRAINING_REASON,
  NOT_MIGRATED_REASON,
} from './readiness.js'

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789'
const OUTSIDER = '203.0.113.9'

describe('readiness and liveness', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('keeps /api/health as the liveness answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', db: testEngine })
  })

  it('is ready on a migrated database that answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready', db: testEngine })
  })

  it("is not ready while the database lacks this build's newest migration", async () => {
    const db = t.database.db
    // The test database is this file's own copy: forget the newest migration, then put it back.
    const newest = await db
      .delete(appliedMigrations)
      .where(
        sql`${appliedMigrations.createdAt} = (select max(created_at) from drizzle.__drizzle_migrations)`,
      )
      .returning()
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        success: false,
        message: `Not ready: ${NOT_MIGRATED_REASON}`,
      })
    } finally {
      await db.insert(appliedMigrations).values(newest)
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(again.statusCode).toBe(200)
  })

  it('is not ready on a database nobody migrated', async () => {
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to parked`)
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json<{ message: string }>().message).toBe(`Not ready: ${NOT_MIGRATED_REASON}`)
    } finally {
      await t.database.db.execute(sql`alter table drizzle.parked rename to __drizzle_migrations`)
    }
  })
})

describe('readiness when the database is gone or the process drains', () => {
  it('answers 503 once the database stops answering', async () => {
    const t = await buildTestApp()
    try {
      await t.database.close()
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        success: false,
        message: `Not ready: ${DATABASE_DOWN_REASON}`,
      })
    } finally {
      await t.app.close()
    }
  })

  it('answers 503 from the start of a drain, while liveness still answers', async () => {
    const t = await buildTestApp()
    try {
      t.app.readiness.startDraining()
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json<{ message: string }>().message).toBe(`Not ready: ${DRAINING_REASON}`)
      const live = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(live.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})

describe('/metrics', () => {
  let t: TestApp
  let fake: FakePaystack
  beforeAll(async () => {
    fake = await startFakePaystack()
    t = await buildTestApp(
      { ...fakePaystackConfig(fake), metricsToken: METRICS_TOKEN },
      { payments: { timeoutMs: 1_000 } },
    )
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const scrape = async (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: '/metrics', ...options })

  it('serves Prometheus text to a loopback peer', async () => {
    const res = await scrape({})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram')
    expect(res.body).toContain('process_cpu_user_seconds_total')
    expect(res.body).toContain(`scentia_db_info{engine="${testEngine}"} 1`)
  })

  it('answers any other peer as an unknown path: 404', async () => {
    const res = await scrape({ remoteAddress: OUTSIDER })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(res.body).not.toContain('http_request')
  })

  it('never believes X-Forwarded-For, and needs the token behind a proxy on this machine', async () => {
    const spoofed = await scrape({
      remoteAddress: OUTSIDER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(spoofed.statusCode).toBe(404)
    // A reverse proxy on the same host connects from loopback and adds X-Forwarded-For.
    const proxied = await scrape({ headers: { 'x-forwarded-for': OUTSIDER } })
    expect(proxied.statusCode).toBe(404)
  })

  it('serves a remote scraper holding METRICS_TOKEN, and no one holding another', async () => {
    const good = await scrape({
      remoteAddress: OUTSIDER,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(good.statusCode).toBe(200)
    expect(good.body).toContain('http_request_duration_seconds')
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN, 'Bearer ', '']) {
      const bad = await scrape({ remoteAddress: OUTSIDER, headers: { authorization } })
      expect(bad.statusCode).toBe(404)
    }
  })

  it('labels requests by route pattern, never by the raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/product/no-such-perfume-123' })
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/abc' })
    const { body } = await scrape({})
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:productId",status_code="404"\} 1/,
    )
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d+/,
    )
    expect(body).not.toContain('no-such-perfume-123')
    expect(body).not.toContain('/api/no/such/path')
  })

  it('counts the orders created and the payment outcomes where payments are finalised', async () => {
    const [product] = await pickProducts(t.database.db, 1)
    if (!product) throw new Error('no product')
    const shopper = await createShopper(t.app)
    const paid = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    fake.settle(paid.reference, { status: 'success' })
    const failed = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
    fake.settle(failed.reference, { status: 'failed' })
    for (const reference of [paid.reference, failed.reference]) {
      const res = await postCheckout(t.app, shopper, reference)
      expect(res.statusCode).toBeLessThan(300)
    }
    // The same reference again changes nothing, so it counts nothing.
    await postCheckout(t.app, shopper, paid.reference)

    const { body } = await scrape({})
    expect(body).toContain('scentia_orders_created_total{payment_status="paid"} 1')
    expect(body).toContain('scentia_orders_created_total{payment_status="failed"} 1')
    expect(body).toContain('scentia_payment_outcomes_total{outcome="paid"} 1')
    expect(body).toContain('scentia_payment_outcomes_total{outcome="failed"} 1')
  })

  it('reports the outbox depth and its failed messages, as the table holds them', async () => {
    const now = new Date()
    await t.database.db.insert(outboxMessages).values([
      { channel: 'mail', kind: 'metrics-test', status: 'failed', availableAt: now, createdAt: now },
      { channel: 'mail', kind: 'metrics-test', status: 'failed', availableAt: now, createdAt: now },
    ])
    const stats = await t.app.outbox.stats()
    expect(stats.failed).toBeGreaterThanOrEqual(2)
    const { body } = await scrape({})
    expect(body).toContain('# TYPE scentia_outbox_messages gauge')
    expect(body).toContain(`scentia_outbox_messages{state="failed"} ${String(stats.failed)}`)
    expect(body).toMatch(/scentia_outbox_messages\{state="pending"\} \d+/)
  })

  it.runIf(testEngine === 'postgres')('reports the PostgreSQL pool', async () => {
    const { body } = await scrape({})
    expect(body).toMatch(/scentia_db_pool_connections\{state="total"\} \d+/)
    expect(body).toMatch(/scentia_db_pool_connections\{state="idle"\} \d+/)
    expect(body).toMatch(/scentia_db_pool_connections\{state="waiting"\} 0/)
  })
})
