import { measureEndpoint, type ServerFigures, startPlainServer } from './api-runs.js'
import { bodyText, capture, firstProductId, isSpaShell } from './capture.js'
import { isLoadGeneratorAvailable, WRK_MISSING_MESSAGE } from './load.js'
import type { CapturedResponse } from './plain-server.js'
import type { RunningServer } from './processes.js'
import { type ServerRuntime, serverRuntime } from './server-node.js'

/** docs/product.md §8: a cached page and the catalogue JSON at ≥ 0.8 of node:http sending the same bytes. */
export const THROUGHPUT_GOAL_RATIO = 0.8

/** How long the first, cold catalogue answer may take before the section gives up. */
const COLD_LIST_TIMEOUT_MS = 300_000

/** What a phone's browser sends: brotli preferred, gzip understood. */
const BROWSER_ENCODING = 'br, gzip'

export interface ApiSettings {
  connections: number
  durationSeconds: number
  /**
   * Requests sent to each side before a row is measured. A count, not a time: a freshly started
   * server answers its first couple of thousand requests at several times the CPU of a warm one
   * (V8 has not optimised the request path yet), and on a busy machine a few seconds of warm-up
   * may not reach that many.
   */
  warmupRequests: number
  runs: number
}

export function apiSettings(isQuick: boolean): ApiSettings {
  return isQuick
    ? { connections: 20, durationSeconds: 3, warmupRequests: 5_000, runs: 1 }
    : { connections: 20, durationSeconds: 10, warmupRequests: 10_000, runs: 3 }
}

export interface EndpointResult {
  label: string
  path: string
  /** The Accept-Encoding sent ('identity' for an uncompressed answer). */
  encoding: string
  /** Bytes of the body on the wire, and its Content-Encoding as the API chose it. */
  bodyBytes: number
  contentEncoding: string
  api: ServerFigures
  plain: ServerFigures
  /** API req/s ÷ plain node:http req/s for the same bytes: 1.0 is the machine's ceiling. */
  ratio: number
  /**
   * Plain CPU per request ÷ shop CPU per request: the ratio the shop would reach if the server,
   * not the load generator sharing its cores, were the bottleneck. Undefined off Linux.
   */
  cpuRatio: number | undefined
  /**
   * Plain server CPU per request ÷ wrk's CPU per request against it: how many times the plain
   * server's rate the generator could send. Above 1 the server, not the generator, is the
   * bottleneck, so the req/s ratio is the server's. Undefined off Linux.
   */
  generatorHeadroom: number | undefined
  /** Held to THROUGHPUT_GOAL_RATIO (docs/product.md §8); the other rows are context. */
  hasGoal: boolean
}

export interface ApiReport {
  settings: ApiSettings
  /** The Node both the shop and the plain server ran on (optional: reports saved before it). */
  runtime?: ServerRuntime
  endpoints: EndpointResult[]
  notes: string[]
}

/** One row of the section: a URL as a visitor's browser asks for it. */
export interface Endpoint {
  label: string
  path: string
  headers: Record<string, string>
  hasGoal: boolean
  /** Only server-rendered HTML is measured: the SPA shell is not the page. */
  isPage?: boolean
}

/**
 * The URLs the section measures. The product page counts once the storefront is rendered on
 * the server; while it still answers the SPA shell the row is skipped with a note.
 */
export function endpointList(productId: string | undefined): Endpoint[] {
  const json = (encoding: string) => ({ accept: 'application/json', 'accept-encoding': encoding })
  const endpoints: Endpoint[] = [
    {
      label: 'catalogue JSON',
      path: '/api/user/product/list',
      headers: json(BROWSER_ENCODING),
      hasGoal: true,
    },
    {
      label: 'catalogue JSON',
      path: '/api/user/product/list',
      headers: json('identity'),
      hasGoal: false,
    },
  ]
  if (productId) {
    const id = encodeURIComponent(productId)
    endpoints.push(
      {
        label: 'product page HTML',
        path: `/shop/product/${id}`,
        headers: { accept: 'text/html', 'accept-encoding': BROWSER_ENCODING },
        hasGoal: true,
        isPage: true,
      },
      {
        label: 'one product JSON',
        path: `/api/product/${id}`,
        headers: json(BROWSER_ENCODING),
        hasGoal: false,
      },
    )
  }
  endpoints.push({
    label: 'Lagos LGAs',
    path: '/api/locations?state=Lagos',
    headers: json(BROWSER_ENCODING),
    hasGoal: false,
  })
  return endpoints
}

/** Captures each URL once; rows that cannot be measured leave a note instead. */
async function captureAll(
  baseUrl: string,
  candidates: Endpoint[],
  notes: string[],
): Promise<{ endpoint: Endpoint; response: CapturedResponse }[]> {
  const captured = []
  for (const endpoint of candidates) {
    const response = await capture(baseUrl, endpoint.path, endpoint.headers)
    if (response.status !== 200) {
      notes.push(`GET ${endpoint.path} answered ${response.status}: not measured.`)
      continue
    }
    if (endpoint.isPage) {
      const identity = await capture(baseUrl, endpoint.path, { 'accept-encoding': 'identity' })
      if (isSpaShell(bodyText(identity))) {
        notes.push(
          `GET ${endpoint.path} still answers the SPA shell (empty <div id="root">): the cached ` +
            'product page is not measured until the storefront is rendered on the server.',
        )
        continue
      }
    }
    captured.push({ endpoint, response })
  }
  return captured
}

/**
 * Requests per second and p99 latency of the shop's hot reads, each beside a bare node:http
 * server sending the very same bytes: the ratio says how close the shop gets to what this
 * machine can serve at all, which is what docs/product.md §8 asks for (≥ 0.8 for the cached rows).
 */
export async function measureApi(api: RunningServer, isQuick: boolean): Promise<ApiReport> {
  // A throughput figure from a slower generator would be the generator's: no fallback.
  if (!(await isLoadGeneratorAvailable())) throw new Error(WRK_MISSING_MESSAGE)
  const settings = apiSettings(isQuick)
  const notes: string[] = []
  // The first list a fresh process answers builds the whole catalogue: at 20,000 products that
  // took minutes before docs/decisions/032, so it is timed on its own, with room to wait.
  const coldStarted = performance.now()
  const cold = await capture(
    api.baseUrl,
    '/api/user/product/list',
    { 'accept-encoding': BROWSER_ENCODING },
    COLD_LIST_TIMEOUT_MS,
  )
  notes.push(
    `The first catalogue list after start (cold, ${BROWSER_ENCODING}) answered ${String(cold.status)} ` +
      `in ${((performance.now() - coldStarted) / 1000).toFixed(1)} s.`,
  )
  const productId = await firstProductId(api.baseUrl)
  if (!productId) notes.push('The catalogue has no product: the product rows are not measured.')
  const captured = await captureAll(api.baseUrl, endpointList(productId), notes)
  if (captured.length === 0) return { settings, runtime: serverRuntime(), endpoints: [], notes }

  const plain = await startPlainServer(captured.map(({ response }) => response))
  try {
    // "The same bytes" is checked, not assumed.
    for (const { endpoint, response } of captured) {
      const replayed = await capture(plain.baseUrl, endpoint.path, endpoint.headers)
      if (replayed.bodyBase64 !== response.bodyBase64 || replayed.status !== response.status) {
        throw new Error(`The plain server does not replay GET ${endpoint.path} byte for byte`)
      }
    }
    const results: EndpointResult[] = []
    for (const { endpoint, response } of captured) {
      results.push(await measureEndpoint(api, plain, endpoint, response, settings, notes))
    }
    return { settings, runtime: serverRuntime(), endpoints: results, notes }
  } finally {
    await plain.stop()
  }
}
