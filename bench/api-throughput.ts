import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { onCleanup } from './cleanup.js'
import { repoRoot } from './paths.js'
import {
  type CapturedResponse,
  PLAIN_SERVER_READY_PATH,
  type PlainServerFixture,
} from './plain-server.js'
import { findFreePort, type RunningServer, startServer } from './processes.js'
import { median } from './stats.js'
import { isWrkAvailable, runWrk, type WrkResult, type WrkSettings } from './wrk.js'

export const WRK_MISSING_MESSAGE =
  'wrk is not installed: run `apt-get install wrk` (Debian/Ubuntu) to measure API throughput.'

export interface ApiSettings {
  threads: number
  connections: number
  durationSeconds: number
  warmupSeconds: number
  runs: number
}

export function apiSettings(isQuick: boolean): ApiSettings {
  return isQuick
    ? { threads: 2, connections: 20, durationSeconds: 3, warmupSeconds: 1, runs: 1 }
    : { threads: 2, connections: 20, durationSeconds: 10, warmupSeconds: 3, runs: 3 }
}

export interface ServerFigures {
  runs: WrkResult[]
  medianRequestsPerSecond: number
  medianP99Ms: number
}

export interface EndpointResult {
  label: string
  path: string
  encoding: 'gzip' | 'identity'
  /** Bytes of the body on the wire, and its Content-Encoding as the API chose it. */
  bodyBytes: number
  contentEncoding: string
  api: ServerFigures
  plain: ServerFigures
  /** API req/s ÷ plain node:http req/s for the same bytes: 1.0 is the machine's ceiling. */
  ratio: number
  isHeadline: boolean
}

export type ApiReport =
  { skipped: string } | { settings: ApiSettings; endpoints: EndpointResult[]; notes: string[] }

interface Endpoint {
  label: string
  path: string
  encoding: 'gzip' | 'identity'
  isHeadline: boolean
}

/** GET with the raw bytes as sent (fetch would decompress them, hiding what travels). */
async function capture(
  baseUrl: string,
  urlPath: string,
  encoding: 'gzip' | 'identity',
): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + urlPath, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const headers: [string, string][] = []
        for (let index = 0; index + 1 < res.rawHeaders.length; index += 2) {
          headers.push([res.rawHeaders[index] ?? '', res.rawHeaders[index + 1] ?? ''])
        }
        resolve({
          path: urlPath,
          encoding,
          status: res.statusCode ?? 0,
          headers,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        })
      })
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

function headerOf(response: CapturedResponse, name: string): string | undefined {
  return response.headers.find(([key]) => key.toLowerCase() === name)?.[1]
}

function decodeJson(response: CapturedResponse): unknown {
  return JSON.parse(Buffer.from(response.bodyBase64, 'base64').toString('utf8'))
}

/** The first product's productId from the catalogue, for /api/product/{productId} and Lighthouse. */
export async function firstProductId(baseUrl: string): Promise<string | undefined> {
  const response = await capture(baseUrl, '/api/user/product/list', 'identity')
  if (response.status !== 200) return undefined
  const body = decodeJson(response) as { productList?: { productId?: unknown }[] }
  const productId = body.productList?.[0]?.productId
  return typeof productId === 'string' ? productId : undefined
}

/**
 * The endpoints the report measures. While the catalogue is not built yet (404), /api/health
 * stands in, so the machinery is exercised and the section says so.
 */
async function chooseEndpoints(baseUrl: string, notes: string[]): Promise<Endpoint[]> {
  const catalogue = await capture(baseUrl, '/api/user/product/list', 'identity')
  const endpoints: Endpoint[] = []
  if (catalogue.status === 200) {
    endpoints.push(
      { label: 'catalogue', path: '/api/user/product/list', encoding: 'gzip', isHeadline: true },
      {
        label: 'catalogue',
        path: '/api/user/product/list',
        encoding: 'identity',
        isHeadline: false,
      },
    )
    const productId = await firstProductId(baseUrl)
    if (productId) {
      endpoints.push({
        label: 'one product',
        path: `/api/product/${encodeURIComponent(productId)}`,
        encoding: 'gzip',
        isHeadline: false,
      })
    } else
      notes.push(
        'The catalogue has no product with a productId: GET /api/product/{productId} not measured.',
      )
  } else {
    notes.push(
      `GET /api/user/product/list answered ${catalogue.status}: the catalogue is not there yet, so /api/health ` +
        'stands in for it (it runs `select 1`). Rerun once the catalogue exists.',
    )
    endpoints.push({
      label: 'health (stand-in)',
      path: '/api/health',
      encoding: 'gzip',
      isHeadline: true,
    })
  }
  endpoints.push({
    label: 'Lagos LGAs',
    path: '/api/locations?state=Lagos',
    encoding: 'gzip',
    isHeadline: false,
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

function figures(runs: WrkResult[]): ServerFigures {
  return {
    runs,
    medianRequestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    medianP99Ms: median(runs.map((run) => run.p99Ms)),
  }
}

function formatRun(result: WrkResult): string {
  return `${Math.round(result.requestsPerSecond).toLocaleString('en-GB')} req/s, p99 ${result.p99Ms.toFixed(2)} ms`
}

/**
 * Requests per second and p99 latency of the API's hot reads, each beside a bare node:http
 * server sending the very same bytes: the ratio says how close the API gets to what this
 * machine can serve at all, which is what PRODUCT §8 asks for.
 */
export async function measureApi(api: RunningServer, isQuick: boolean): Promise<ApiReport> {
  if (!(await isWrkAvailable())) {
    console.error(`[bench] ${WRK_MISSING_MESSAGE} Skipping the API section.`)
    return { skipped: WRK_MISSING_MESSAGE }
  }
  const settings = apiSettings(isQuick)
  const notes: string[] = []
  const candidates = await chooseEndpoints(api.baseUrl, notes)

  const endpoints: Endpoint[] = []
  const captured: CapturedResponse[] = []
  for (const endpoint of candidates) {
    const response = await capture(api.baseUrl, endpoint.path, endpoint.encoding)
    if (response.status !== 200) {
      notes.push(`GET ${endpoint.path} answered ${response.status}: not measured.`)
      continue
    }
    endpoints.push(endpoint)
    captured.push(response)
  }
  if (endpoints.length === 0) return { settings, endpoints: [], notes }

  const plain = await startPlainServer(captured)
  try {
    // "The same bytes" is checked, not assumed.
    for (const response of captured) {
      const replayed = await capture(plain.baseUrl, response.path, response.encoding)
      if (replayed.bodyBase64 !== response.bodyBase64 || replayed.status !== response.status) {
        throw new Error(
          `The plain server does not replay GET ${response.path} (${response.encoding}) byte for byte`,
        )
      }
    }

    const results: EndpointResult[] = []
    for (const [index, endpoint] of endpoints.entries()) {
      const response = captured[index]
      if (!response) continue
      const wrk = (baseUrl: string, durationSeconds: number) =>
        runWrk(baseUrl + endpoint.path, {
          threads: settings.threads,
          connections: settings.connections,
          durationSeconds,
          headers: { 'Accept-Encoding': endpoint.encoding },
        } satisfies WrkSettings)
      const name = `${endpoint.path} (${endpoint.encoding})`
      console.error(`[bench] api: ${name}: warming both servers (${settings.warmupSeconds} s each)`)
      await wrk(api.baseUrl, settings.warmupSeconds)
      await wrk(plain.baseUrl, settings.warmupSeconds)
      const apiRuns: WrkResult[] = []
      const plainRuns: WrkResult[] = []
      // Interleaved, so a noisy neighbour on the shared cores hits both sides alike.
      for (let run = 1; run <= settings.runs; run++) {
        const apiRun = await wrk(api.baseUrl, settings.durationSeconds)
        const plainRun = await wrk(plain.baseUrl, settings.durationSeconds)
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
      results.push({
        label: endpoint.label,
        path: endpoint.path,
        encoding: endpoint.encoding,
        bodyBytes: Buffer.from(response.bodyBase64, 'base64').length,
        contentEncoding: headerOf(response, 'content-encoding') ?? 'identity',
        api: apiFigures,
        plain: plainFigures,
        ratio: apiFigures.medianRequestsPerSecond / plainFigures.medianRequestsPerSecond,
        isHeadline: endpoint.isHeadline,
      })
    }
    return { settings, endpoints: results, notes }
  } finally {
    await plain.stop()
  }
}
