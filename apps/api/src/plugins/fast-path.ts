import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { FastifyRequest } from 'fastify'
import {
  bytesFor,
  etagFor,
  matchesIfNoneMatch,
  negotiateEncoding,
  type PreparedResponse,
  type StoredResponse,
} from '../modules/catalogue/index.js'

/**
 * The fast path for cached public answers (docs/decisions/050): a GET or HEAD of a URL whose
 * answer the shop already holds as prepared bytes (a cached page, the visitors' catalogue list)
 * is answered by node:http's own request listener, before Fastify builds a request, a reply and
 * runs its hooks for it. A profile of a cached hit put about two thirds of the shop's CPU per
 * request in that pipeline; what the answer needs is a map lookup, the catalogue's current
 * version and a socket write.
 *
 * It only answers what the slow path has answered before, the same way:
 * - A URL is served here only once a route handler has *learned* it (`learn`), i.e. Fastify
 *   routed that exact method-less URL to a handler that sent prepared bytes. The route table
 *   does not change after start, so the URL routes there again; the NUL check, the router's
 *   refusals and every other route stay Fastify's.
 * - The lookup the handler gave is asked each time; it answers from the same caches and the
 *   same catalogue version the handler reads, or undefined, and then Fastify answers (and
 *   renders, under the render limits of decision 028). While those versions are current in
 *   memory it answers at once and the hit is written in node:http's own callback, as a plain
 *   server writes; when one must be read, with a promise.
 * - Anything the slow path would answer differently for the same URL goes to Fastify: an
 *   Authorization header (a shopper's own catalogue answer), a request body, an Accept-Encoding
 *   that @fastify/compress would act on where the prepared bytes have no encoding for it.
 * - Headers: the app's security headers (the same frozen set the onRequest hook copies),
 *   Cache-Control, Vary and ETag as `sendPrepared` writes them, 304 to a matching If-None-Match,
 *   HEAD with the body's length and no body. `fast-path.test.ts` compares both paths' header
 *   sets. The request is counted in `http_request_duration_seconds` under its route's pattern.
 * - It stands aside while the request log is on (`LOG_LEVEL=info` or lower: Fastify writes two
 *   lines per request, with the request id) and once the app starts closing (Fastify's 503).
 */

/** A learned URL's current answer, as its handler would send it. */
export interface FastAnswer {
  status: number
  /** A stored body (the large catalogue list, decision 051) is sent here in the codings held. */
  body: PreparedResponse | StoredResponse
  /** Cache-Control and the request headers besides Accept-Encoding that chose the body. */
  cacheControl: string
  vary?: string[]
}

/**
 * The current answer for a learned URL, or undefined: the handler decides (a render, a miss).
 * Returned as it stands when the versions it depends on are current in memory, so the hit is
 * written in node:http's own callback as a plain server writes it; a promise when it must read.
 */
export type FastLookup = () => FastAnswer | undefined | Promise<FastAnswer | undefined>

/** What the fast path needs from the built app, handed over once it is ready. */
export interface FastPathContext {
  /** plugins/security-headers.ts's set, as every Fastify answer carries it. */
  securityHeaders: Readonly<Record<string, string>>
  /** `http_request_duration_seconds`' series for a method, route pattern and status. */
  requestObserver(
    method: string,
    route: string | undefined,
    status: number,
  ): (seconds: number) => void
}

interface Learned {
  lookup: FastLookup
  /** The route pattern the handler ran under, for the request metric. */
  route: string | undefined
  /**
   * The metric's series this URL's answers went to, by method and status (GET 200, HEAD 200,
   * GET 304…): resolved on the first such answer, so a hit does not look its labels up again.
   */
  observers: Map<string, Map<number, (seconds: number) => void>>
}

/**
 * URLs kept at most: the page cache keeps 1,000 pages (storefront.ts) and campaign parameters
 * make several URLs of one page; past this the oldest learned URL goes back to the slow path
 * until it is learned again.
 */
export const FAST_PATH_MAX_URLS = 4_000

/** The coding an answer is sent in. */
type ContentEncoding = ReturnType<typeof negotiateEncoding>

/** Bodies below this are left alone by @fastify/compress (app.ts gives it the same threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Distinct Accept-Encoding headers whose choice is remembered. Browsers send a handful
 * (`gzip, deflate, br, zstd` and kin); past this the memory starts over, so a client that sends a
 * new header on every request costs a negotiation each time, never memory.
 */
export const NEGOTIATED_HEADERS_KEPT = 64

/**
 * The header list of one prepared body in one encoding, built on its first answer and reused
 * while the body is current (a new catalogue version or page is a new body): a cached hit writes
 * the same dozen headers every time, and building them was per-request garbage (050, 2026-11-29).
 */
interface HeaderLists {
  status: number
  cacheControl: string
  vary: readonly string[] | undefined
  /** GET and HEAD: the security headers, caching, ETag, type, coding and length. */
  full: string[]
  /** 304: the same without the body's type, coding and length (as `sendPrepared` sends it). */
  notModified: string[]
  bytes: Buffer
}

export function createFastPath({ maxUrls = FAST_PATH_MAX_URLS } = {}) {
  const learned = new Map<string, Learned>()
  let context: FastPathContext | undefined
  let securityHeaders: string[] = []
  let answered = 0
  /** Per prepared body, its header lists by encoding; dropped with the body. */
  const headerLists = new WeakMap<
    FastAnswer['body'],
    Partial<Record<ContentEncoding, HeaderLists>>
  >()
  /** Accept-Encoding → the coding chosen, per set of codings held ('br+gzip', 'gzip', …). */
  const negotiated = new Map<string, ContentEncoding>()

  function negotiate(
    acceptEncoding: string | undefined,
    body: FastAnswer['body'],
  ): ContentEncoding {
    const br = body.br !== undefined
    const gzip = body.gzip !== undefined
    if (acceptEncoding === undefined || (!br && !gzip)) return 'identity'
    const key = `${br ? 'b' : ''}${gzip ? 'g' : ''}${acceptEncoding}`
    let encoding = negotiated.get(key)
    if (encoding === undefined) {
      encoding = negotiateEncoding(acceptEncoding, { br, gzip })
      if (negotiated.size >= NEGOTIATED_HEADERS_KEPT) negotiated.clear()
      negotiated.set(key, encoding)
    }
    return encoding
  }

  function headersFor(answer: FastAnswer, encoding: ContentEncoding, bytes: Buffer): HeaderLists {
    const { body } = answer
    let byEncoding = headerLists.get(body)
    const known = byEncoding?.[encoding]
    if (
      known &&
      known.status === answer.status &&
      known.cacheControl === answer.cacheControl &&
      known.vary === answer.vary
    ) {
      return known
    }
    const notModified = [
      ...securityHeaders,
      'cache-control',
      answer.cacheControl,
      'vary',
      ['Accept-Encoding', ...(answer.vary ?? [])].join(', '),
      'etag',
      etagFor(body, encoding),
    ]
    const full = [...notModified, 'content-type', body.contentType]
    if (bytes !== body.identity) full.push('content-encoding', encoding)
    full.push('content-length', String(bytes.length))
    const lists: HeaderLists = {
      status: answer.status,
      cacheControl: answer.cacheControl,
      vary: answer.vary,
      full,
      notModified,
      bytes,
    }
    if (!byEncoding) {
      byEncoding = {}
      headerLists.set(body, byEncoding)
    }
    byEncoding[encoding] = lists
    return lists
  }

  /** The series one answer is counted in, resolved once per URL, method and status. */
  function observerFor(entry: Learned, method: string, status: number) {
    let byStatus = entry.observers.get(method)
    if (!byStatus) {
      byStatus = new Map()
      entry.observers.set(method, byStatus)
    }
    let observe = byStatus.get(status)
    if (!observe && context) {
      observe = context.requestObserver(method, entry.route, status)
      byStatus.set(status, observe)
    }
    return observe
  }

  /** Writes the answer, or returns false when the slow path must (headers not yet sent). */
  function send(
    request: IncomingMessage,
    response: ServerResponse,
    answer: FastAnswer,
    entry: Learned,
    startedAt: number,
  ): boolean {
    if (!context) return false
    const { body } = answer
    // A body left for @fastify/compress (one shopper's) is compressed on the way out.
    if (!body.isFinal) return false
    const acceptEncoding = request.headers['accept-encoding']
    const encoding = negotiate(acceptEncoding, body)
    const bytes = bytesFor(body, encoding)
    // A stored body's identity file (decision 051) streams through Fastify.
    if (!Buffer.isBuffer(bytes)) return false
    // The identity bytes to a client that named codings we hold no copy for (`x-gzip`,
    // `deflate`): @fastify/compress reads the header its own way and may compress them.
    if (
      encoding === 'identity' &&
      acceptEncoding !== undefined &&
      bytes.length >= COMPRESS_THRESHOLD_BYTES &&
      acceptEncoding.trim().toLowerCase() !== 'identity'
    ) {
      return false
    }
    const lists = headersFor(answer, encoding, bytes)
    let status = answer.status
    if (matchesIfNoneMatch(request.headers['if-none-match'], body)) {
      status = 304
      response.writeHead(status, lists.notModified)
      response.end()
    } else {
      response.writeHead(status, lists.full)
      // HEAD: the length of what GET would send, and no body (as Fastify's HEAD routes do).
      if (request.method === 'HEAD') response.end()
      else response.end(lists.bytes)
    }
    answered += 1
    observerFor(entry, request.method ?? 'GET', status)?.((performance.now() - startedAt) / 1000)
    return true
  }

  /** Sends the lookup's answer, or hands the request to Fastify (`next`) when there is none. */
  function answerWith(
    request: IncomingMessage,
    response: ServerResponse,
    next: RequestListener,
    entry: Learned,
    answer: FastAnswer | undefined,
    startedAt: number,
  ): void {
    try {
      if (!answer || !send(request, response, answer, entry, startedAt)) next(request, response)
    } catch {
      // Nothing written yet: Fastify answers (and logs) it. Half written: cut it off.
      if (response.headersSent) response.destroy()
      else next(request, response)
    }
  }

  return {
    /**
     * Called by a route handler that has just answered this request with prepared bytes that
     * `lookup` will find again while they are current. Only visitors' GET and HEAD are learned.
     */
    learn(request: FastifyRequest, lookup: FastLookup): void {
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      if (request.headers.authorization !== undefined) return
      const url = request.raw.url ?? request.url
      if (learned.has(url)) return
      learned.set(url, { lookup, route: request.routeOptions.url, observers: new Map() })
      if (learned.size > maxUrls) {
        const oldest = learned.keys().next().value
        if (oldest !== undefined) learned.delete(oldest)
      }
    },

    /** Starts answering (the app is ready and logs no per-request lines). */
    open(ready: FastPathContext): void {
      context = ready
      securityHeaders = Object.entries(ready.securityHeaders).flat()
    },

    /** Every request goes to Fastify again (the app is closing). */
    close(): void {
      context = undefined
    },

    get learnedUrls(): number {
      return learned.size
    },

    /** Requests answered here since start (the tests tell the two paths apart by it). */
    get answered(): number {
      return answered
    },

    /** node:http's request listener: the fast path in front of Fastify's own (`next`). */
    listener(next: RequestListener): RequestListener {
      return (request, response) => {
        const entry =
          context && (request.method === 'GET' || request.method === 'HEAD')
            ? learned.get(request.url ?? '')
            : undefined
        const { headers } = request
        if (
          !entry ||
          headers.authorization !== undefined ||
          headers['content-length'] !== undefined ||
          headers['transfer-encoding'] !== undefined
        ) {
          next(request, response)
          return
        }
        const startedAt = performance.now()
        let found: ReturnType<FastLookup>
        try {
          found = entry.lookup()
        } catch {
          // The handler meets the same failure and answers it the shop's way (a 503, logged).
          next(request, response)
          return
        }
        if (found instanceof Promise) {
          found.then(
            (answer) => {
              answerWith(request, response, next, entry, answer, startedAt)
            },
            () => {
              next(request, response)
            },
          )
        } else answerWith(request, response, next, entry, found, startedAt)
      }
    },
  }
}

export type FastPath = ReturnType<typeof createFastPath>
