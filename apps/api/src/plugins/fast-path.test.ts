import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiblingApp, buildTestApp, type TestApp } from '../test/build-test-app.js'
import { createShopper } from '../test/factories.js'
import { buildStorefront } from '../test/storefront-build.js'

/**
 * The fast path (decision 050) against the slow one, over real HTTP (the fast path is node:http's
 * listener; `inject` never reaches it), on one app so that both send the very same cached page.
 * The slow path is the same GET with `Content-Length: 0`: a request body the fast path leaves
 * to Fastify, which reads no body for a GET and answers it like any other.
 */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** Headers node:http writes per connection or per second, not per answer. */
const PER_CONNECTION = ['date', 'connection', 'keep-alive']

let clients = 0
/**
 * Each request as if from its own shopper behind the trusted proxy (the test config trusts it),
 * so the two apps' renders, counted per address in the database they share, do not run into
 * each other's limit; a test that means one shopper names the address itself.
 */
const nextClient = () => {
  clients += 1
  return `10.1.${String(Math.floor(clients / 250))}.${String(clients % 250)}`
}

function fetchRaw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  { viaProxy = true } = {},
): Promise<Answer> {
  const sent = viaProxy ? { 'x-forwarded-for': nextClient(), ...headers } : headers
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, base),
      { method, headers: sent, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const answerHeaders = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !PER_CONNECTION.includes(name)),
          )
          resolve({
            status: response.statusCode ?? 0,
            headers: answerHeaders,
            body: Buffer.concat(chunks),
          })
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`
}

let t: TestApp
let base: string
let dispose: () => Promise<void>
let productId: string

beforeAll(async () => {
  const build = await buildStorefront('fast-path-test')
  dispose = () => build.dispose()
  // Four renders a minute per address: few enough to see the limit still guard misses.
  t = await buildTestApp(
    { webRoot: build.webRoot, publicUrl: 'https://shop.example.ng' },
    { storefront: { renderLimits: { perClient: 4 } } },
  )
  base = await listen(t.app)
  const list = await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'identity' })
  productId = (JSON.parse(list.body.toString('utf8')) as { productList: { productId: string }[] })
    .productList[0]!.productId
}, 240_000)

afterAll(async () => {
  await t.close()
  await dispose()
})

/** Through Fastify: the fast path leaves a request with a body (even an empty one) alone. */
const THROUGH_FASTIFY = { 'content-length': '0' }

/** The same request by both paths, once the first answer (Fastify's) taught the fast path. */
async function bothPaths(path: string, headers: Record<string, string>, method = 'GET') {
  await fetchRaw(base, path, headers, method)
  const before = t.app.fastPath.answered
  const viaFast = await fetchRaw(base, path, headers, method)
  expect(t.app.fastPath.answered, `${method} ${path} answered by the fast path`).toBe(before + 1)
  const viaSlow = await fetchRaw(base, path, { ...headers, ...THROUGH_FASTIFY }, method)
  expect(t.app.fastPath.answered, `${method} ${path} answered by Fastify`).toBe(before + 1)
  return { viaFast, viaSlow }
}

describe('a cached public answer sent before Fastify', () => {
  const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' }

  it.each([
    ['the catalogue list, br', '/api/user/product/list', { 'accept-encoding': 'br, gzip' }],
    ['the catalogue list, gzip', '/api/user/product/list', { 'accept-encoding': 'gzip' }],
    ['the catalogue list, identity', '/api/user/product/list', { 'accept-encoding': 'identity' }],
    ['the catalogue list, no Accept-Encoding', '/api/user/product/list', {}],
    ['the home page', '/', BROWSER],
    ['the shop with a campaign tag', '/shop?utm_source=whatsapp', BROWSER],
    ['a product page', () => `/shop/product/${productId}`, BROWSER],
    ['a Not Found page', '/shop/product/no-such-scent', BROWSER],
    ['one product', () => `/api/product/${productId}`, { 'accept-encoding': 'br, gzip' }],
  ])('%s: the same status, headers and bytes as Fastify sends', async (_name, path, headers) => {
    const url = typeof path === 'function' ? path() : path
    const { viaFast, viaSlow } = await bothPaths(url, headers)
    expect(viaFast.status).toBe(viaSlow.status)
    expect(viaFast.headers).toEqual(viaSlow.headers)
    expect(viaFast.body.equals(viaSlow.body)).toBe(true)
    // The security headers are there at all (not two empty sets compared).
    expect(viaFast.headers['content-security-policy']).toContain("default-src 'self'")
    expect(viaFast.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers HEAD with the length and no body, and If-None-Match with 304, as Fastify does', async () => {
    const head = await bothPaths('/api/user/product/list', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.viaFast.headers).toEqual(head.viaSlow.headers)
    expect(head.viaFast.body.length).toBe(0)
    expect(Number(head.viaFast.headers['content-length'])).toBeGreaterThan(0)

    const page = await fetchRaw(base, '/shop', BROWSER)
    const etag = String(page.headers['etag'])
    const revalidate = await bothPaths('/shop', { ...BROWSER, 'if-none-match': etag })
    expect(revalidate.viaFast.status).toBe(304)
    expect(revalidate.viaSlow.status).toBe(304)
    expect(revalidate.viaFast.headers).toEqual(revalidate.viaSlow.headers)
    expect(revalidate.viaFast.body.length).toBe(0)
  })

  it("leaves a signed-in shopper's catalogue to Fastify: their wishlist flags, private caching", async () => {
    const shopper = await createShopper(t.app)
    await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'identity' })
    const before = t.app.fastPath.answered
    const mine = await fetchRaw(base, '/api/user/product/list', {
      'accept-encoding': 'identity',
      ...shopper.headers,
    })
    expect(t.app.fastPath.answered).toBe(before)
    expect(mine.status).toBe(200)
    expect(mine.headers['cache-control']).toBe('private, max-age=0, must-revalidate')
  })

  it('leaves an encoding it holds no copy of to Fastify (@fastify/compress may act on it)', async () => {
    await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'deflate' })
    const before = t.app.fastPath.answered
    const answer = await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'deflate' })
    expect(t.app.fastPath.answered).toBe(before)
    expect(answer.status).toBe(200)
  })

  it('still sends every miss to the renderer and its per-address limit, while hits go on', async () => {
    // A page served once is a hit from then on: hits are not limited (decision 028).
    const hit = '/collections'
    await fetchRaw(base, hit, BROWSER)
    const shopper = { ...BROWSER, 'x-forwarded-for': '10.200.0.1' }
    const statuses: number[] = []
    for (const fragrance of ['amber', 'oud', 'citrus', 'musk', 'vetiver', 'rose']) {
      const miss = await fetchRaw(base, `/shop?q=${fragrance}`, shopper)
      statuses.push(miss.status)
    }
    // Four renders a minute for one address (the app's limit above), then 429 with the shell.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    const before = t.app.fastPath.answered
    const again = await fetchRaw(base, hit, shopper)
    expect(again.status).toBe(200)
    expect(t.app.fastPath.answered).toBe(before + 1)
  })

  it('counts its answers in the request metric under the route pattern', async () => {
    const metric = async () => {
      // From loopback itself, not through the proxy: /metrics answers no one else.
      const text = (await fetchRaw(base, '/metrics', {}, 'GET', { viaProxy: false })).body.toString(
        'utf8',
      )
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('http_request_duration_seconds_count{') &&
            row.includes('route="/api/user/product/list"') &&
            row.includes('method="GET"') &&
            row.includes('status_code="200"'),
        )
      return Number(line?.split(' ').at(-1) ?? 0)
    }
    const before = await metric()
    const answeredBefore = t.app.fastPath.answered
    await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'br' })
    await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'br' })
    expect(t.app.fastPath.answered).toBe(answeredBefore + 2)
    expect(await metric()).toBe(before + 2)
  })
})

/**
 * One GET handed to the app's fast path as node:http would hand it, with a response that records
 * when it was written: `synchronously` says whether the answer was written before the listener
 * returned (in node:http's own callback, as a plain server writes), `answer` when it was, or
 * 'fastify' when the request went on to Fastify.
 */
function listenerCall(url: string, headers: Record<string, string>) {
  let written: { status: number; body: Buffer | undefined } | undefined
  let settle: (value: { status: number } | 'fastify') => void = () => {}
  const answer = new Promise<{ status: number } | 'fastify'>((resolve) => {
    settle = resolve
  })
  const response = {
    headersSent: false,
    writeHead(status: number) {
      written = { status, body: undefined }
      response.headersSent = true
      return response
    },
    end(body?: Buffer) {
      if (written) {
        written.body = body
        settle(written)
      }
    },
  }
  const request = { method: 'GET', url, headers }
  t.app.fastPath.listener(() => {
    settle('fastify')
  })(request as unknown as IncomingMessage, response as unknown as ServerResponse)
  return { synchronously: written !== undefined, answer }
}

describe('a cached answer whose versions are current in memory (decision 050, 2026-11-29)', () => {
  const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' }

  it.each([
    ['the catalogue list', () => '/api/user/product/list'],
    ['the shop', () => '/shop'],
    // A product page also shows the delivery table: both versions are read without a wait.
    ['a product page', () => `/shop/product/${productId}`],
  ])('%s is written in node:http’s own callback, with no promise', async (_name, path) => {
    const url = path()
    await fetchRaw(base, url, BROWSER)
    await fetchRaw(base, url, BROWSER)
    const before = t.app.fastPath.answered
    const call = listenerCall(url, BROWSER)
    expect(call.synchronously).toBe(true)
    expect(await call.answer).toEqual(expect.objectContaining({ status: 200 }))
    expect(t.app.fastPath.answered).toBe(before + 1)
  })

  it('waits for the catalogue after a change is marked, then answers the current page', async () => {
    const url = `/shop/product/${productId}`
    await fetchRaw(base, url, BROWSER)
    // A write somewhere (decision 039): the held versions are not trusted until compared again.
    t.app.products.invalidate()
    const call = listenerCall(url, BROWSER)
    expect(call.synchronously).toBe(false)
    // Nothing this page shows moved: the same cached page, once the catalogue is compared.
    expect(await call.answer).toEqual(expect.objectContaining({ status: 200 }))
    expect(listenerCall(url, BROWSER).synchronously).toBe(true)
  })
})

describe('the fast path stands aside', () => {
  it('while Fastify logs every request (LOG_LEVEL=info): each keeps its line and request id', async () => {
    const lines: { reqId?: string; msg?: string }[] = []
    const logged = await buildSiblingApp(t, {
      logger: {
        stream: {
          write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]),
        },
      },
    })
    try {
      const base = await listen(logged)
      await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'br' })
      await fetchRaw(base, '/api/user/product/list', { 'accept-encoding': 'br' })
      expect(logged.fastPath.answered).toBe(0)
      const completed = lines.filter((line) => line.msg === 'request completed')
      expect(completed).toHaveLength(2)
      expect(completed.every((line) => typeof line.reqId === 'string')).toBe(true)
    } finally {
      await logged.close()
    }
  })
})
