import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/products.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'

/**
 * A large catalogue's list (docs/decisions/051, amended 2026-11-29): its identity bytes in a
 * file, its brotli and gzip copies held in memory and sent by the fast path (decision 050) like
 * any prepared body, the same status, headers and bytes as Fastify's answer. The in-memory size
 * is lowered to 0 so the seeded catalogue takes the large catalogue's way. Over real HTTP: the
 * fast path is node:http's listener, which `inject` never reaches.
 */
const LIST = '/api/user/product/list'
/** Through Fastify: the fast path leaves a request with a body (even an empty one) alone. */
const THROUGH_FASTIFY = { 'content-length': '0' }
/** Written by node:http per connection or per second, not per answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive'])

let t: TestApp
let base: string

async function ask(headers: Record<string, string>, method = 'GET') {
  const request = httpRequest(new URL(LIST, base), { method, headers, agent: false })
  request.end()
  const [response] = (await once(request, 'response')) as [IncomingMessage]
  const parts: Buffer[] = []
  for await (const part of response) parts.push(part as Buffer)
  const answerHeaders = Object.entries(response.headers).filter(([n]) => !PER_CONNECTION.has(n))
  return {
    status: response.statusCode,
    headers: Object.fromEntries(answerHeaders),
    body: Buffer.concat(parts),
  }
}

/** The same request by the fast path and by Fastify; `fast` says whether the first was fast. */
async function bothWays(headers: Record<string, string>, method = 'GET') {
  const before = t.app.fastPath.answered
  const first = await ask(headers, method)
  const fast = t.app.fastPath.answered === before + 1
  const viaFastify = await ask({ ...headers, ...THROUGH_FASTIFY }, method)
  expect(t.app.fastPath.answered).toBe(before + (fast ? 1 : 0))
  return { first, fast, viaFastify }
}

/** V8's collector, callable from a test (the flag is read when `gc` is first made). */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

beforeAll(async () => {
  t = await buildTestApp({}, { catalogue: { listInMemoryBytes: 0 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`
  // Fastify's first answer teaches the fast path the URL (decision 050).
  await ask({ 'accept-encoding': 'br' })
})

afterAll(() => t.close())

describe('the list of a large catalogue, its compressed copies held', () => {
  it('holds brotli and gzip in memory and only the identity bytes in a file', async () => {
    const { response } = await t.app.products.versionedProductList()
    expect(Buffer.isBuffer(response.identity)).toBe(false)
    expect(Buffer.isBuffer(response.br)).toBe(true)
    expect(Buffer.isBuffer(response.gzip)).toBe(true)
  })

  it.each([['br, gzip'], ['gzip'], ['gzip, deflate, br, zstd']])(
    'Accept-Encoding %j: answered by the fast path with Fastify’s status, headers and bytes',
    async (acceptEncoding) => {
      const { first, fast, viaFastify } = await bothWays({ 'accept-encoding': acceptEncoding })
      expect(fast).toBe(true)
      expect(first.status).toBe(200)
      expect(first.headers).toEqual(viaFastify.headers)
      expect(first.body.equals(viaFastify.body)).toBe(true)
      expect(first.headers['content-length']).toBe(String(first.body.length))
      expect(first.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it('answers HEAD and a matching If-None-Match on the fast path, as Fastify does', async () => {
    const head = await bothWays({ 'accept-encoding': 'br' }, 'HEAD')
    expect(head.fast).toBe(true)
    expect(head.first.headers).toEqual(head.viaFastify.headers)
    expect(head.first.body.length).toBe(0)

    const etag = String((await ask({ 'accept-encoding': 'gzip' })).headers.etag)
    const revalidated = await bothWays({ 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(revalidated.fast).toBe(true)
    expect(revalidated.first.status).toBe(304)
    expect(revalidated.first.headers).toEqual(revalidated.viaFastify.headers)
  })

  it('leaves the identity bytes to Fastify, which streams them from their file', async () => {
    const { first, fast, viaFastify } = await bothWays({ 'accept-encoding': 'identity' })
    expect(fast).toBe(false)
    const productList = await t.app.products.listProducts()
    expect(first.body.toString('utf8')).toBe(JSON.stringify({ success: true, productList }))
    expect(first.headers['content-length']).toBe(String(first.body.length))
    expect(first.headers).toEqual(viaFastify.headers)
  })

  it('lets the previous version’s copies go when the catalogue moves', async () => {
    const gc = collector()
    const held = async () => {
      const { version, response } = await t.app.products.versionedProductList()
      const { br, gzip } = response
      if (!br || !gzip) throw new Error('expected both compressed copies held')
      return { version, br: new WeakRef(br), gzip: new WeakRef(gzip) }
    }
    const versions: Awaited<ReturnType<typeof held>>[] = [await held()]
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} > 5 and ${products.retiredAt} is null`)
      .limit(1)
    if (!product) throw new Error('the seed should stock a product')
    for (let sold = 1; sold <= 3; sold++) {
      await t.database.db
        .update(products)
        .set({ stock: sql`${products.stock} - 1`, updatedAt: new Date() })
        .where(eq(products.id, product.id))
      t.app.products.invalidate([product.id])
      const answer = await ask({ 'accept-encoding': 'br' })
      expect(answer.status).toBe(200)
      versions.push(await held())
    }
    expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length)
    // WeakRefs hold their targets until the task that made them ends.
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    const alive = versions.map((v) => v.br.deref() !== undefined || v.gzip.deref() !== undefined)
    expect(alive).toEqual([false, false, false, true])
  })
})
