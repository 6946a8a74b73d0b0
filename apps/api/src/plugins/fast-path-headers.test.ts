import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { PreparedResponse } from '../modules/catalogue/index.js'
import { createFastPath, type FastAnswer, NEGOTIATED_HEADERS_KEPT } from './fast-path.js'

/**
 * What a cached hit does per request besides the write (decision 050, 2026-11-29): the header list
 * of a body in an encoding is built once and reused while that body is current, and a fresh body
 * (the catalogue moved) gets its own. The answers themselves are compared with Fastify's over real
 * HTTP in fast-path.test.ts; here node:http's two calls are recorded to see what is reused.
 */
interface Written {
  status: number
  headers: string[]
  body: Buffer | undefined
}

function preparedBody(text: string, hash: string): PreparedResponse {
  const identity = Buffer.from(text.repeat(200))
  return {
    contentType: 'application/json; charset=utf-8',
    hash,
    isFinal: true,
    identity,
    br: Buffer.from(`br:${hash}`),
    gzip: Buffer.from(`gzip:${hash}`),
  }
}

function setUp(answerOf: () => FastAnswer | undefined) {
  const fastPath = createFastPath()
  const written: Written[] = []
  const toFastify: string[] = []
  fastPath.open({
    securityHeaders: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' },
    requestObserver: () => () => {},
  })
  const url = '/api/user/product/list'
  fastPath.learn(
    {
      method: 'GET',
      headers: {},
      url,
      raw: { url },
      routeOptions: { url },
    } as unknown as FastifyRequest,
    () => Promise.resolve(answerOf()),
  )
  const listener = fastPath.listener((request) => {
    toFastify.push(request.url ?? '')
  })
  /** One GET through the listener; resolves once something answered it. */
  const get = (headers: Record<string, string>) =>
    new Promise<Written | 'fastify'>((resolve) => {
      let entry: Written | undefined
      const response = {
        headersSent: false,
        writeHead(status: number, list: OutgoingHttpHeaders | string[]) {
          entry = { status, headers: list as string[], body: undefined }
          return response
        },
        end(body?: Buffer) {
          if (entry) {
            entry.body = body
            written.push(entry)
            resolve(entry)
          }
        },
      }
      const before = toFastify.length
      // Only what the listener reads of node:http's request.
      const request: unknown = { method: 'GET', url, headers }
      listener(request as IncomingMessage, response as unknown as ServerResponse)
      // Fastify's listener is a plain function: the hand-over is seen on the next turn.
      setImmediate(() => {
        if (toFastify.length > before) resolve('fastify')
      })
    })
  return { get, written, fastPath }
}

const headerOf = (written: Written | 'fastify', name: string) => {
  if (written === 'fastify') throw new Error('Fastify answered it')
  const at = written.headers.indexOf(name)
  return at === -1 ? undefined : written.headers[at + 1]
}

describe('the fast path reuses what a body needs, and only while it is current', () => {
  it('writes the same header list on every hit of one body in one encoding', async () => {
    const body = preparedBody('{"a":1}', 'v1')
    const { get } = setUp(() => ({ status: 200, body, cacheControl: 'public, max-age=60' }))
    const first = await get({ 'accept-encoding': 'br, gzip' })
    const second = await get({ 'accept-encoding': 'br, gzip' })
    if (first === 'fastify' || second === 'fastify') throw new Error('Fastify answered it')
    expect(second.headers).toBe(first.headers)
    expect(second.body).toBe(body.br)
    expect(headerOf(second, 'etag')).toBe('"v1-br"')
    expect(headerOf(second, 'content-length')).toBe(String(body.br!.length))
  })

  it('builds fresh headers for a fresh body, another encoding or another status', async () => {
    let answer: FastAnswer = {
      status: 200,
      body: preparedBody('{"a":1}', 'v1'),
      cacheControl: 'public, max-age=60',
    }
    const { get } = setUp(() => answer)
    const br = await get({ 'accept-encoding': 'br' })
    const gzip = await get({ 'accept-encoding': 'gzip' })
    expect(headerOf(gzip, 'etag')).toBe('"v1-gzip"')
    expect(headerOf(gzip, 'content-encoding')).toBe('gzip')
    expect(headerOf(br, 'content-encoding')).toBe('br')

    // The catalogue moved: a new body, its own ETag and length.
    const moved = preparedBody('{"a":22}', 'v2')
    answer = { ...answer, body: moved }
    const next = await get({ 'accept-encoding': 'br' })
    expect(headerOf(next, 'etag')).toBe('"v2-br"')
    expect(headerOf(next, 'content-length')).toBe(String(moved.br!.length))

    // The same body as a Not Found page with other caching: not the 200's list.
    answer = { status: 404, body: moved, cacheControl: 'no-store' }
    const missing = await get({ 'accept-encoding': 'br' })
    if (missing === 'fastify') throw new Error('Fastify answered it')
    expect(missing.status).toBe(404)
    expect(headerOf(missing, 'cache-control')).toBe('no-store')
  })

  it('still answers 304 without the body headers, and identity without a coding', async () => {
    const body = preparedBody('{"a":1}', 'v1')
    const { get } = setUp(() => ({ status: 200, body, cacheControl: 'public, max-age=60' }))
    const full = await get({ 'accept-encoding': 'br' })
    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': '"v1-br"' })
    if (revalidated === 'fastify' || full === 'fastify') throw new Error('Fastify answered it')
    expect(revalidated.status).toBe(304)
    expect(headerOf(revalidated, 'etag')).toBe('"v1-br"')
    expect(headerOf(revalidated, 'content-length')).toBeUndefined()
    expect(headerOf(revalidated, 'content-type')).toBeUndefined()
    const plain = await get({ 'accept-encoding': 'identity' })
    expect(headerOf(plain, 'content-encoding')).toBeUndefined()
    expect(headerOf(plain, 'content-length')).toBe(String(body.identity.length))
  })

  it('remembers a bounded number of Accept-Encoding headers, each still negotiated right', async () => {
    const body = preparedBody('{"a":1}', 'v1')
    const { get } = setUp(() => ({ status: 200, body, cacheControl: 'public, max-age=60' }))
    // More distinct headers than are kept, each with its own preference: every one is honoured.
    for (let index = 0; index < NEGOTIATED_HEADERS_KEPT * 2; index += 1) {
      const prefersGzip = index % 2 === 0
      const header = prefersGzip ? `gzip, br;q=0.${index + 1}` : `br, gzip;q=0.${index + 1}`
      const answer = await get({ 'accept-encoding': header })
      expect(headerOf(answer, 'content-encoding')).toBe(prefersGzip ? 'gzip' : 'br')
    }
    // `deflate` only: identity would be left to @fastify/compress, so Fastify answers it.
    expect(await get({ 'accept-encoding': 'deflate' })).toBe('fastify')
  })
})
