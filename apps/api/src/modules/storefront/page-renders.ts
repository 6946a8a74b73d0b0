import type { FastifyBaseLogger } from 'fastify'
import type { ShopMetrics } from '../operations/index.js'
import { prepareResponse } from '../catalogue/index.js'
import type { RateLimitCounters } from '../rate-limits/index.js'
import type { CachedPage, PageCache } from './page-cache.js'
import type { StorefrontRenderer } from '@scentia/contracts/render'

const HTML_TYPE = 'text/html; charset=utf-8'

/** What a render may cost, per client and per process (decision 028). */
export interface RenderLimits {
  /** Renders one client address may cause per window, on every process together; hits are free. */
  perClient: number
  windowMs: number
  /** Renders running at once in this process. */
  concurrency: number
  /** Renders waiting for one of those slots; past it a request is answered with the shell. */
  queue: number
}

/**
 * A shopper opening pages causes a handful of renders a minute at most (a page is rendered once
 * per catalogue version for everyone, and the SPA navigates without the server). Two renders at
 * once keep both of this machine's cores from being held by pages, so `/api/health` and the API
 * are answered between a render's steps; sixteen waiting are a second or two of work.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  perClient: 30,
  windowMs: 60_000,
  concurrency: 2,
  queue: 16,
}

export type RenderOutcome =
  | { kind: 'page'; page: CachedPage }
  | { kind: 'redirect'; status: number; location: string }
  /** The client's renders for this window are used up. */
  | { kind: 'limited'; retryAfterMs: number }
  /** Too many renders already running and waiting in this process. */
  | { kind: 'busy' }
  /** The render (or counting it) failed; logged. */
  | { kind: 'failed' }

/** At most `concurrency` pieces of work at once, `queue` more waiting, the rest refused at once. */
function createRenderGate(concurrency: number, queue: number) {
  let running = 0
  const waiting: (() => void)[] = []

  function release() {
    const next = waiting.shift()
    // The slot passes straight to the next in line, so `running` stays as it is.
    if (next) next()
    else running--
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      if (running < concurrency) running++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else return { ran: false }
      try {
        return { ran: true, value: await work() }
      } finally {
        release()
      }
    },
  }
}

/**
 * Pages that missed the cache (decision 028): one render and one compression per URL and
 * page version, shared by every request that asks while it runs; counted against the
 * client that started it in the shared limit counters; run a few at a time.
 */
export function createPageRenders(deps: {
  renderer: StorefrontRenderer
  cache: PageCache
  counters: RateLimitCounters
  metrics: ShopMetrics
  log: FastifyBaseLogger
  limits: RenderLimits
  /** The catalogue version a render names its list by (decision 023), read when it starts. */
  catalogueVersion: () => Promise<string>
}) {
  const { renderer, cache, counters, metrics, log, limits } = deps
  const gate = createRenderGate(limits.concurrency, limits.queue)
  const flights = new Map<string, Promise<RenderOutcome>>()

  async function renderAndPrepare(url: string, version: string): Promise<RenderOutcome> {
    let result
    try {
      result = await renderer.render(url, { catalogueVersion: await deps.catalogueVersion() })
    } catch (error) {
      log.error({ err: error, url }, 'storefront: server render failed')
      return { kind: 'failed' }
    }
    if ('location' in result) {
      return { kind: 'redirect', status: result.status, location: result.location }
    }
    // Compressed here, inside the flight: everyone waiting gets these bytes, none compresses.
    const body = await prepareResponse(result.html, HTML_TYPE, { precompress: true })
    for (const encoding of ['br', 'gzip'] as const) {
      if (body[encoding]) metrics.recordPageCompression(encoding)
    }
    const page: CachedPage = { version, status: result.status, body }
    // Cached before the flight ends, so no request falls between the flight and the cache.
    if (result.cacheable) cache.set(url, page)
    return { kind: 'page', page }
  }

  async function start(url: string, version: string, client: string): Promise<RenderOutcome> {
    let hits: number
    let windowEndsAt: Date
    try {
      ;({ hits, windowEndsAt } = await counters.count(
        `storefront render|${client}`,
        limits.windowMs,
      ))
    } catch (error) {
      // Without the count, no render: the shell costs nothing and the scripts build the page.
      log.error({ err: error, url }, 'storefront: render limit not counted')
      return { kind: 'failed' }
    }
    if (hits > limits.perClient) {
      return {
        kind: 'limited',
        retryAfterMs: Math.max(0, windowEndsAt.getTime() - counters.clock().getTime()),
      }
    }
    const ran = await gate.run(() => renderAndPrepare(url, version))
    return ran.ran ? ran.value : { kind: 'busy' }
  }

  /**
   * The page at `url` (a render URL, seo/page-url.ts) for this page version (what the page
   * shows of the catalogue, decision 032). `client` is the limit key of the request's address;
   * only the request that starts a render counts.
   */
  function pageFor(url: string, version: string, client: string): Promise<RenderOutcome> {
    const key = `${version} ${url}`
    const pending = flights.get(key)
    if (pending) {
      // Another client's used-up allowance is no answer for this one: it asks in its own name.
      return pending.then((outcome) =>
        outcome.kind === 'limited' ? pageFor(url, version, client) : outcome,
      )
    }
    const flight = start(url, version, client)
      .then((outcome) => {
        metrics.recordPageRender(
          outcome.kind === 'page' || outcome.kind === 'redirect' ? 'rendered' : outcome.kind,
        )
        return outcome
      })
      .finally(() => flights.delete(key))
    flights.set(key, flight)
    return flight
  }

  return { pageFor }
}

export type PageRenders = ReturnType<typeof createPageRenders>
