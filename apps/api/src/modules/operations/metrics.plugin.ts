import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import { createRequestHistogram, type RequestObserver } from './request-histogram.js'

/** What a finalised payment did, as the payments service reports it after commit. */
export interface PaymentOutcome {
  paymentStatus: OrderPaymentStatus
  /** True when this verdict created the order (false when it updated one, or made none). */
  orderCreated: boolean
}

/**
 * What became of a storefront page request that missed the page cache (decision 028): rendered,
 * failed (answered with the shell), limited (the client's renders are used up: 429) or busy (the
 * render queue was full: answered with the shell).
 */
export type PageRenderOutcome = 'rendered' | 'failed' | 'limited' | 'busy'

/** The catalogue's shared bodies, each prepared once when first asked (docs/decisions/032). */
export type CatalogueBody = 'list' | 'art'

/**
 * How the catalogue read its products (docs/decisions/039): all of them (at start, or when a
 * large share changed at once), or only those that changed.
 */
/**
 * all: every product read (at start); changed: products read again after a write; stamps:
 * products whose stamps a refresh compared because no write named them (docs/decisions/039);
 * answers: products read whole for an answer, not kept in memory (decision 053).
 */
export type CatalogueRead = 'all' | 'changed' | 'stamps' | 'answers'

export interface ShopMetrics {
  recordPaymentOutcome(outcome: PaymentOutcome): void
  recordPageRender(outcome: PageRenderOutcome): void
  /** One rendered page compressed once in one encoding. */
  recordPageCompression(encoding: 'br' | 'gzip'): void
  /** A catalogue body prepared (serialised and compressed): the visitors' list, or one art. */
  recordCataloguePreparation(body: CatalogueBody): void
  /** Products the catalogue read from the database, all of them or only changed ones. */
  recordCatalogueRead(read: CatalogueRead, products: number): void
  /**
   * One answered request into `http_request_duration_seconds`: what the onResponse hook records
   * for every request Fastify answers, and what the fast path (plugins/fast-path.ts) records for
   * the cached answers it sends before Fastify sees them. `route` is the route's pattern, or
   * undefined for a request no route matched.
   */
  recordRequest(method: string, route: string | undefined, status: number, seconds: number): void
  /**
   * The same series for a caller that records it often (the fast path): its labels are resolved
   * here once, and each call of the observer is one observation in seconds.
   */
  requestObserver(method: string, route: string | undefined, status: number): RequestObserver
  /** The Prometheus text exposition of this process. */
  render(): Promise<{ contentType: string; body: string }>
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics
  }
}

export const METRICS_PATH = '/metrics'

/** Seconds; from a cached catalogue hit (well under 5 ms) to a slow Paystack call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Anything else a client may send is one label, so a scanner cannot grow the series. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Requests no route matched (404s, scanners): one label, never their raw URL. */
const UNMATCHED_ROUTE = 'unmatched'

/**
 * Process metrics (CPU, memory, event loop lag, GC) belong to the process, not to one app: a
 * single registry, made on first use, so tests that build many apps start one collector.
 */
let processRegistry: Registry | undefined
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/
/** Headers a reverse proxy adds: a request carrying one came from outside, whatever the peer. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Who may read /metrics (docs/product.md §9: not public). The socket's own peer, never X-Forwarded-For,
 * which any client can write: a scraper on the same machine, or anyone holding METRICS_TOKEN.
 * A proxy on the same machine also connects from loopback, so a request that a proxy forwarded
 * (it carries a forwarding header) needs the token too.
 */
export function canReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = request.headers.authorization ?? ''
    // Equal-length digests, so the comparison takes the same time whatever was sent.
    if (timingSafeEqual(digest(sent), digest(`Bearer ${token}`))) return true
  }
  const peer = request.socket.remoteAddress ?? ''
  const isForwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  return LOOPBACK.test(peer) && !isForwarded
}

/**
 * Prometheus metrics (`prom-client`): request rate and latency per route pattern, orders and
 * payment outcomes, outbox depth and failures, the database pool, and the process. One `onResponse` hook per request, which
 * observes `reply.elapsedTime` into its series (request-histogram.ts); the fast path resolves its
 * series once and pays a bucket search per hit.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry()
    const registers = [registry]

    /** Every shop counter counts one thing by one label, in this app's own registry. */
    const counter = <Label extends string>(name: string, help: string, label: Label) =>
      new Counter({ name, help, labelNames: [label], registers })

    // First in the registry, as it always was: the exposition's order is unchanged.
    const requestDuration = createRequestHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      buckets: LATENCY_BUCKETS,
    })
    registry.registerMetric(requestDuration.metric)
    const ordersCreated = counter(
      'scentia_orders_created_total',
      'Orders created from a payment, by the payment status they were created with',
      'payment_status',
    )
    const paymentOutcomes = counter(
      'scentia_payment_outcomes_total',
      "Paystack verdicts that changed a payment, by the order's resulting payment status",
      'outcome',
    )
    const pageRenders = counter(
      'scentia_storefront_renders_total',
      'Storefront pages that missed the page cache, by outcome: rendered, failed, limited (429), busy (queue full)',
      'outcome',
    )
    const pageCompressions = counter(
      'scentia_storefront_compressions_total',
      'Rendered storefront pages compressed, by encoding (once per render and encoding)',
      'encoding',
    )
    const cataloguePreparations = counter(
      'scentia_catalogue_preparations_total',
      'Catalogue bodies serialised and compressed, by body: the visitors list, or one product art',
      'body',
    )
    const catalogueReads = counter(
      'scentia_catalogue_products_read_total',
      'Products the catalogue read from the database, by read: all (at start), changed (after a write), stamps (compared when no write named them) or answers (read whole for an answer)',
      'read',
    )
    const { database } = app
    new Gauge({
      name: 'scentia_db_info',
      help: 'The database engine this process uses (always 1)',
      labelNames: ['engine'] as const,
      registers,
    }).set({ engine: database.kind }, 1)
    new Gauge({
      name: 'scentia_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        // PGlite is one in-process connection with no pool: it reports no series here.
        const stats = database.poolStats()
        if (!stats) return
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })

    new Gauge({
      name: 'scentia_outbox_messages',
      help: 'Outbox messages (decision 013): pending = due or being sent, failed = gave up after its last retry',
      labelNames: ['state'] as const,
      registers,
      // Read at scrape time, from the table every process shares: the depth is the shop's, not
      // this process's. A growing pending count means SMTP is down or slow; failed needs a person.
      async collect() {
        const stats = await app.outbox.stats()
        this.set({ state: 'pending' }, stats.pending)
        this.set({ state: 'failed' }, stats.failed)
      },
    })

    /** The series of a request: a bounded set, whatever the client sent. */
    function requestObserver(rawMethod: string, pattern: string | undefined, status: number) {
      const method = KNOWN_METHODS.has(rawMethod) ? rawMethod : 'OTHER'
      // The pattern ('/api/product/:productId'), never the URL: a bounded set of series.
      return requestDuration.observer(method, pattern ?? UNMATCHED_ROUTE, status)
    }
    function recordRequest(
      method: string,
      pattern: string | undefined,
      status: number,
      seconds: number,
    ) {
      requestObserver(method, pattern, status)(seconds)
    }
    app.addHook('onResponse', (request, reply, done) => {
      recordRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
      done()
    })

    const processMetrics = sharedProcessRegistry()
    app.decorate('metrics', {
      recordPaymentOutcome({ paymentStatus, orderCreated }) {
        paymentOutcomes.inc({ outcome: paymentStatus })
        if (orderCreated) ordersCreated.inc({ payment_status: paymentStatus })
      },
      recordPageRender(outcome) {
        pageRenders.inc({ outcome })
      },
      recordPageCompression(encoding) {
        pageCompressions.inc({ encoding })
      },
      recordCataloguePreparation(body) {
        cataloguePreparations.inc({ body })
      },
      recordCatalogueRead(read, products) {
        catalogueReads.inc({ read }, products)
      },
      recordRequest,
      requestObserver,
      async render() {
        const [own, process] = await Promise.all([registry.metrics(), processMetrics.metrics()])
        return { contentType: registry.contentType, body: `${own}\n${process}` }
      },
    } satisfies ShopMetrics)

    app.get(METRICS_PATH, async (request, reply) => {
      // Not found, exactly as an unknown path answers: the endpoint's existence is not public.
      if (!canReadMetrics(request, app.config.metricsToken)) {
        reply.callNotFound()
        return reply
      }
      const { contentType, body } = await app.metrics.render()
      return reply.header('Cache-Control', 'no-store').type(contentType).send(body)
    })
  },
  { name: 'metrics' },
)
