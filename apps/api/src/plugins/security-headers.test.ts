import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import helmet, { type HelmetOptions } from 'helmet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app.js'
import { helmetHeaders } from './security-headers.js'

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://js.paystack.co'] },
  },
  crossOriginEmbedderPolicy: false,
}

/** What helmet's own middleware writes on a real response, for the same options. */
async function headersFromHelmet(options: HelmetOptions): Promise<IncomingHttpHeaders> {
  const middleware = helmet(options)
  const server = createServer((request, response) => {
    middleware(request, response, () => response.end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}/`)
    return Object.fromEntries(answer.headers)
  } finally {
    server.close()
  }
}

describe('helmetHeaders', () => {
  it('works out the very headers helmet writes, once', async () => {
    const fromHelmet = await headersFromHelmet(OPTIONS)
    const computed = helmetHeaders(OPTIONS)
    expect(Object.keys(computed).length).toBeGreaterThan(8)
    for (const [name, value] of Object.entries(computed)) expect(fromHelmet[name]).toBe(value)
  })

  it('refuses a directive computed per request (a nonce would be shared by everyone)', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow(/per-request/)
  })
})

describe('security headers on every answer', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([
    ['a cached catalogue hit', '/api/user/product/list', 200],
    ['a second catalogue hit', '/api/user/product/list', 200],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a refused query', `/api/user/product/list?user_id=${'9'.repeat(65)}`, 400],
  ])('%s carries the CSP and nosniff', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=/)
  })
})
