import { readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths.js'
import { isCommandAvailable, runCommand } from './processes.js'

/**
 * The load generator: wrk (Debian's package, a C program on epoll), one thread. A Node load
 * generator (autocannon) saturated before the servers it measured on these 2 cores, so both
 * sides read alike; wrk spends a fraction of the server's CPU per request, and every run shows
 * it (`generatorCpuSeconds`, decision 005).
 */
export const WRK = process.env.WRK_PATH ?? 'wrk'

export const WRK_MISSING_MESSAGE =
  'wrk is not installed: run `apt-get install wrk` (Debian/Ubuntu; `brew install wrk` on macOS), ' +
  'or set WRK_PATH, to measure API throughput.'

/** Prints wrk's summary as one JSON line (wrk-report.lua). */
const REPORT_SCRIPT = path.join(repoRoot, 'bench', 'wrk-report.lua')

/** One wrk thread: the server under test keeps the other core. */
const THREADS = 1

export interface LoadSettings {
  connections: number
  durationSeconds: number
  headers: Record<string, string>
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  durationSeconds: number
  /**
   * Answers wrk counts as errors by status (4xx and 5xx): a rate limit or an error would make
   * req/s meaningless.
   */
  non2xx: number
  /** Connection, read and write errors and timeouts. */
  socketErrors: number
  /** CPU seconds wrk itself used (user + system); undefined off Linux. */
  generatorCpuSeconds: number | undefined
}

export function isLoadGeneratorAvailable(): Promise<boolean> {
  // `wrk --version` prints its banner and exits 1: that it starts at all is the answer.
  return isCommandAvailable(WRK, ['--version'])
}

interface WrkJson {
  requests?: unknown
  durationUs?: unknown
  connectErrors?: unknown
  readErrors?: unknown
  writeErrors?: unknown
  statusErrors?: unknown
  timeouts?: unknown
  p50Us?: unknown
  p99Us?: unknown
}

function numberOr(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`wrk's summary has no ${name}`)
  }
  return value
}

/** Reads the figures the benchmark uses from wrk's output (wrk-report.lua's JSON line, the last). */
export function parseWrkOutput(output: string): Omit<LoadResult, 'generatorCpuSeconds'> {
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((candidate) => candidate.trim().startsWith('{'))
  if (!line) throw new Error(`Could not read wrk's output:\n${output}`)
  const json = JSON.parse(line) as WrkJson
  const requests = numberOr(json.requests, 'requests')
  const durationSeconds = numberOr(json.durationUs, 'durationUs') / 1e6
  if (durationSeconds <= 0) throw new Error(`wrk ran for no time:\n${output}`)
  const count = (value: unknown, name: string) => (value === undefined ? 0 : numberOr(value, name))
  return {
    requestsPerSecond: requests / durationSeconds,
    p50Ms: numberOr(json.p50Us, 'p50Us') / 1000,
    p99Ms: numberOr(json.p99Us, 'p99Us') / 1000,
    requests,
    durationSeconds,
    non2xx: count(json.statusErrors, 'statusErrors'),
    socketErrors:
      count(json.connectErrors, 'connectErrors') +
      count(json.readErrors, 'readErrors') +
      count(json.writeErrors, 'writeErrors') +
      count(json.timeouts, 'timeouts'),
  }
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds of this process's children that have exited and been waited for (cutime + cstime
 * of /proc/self/stat). Around one wrk run, with no other child ending meanwhile, the difference
 * is what wrk used. Undefined off Linux.
 */
export function exitedChildrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const seconds = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND
    return Number.isFinite(seconds) ? seconds : undefined
  } catch {
    return undefined
  }
}

export async function runLoad(url: string, settings: LoadSettings): Promise<LoadResult> {
  const args = [
    '--threads',
    String(THREADS),
    '--connections',
    String(settings.connections),
    '--duration',
    `${settings.durationSeconds}s`,
    '--script',
    REPORT_SCRIPT,
    ...Object.entries(settings.headers).flatMap(([name, value]) => [
      '--header',
      `${name}: ${value}`,
    ]),
    url,
  ]
  const before = exitedChildrenCpuSeconds()
  const result = await runCommand(WRK, args)
  const after = exitedChildrenCpuSeconds()
  if (result.code !== 0) {
    throw new Error(
      `wrk ${args.join(' ')} failed (exit ${result.code ?? 'signal'}):\n${result.stderr}${result.stdout}`,
    )
  }
  return {
    ...parseWrkOutput(result.stdout),
    generatorCpuSeconds: before === undefined || after === undefined ? undefined : after - before,
  }
}

/**
 * Sends at least `requests` requests, in runs of a second: warm-up by count, not time (a fresh
 * server answers its first few thousand requests at several times the CPU of a warm one, and a
 * busy machine may not reach that many in a fixed time). wrk itself only stops on time.
 */
export async function warmUp(
  url: string,
  requests: number,
  settings: Omit<LoadSettings, 'durationSeconds'>,
): Promise<void> {
  let sent = 0
  for (let round = 0; sent < requests; round++) {
    if (round >= 120) throw new Error(`Warming up ${url} sent only ${sent} requests in 120 s`)
    sent += (await runLoad(url, { ...settings, durationSeconds: 1 })).requests
  }
}
