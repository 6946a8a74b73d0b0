import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app.js'

/**
 * A cached catalogue answer skips work it does not need (no request logger unless something is
 * logged, no body check on a GET: decision 005); what the shopper receives must not change.
 */
const lines: Record<string, unknown>[] = []
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'warn' },
    {
      logger: {
        stream: {
          write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    },
  )
})
let isDatabaseClosed = false
afterAll(() => (isDatabaseClosed ? t.app.close() : t.close()))

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/product/list', headers })

describe('a cached catalogue hit', () => {
  it('answers with the precompressed bytes, its ETag, caching and security headers, and logs nothing', async () => {
    await list({ 'accept-encoding': 'br, gzip' }) // builds the cache
    lines.length = 0
    const res = await list({ 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding, Authorization',
      'x-content-type-options': 'nosniff',
    })
    expect(res.headers['etag']).toMatch(/^"[\w-]{27}-br"$/)
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as {
      success: boolean
    }
    expect(body.success).toBe(true)
    expect(lines).toEqual([])
  })

  it('answers 304 to the ETag it gave, and the identity bytes to a client without compression', async () => {
    const first = await list({ 'accept-encoding': 'gzip' })
    expect(first.headers['content-encoding']).toBe('gzip')
    const again = await list({
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers['etag']),
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['etag']).toBe(first.headers['etag'])

    const plain = await list({ 'accept-encoding': 'identity' })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['etag']).toMatch(/^"[\w-]{27}"$/)
    expect((JSON.parse(plain.body) as { success: boolean }).success).toBe(true)
  })

  it('still refuses a NUL in the URL of a GET with the plain message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/amber%00night' })
    expect(res.statusCode).toBe(400)
  })

  it("still logs a failing request's warning with its request id", async () => {
    lines.length = 0
    // The database goes away: the next uncached read answers 503 and says why in the log.
    await t.database.close()
    isDatabaseClosed = true
    const res = await t.app.inject({ method: 'GET', url: '/api/locations?state=Lagos' })
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: expect.any(Number) as unknown,
        reqId: expect.stringMatching(/^req-/) as unknown,
      }),
    )
  })
})
