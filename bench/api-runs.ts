import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ApiSettings, Endpoint, EndpointResult } from './api-throughput.js'
import { headerOf } from './capture.js'
import { onCleanup } from './cleanup.js'
import { processCpuSeconds } from './cpu-usage.js'
import { type LoadResult, runLoad, warmUp } from './load.js'
import { repoRoot } from './paths.js'
import {
  type CapturedResponse,
  PLAIN_SERVER_READY_PATH,
  type PlainServerFixture,
} from './plain-server.js'
import { findFreePort, type RunningServer, startServer } from './processes.js'
import { serverRuntime } from './server-node.js'
import { median } from './stats.js'

// Section 2's runs: the plain node:http server beside the shop, and one row measured on both,
// alternating, with the server's own CPU per request. measureApi (api-throughput.ts) drives it.

/** One run, with the server's and the load generator's CPU time per answered request (from /proc). */
export interface ServerRun extends LoadResult {
  cpuMicrosPerRequest: number | undefined
  /** CPU seconds the server used per second of the run: 1 is a whole core. */
  serverCores: number | undefined
  generatorCpuMicrosPerRequest: number | undefined
}

export interface ServerFigures {
  runs: ServerRun[]
  medianRequestsPerSecond: number
  medianP99Ms: number
  /** Median CPU µs the server spent per request; undefined off Linux. */
  medianCpuMicrosPerRequest: number | undefined
  /** Median cores the server kept busy during a run. */
  medianServerCores: number | undefined
  /** Median CPU µs wrk spent per request it sent this server. */
  medianGeneratorCpuMicrosPerRequest: number | undefined
}

export async function startPlainServer(responses: CapturedResponse[]): Promise<RunningServer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-plain-'))
  const removeFolder = () => rm(folder, { recursive: true, force: true })
  const unregisterFolder = onCleanup(removeFolder)
  const fixtureFile = path.join(folder, 'fixture.json')
  const fixture: PlainServerFixture = { responses }
  await writeFile(fixtureFile, JSON.stringify(fixture))
  const port = await findFreePort()
  const server = await startServer({
    name: 'the plain node:http server',
    // The same runtime as the shop's: both sides of the ratio run the same node:http.
    command: serverRuntime().command,
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

/** The median, or undefined when a run could not say (off Linux). */
function medianOfAll(values: (number | undefined)[]): number | undefined {
  return values.every((value) => value !== undefined) ? median(values) : undefined
}

function figures(runs: ServerRun[]): ServerFigures {
  return {
    runs,
    medianRequestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    medianP99Ms: median(runs.map((run) => run.p99Ms)),
    medianCpuMicrosPerRequest: medianOfAll(runs.map((run) => run.cpuMicrosPerRequest)),
    medianServerCores: medianOfAll(runs.map((run) => run.serverCores)),
    medianGeneratorCpuMicrosPerRequest: medianOfAll(
      runs.map((run) => run.generatorCpuMicrosPerRequest),
    ),
  }
}

/** A load run with the server's CPU seconds read around it. */
export async function timedRun(
  server: RunningServer,
  run: () => Promise<LoadResult>,
): Promise<ServerRun> {
  const before = processCpuSeconds(server.pid)
  const result = await run()
  const after = processCpuSeconds(server.pid)
  const serverSeconds = before === undefined || after === undefined ? undefined : after - before
  const perRequest = (seconds: number | undefined) =>
    seconds === undefined || result.requests === 0 ? undefined : (seconds * 1e6) / result.requests
  return {
    ...result,
    cpuMicrosPerRequest: perRequest(serverSeconds),
    serverCores: serverSeconds === undefined ? undefined : serverSeconds / result.durationSeconds,
    generatorCpuMicrosPerRequest: perRequest(result.generatorCpuSeconds),
  }
}

function formatRun(result: ServerRun): string {
  const cpu = result.cpuMicrosPerRequest
  return (
    `${Math.round(result.requestsPerSecond).toLocaleString('en-GB')} req/s, p99 ${result.p99Ms.toFixed(2)} ms` +
    (cpu === undefined ? '' : `, ${Math.round(cpu)} µs CPU/request`) +
    (result.generatorCpuMicrosPerRequest === undefined
      ? ''
      : ` (wrk ${Math.round(result.generatorCpuMicrosPerRequest)} µs)`)
  )
}

/** Bytes one side is sent while warming up: enough for V8 to optimise the request path. */
const WARMUP_BYTES = 256 * 1024 * 1024

/**
 * The warm-up count for a body of `bodyBytes`: the settings' count, but no more than
 * WARMUP_BYTES of body, or the 19 MB list of 20,000 products would be sent 95 GB to warm up.
 */
export function warmupRequests(requests: number, bodyBytes: number): number {
  return Math.max(20, Math.min(requests, Math.ceil(WARMUP_BYTES / Math.max(1, bodyBytes))))
}

export async function measureEndpoint(
  api: RunningServer,
  plain: RunningServer,
  endpoint: Endpoint,
  response: CapturedResponse,
  settings: ApiSettings,
  notes: string[],
): Promise<EndpointResult> {
  const load = (baseUrl: string) =>
    runLoad(baseUrl + endpoint.path, {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      headers: endpoint.headers,
    })
  const encoding = endpoint.headers['accept-encoding'] ?? 'identity'
  const name = `${endpoint.path} (${encoding})`
  const warmupCount = warmupRequests(
    settings.warmupRequests,
    Buffer.byteLength(response.bodyBase64, 'base64'),
  )
  console.error(`[bench] api: ${name}: warming both servers (${warmupCount} requests each)`)
  for (const server of [api, plain]) {
    await warmUp(server.baseUrl + endpoint.path, warmupCount, {
      connections: settings.connections,
      headers: endpoint.headers,
    })
  }
  const apiRuns: ServerRun[] = []
  const plainRuns: ServerRun[] = []
  // Alternating, so a noisy neighbour on the shared cores hits both sides alike.
  for (let run = 1; run <= settings.runs; run++) {
    const apiRun = await timedRun(api, () => load(api.baseUrl))
    const plainRun = await timedRun(plain, () => load(plain.baseUrl))
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
    generatorHeadroom:
      plainFigures.medianCpuMicrosPerRequest && plainFigures.medianGeneratorCpuMicrosPerRequest
        ? plainFigures.medianCpuMicrosPerRequest / plainFigures.medianGeneratorCpuMicrosPerRequest
        : undefined,
    hasGoal: endpoint.hasGoal,
  }
}
