import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { bodyText, capture, firstProductId, headerOf, isSpaShell } from './capture.js'
import { onCleanup } from './cleanup.js'
import { processCpuSeconds } from './cpu-usage.js'
import { isLoadGeneratorAvailable, type LoadResult, runLoad } from './load.js'
import { repoRoot } from './paths.js'
import {
  type CapturedResponse,
  PLAIN_SERVER_READY_PATH,
  type PlainServerFixture,
} from './plain-server.js'
import { findFreePort, type RunningServer, startServer } from './processes.js'
import { median } from './stats.js'

export const LOAD_GENERATOR_MISSING_MESSAGE =
  'autocannon is not installed: run `npm ci` at the repository root to measure API throughput.'

/** PRODUCT §8: a cached page and the catalogue JSON at ≥ 0.8 of node:http sending the same bytes. */
export const THROUGHPUT_GOAL_RATIO = 0.8

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

/** One run, with the server's own CPU time per answered request (from /proc). */
export interface ServerRun extends LoadResult {
  cpuMicrosPerRequest: number | undefined
}

export interface ServerFigures {
  runs: ServerRun[]
  medianRequestsPerSecond: number
  medianP99Ms: number
  /** Median CPU µs the server spent per request; undefined off Linux. */
  medianCpuMicrosPerRequest: number | undefined
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
  /** Held to THROUGHPUT_GOAL_RATIO (PRODUCT §8); the other rows are context. */
  hasGoal: boolean
}

export type ApiReport =
  { skipped: string } | { settings: ApiSettings; endpoints: EndpointResult[]; notes: string[] }

/** One row of the section: a URL as a visitor's browser asks for it. */
export interface Endpoint {
  label: string
  path: string
  headers: Record<string, string>
  hasGoal: boolean
  /** Only server-rendered HTML is measured: the SPA shell is not the page (issue 10). */
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

async function startPlainServer(responses: CapturedResponse[]): Promise<RunningServer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-plain-'))
  const removeFolder = () => rm(folder, { recursive: true, force: true })
  const unregisterFolder = onCleanup(removeFolder)
  const fixtureFile = path.join(folder, 'fixture.json')
  const fixture: PlainServerFixture = { responses }
  await writeFile(fixtureFile, JSON.stringify(fixture))
  const port = await findFreePort()
  const server = await startServer({
    name: 'the plain node:http server',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(repoRoot, 'bench', 'plain-server.ts'), fixtureFile],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) },
    cwd: repoRoot,
    port,
    readyPath: PLAIN_SERVER_READY_PATH,
    timeoutMs: 30_000,
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      await removeFolder()
      unregisterFolder()
    },
  }
}

function figures(runs: ServerRun[]): ServerFigures {
  const cpu = runs.map((run) => run.cpuMicrosPerRequest)
  return {
    runs,
    medianRequestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    medianP99Ms: median(runs.map((run) => run.p99Ms)),
    medianCpuMicrosPerRequest: cpu.every((value) => value !== undefined) ? median(cpu) : undefined,
  }
}

/** A load run with the server's CPU seconds read around it. */
async function timedRun(server: RunningServer, run: () => Promise<LoadResult>): Promise<ServerRun> {
  const before = processCpuSeconds(server.pid)
  const result = await run()
  const after = processCpuSeconds(server.pid)
  const cpuMicrosPerRequest =
    before === undefined || after === undefined || result.requests === 0
      ? undefined
      : ((after - before) * 1e6) / result.requests
  return { ...result, cpuMicrosPerRequest }
}

function formatRun(result: ServerRun): string {
  const cpu = result.cpuMicrosPerRequest
  return (
    `${Math.round(result.requestsPerSecond).toLocaleString('en-GB')} req/s, p99 ${result.p99Ms.toFixed(2)} ms` +
    (cpu === undefined ? '' : `, ${Math.round(cpu)} µs CPU/request`)
  )
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
 * machine can serve at all, which is what PRODUCT §8 asks for (≥ 0.8 for the cached rows).
 */
export async function measureApi(api: RunningServer, isQuick: boolean): Promise<ApiReport> {
  if (!isLoadGeneratorAvailable()) {
    console.error(`[bench] ${LOAD_GENERATOR_MISSING_MESSAGE} Skipping the API section.`)
    return { skipped: LOAD_GENERATOR_MISSING_MESSAGE }
  }
  const settings = apiSettings(isQuick)
  const notes: string[] = []
  const productId = await firstProductId(api.baseUrl)
  if (!productId) notes.push('The catalogue has no product: the product rows are not measured.')
  const captured = await captureAll(api.baseUrl, endpointList(productId), notes)
  if (captured.length === 0) return { settings, endpoints: [], notes }

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
    return { settings, endpoints: results, notes }
  } finally {
    await plain.stop()
  }
}

async function measureEndpoint(
  api: RunningServer,
  plain: RunningServer,
  endpoint: Endpoint,
  response: CapturedResponse,
  settings: ApiSettings,
  notes: string[],
): Promise<EndpointResult> {
  const load = (baseUrl: string, length: { durationSeconds: number } | { amount: number }) =>
    runLoad(baseUrl + endpoint.path, {
      connections: settings.connections,
      ...length,
      headers: endpoint.headers,
    })
  const encoding = endpoint.headers['accept-encoding'] ?? 'identity'
  const name = `${endpoint.path} (${encoding})`
  console.error(
    `[bench] api: ${name}: warming both servers (${settings.warmupRequests} requests each)`,
  )
  const warmup = { amount: settings.warmupRequests }
  await load(api.baseUrl, warmup)
  await load(plain.baseUrl, warmup)
  const measured = { durationSeconds: settings.durationSeconds }
  const apiRuns: ServerRun[] = []
  const plainRuns: ServerRun[] = []
  // Alternating, so a noisy neighbour on the shared cores hits both sides alike.
  for (let run = 1; run <= settings.runs; run++) {
    const apiRun = await timedRun(api, () => load(api.baseUrl, measured))
    const plainRun = await timedRun(plain, () => load(plain.baseUrl, measured))
    apiRuns.push(apiRun)
    plainRuns.push(plainRun)
    console.error(
      `[bench] api: ${name} run ${run}/${settings.runs}: API ${formatRun(apiRun)} | plain ${formatRun(plainRun)}`,
    )
    for (const [side, result] of [
      ['API', apiRun],
      ['plain', plainRun],
    ] as const) {
      if (result.non2xx > 0 || result.socketErrors > 0) {
        notes.push(
          `${side} ${name} run ${run}: ${result.non2xx} non-2xx answers, ${result.socketErrors} socket errors — its req/s is not comparable.`,
        )
      }
    }
  }
  const apiFigures = figures(apiRuns)
  const plainFigures = figures(plainRuns)
  return {
    label: endpoint.label,
    path: endpoint.path,
    encoding,
    bodyBytes: Buffer.from(response.bodyBase64, 'base64').length,
    contentEncoding: headerOf(response, 'content-encoding') ?? 'identity',
    api: apiFigures,
    plain: plainFigures,
    ratio: apiFigures.medianRequestsPerSecond / plainFigures.medianRequestsPerSecond,
    cpuRatio:
      apiFigures.medianCpuMicrosPerRequest && plainFigures.medianCpuMicrosPerRequest
        ? plainFigures.medianCpuMicrosPerRequest / apiFigures.medianCpuMicrosPerRequest
        : undefined,
    hasGoal: endpoint.hasGoal,
  }
}
