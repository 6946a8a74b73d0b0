import { existsSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths.js'
import { runCommand } from './processes.js'

/**
 * The load generator: autocannon (pinned root devDependency), run as its own process through its
 * CLI so it gets a whole event loop, the way wrk would. wrk is not installed on the machines the
 * shop is measured on; autocannon comes with `npm ci`.
 */
export const AUTOCANNON = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js')

export interface LoadSettings {
  connections: number
  /** Either a fixed time or a fixed number of requests (a warm-up). */
  durationSeconds?: number
  amount?: number
  headers: Record<string, string>
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Answers that were not 2xx: a rate limit or an error would make req/s meaningless. */
  non2xx: number
  /** Connection errors and timeouts. */
  socketErrors: number
}

export function isLoadGeneratorAvailable(): boolean {
  return existsSync(AUTOCANNON)
}

interface AutocannonJson {
  requests?: { average?: number; total?: number }
  latency?: { p50?: number; p99?: number }
  non2xx?: number
  errors?: number
  timeouts?: number
}

function numberOr(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`autocannon's JSON has no ${name}`)
  }
  return value
}

/** Reads the figures the benchmark uses from `autocannon --json` output (the last JSON line). */
export function parseAutocannonOutput(output: string): LoadResult {
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((candidate) => candidate.trim().startsWith('{'))
  if (!line) throw new Error(`Could not read autocannon's output:\n${output}`)
  const json = JSON.parse(line) as AutocannonJson
  return {
    requestsPerSecond: numberOr(json.requests?.average, 'requests.average'),
    p50Ms: numberOr(json.latency?.p50, 'latency.p50'),
    p99Ms: numberOr(json.latency?.p99, 'latency.p99'),
    requests: numberOr(json.requests?.total, 'requests.total'),
    non2xx: json.non2xx ?? 0,
    socketErrors: (json.errors ?? 0) + (json.timeouts ?? 0),
  }
}

export async function runLoad(url: string, settings: LoadSettings): Promise<LoadResult> {
  const args = [
    AUTOCANNON,
    '--json',
    '--connections',
    String(settings.connections),
    ...(settings.amount === undefined
      ? ['--duration', String(settings.durationSeconds ?? 10)]
      : ['--amount', String(settings.amount)]),
    ...Object.entries(settings.headers).flatMap(([name, value]) => [
      '--headers',
      `${name}=${value}`,
    ]),
    url,
  ]
  const result = await runCommand(process.execPath, args)
  if (result.code !== 0) {
    throw new Error(
      `autocannon ${args.slice(1).join(' ')} failed (exit ${result.code ?? 'signal'}):\n${result.stderr}`,
    )
  }
  return parseAutocannonOutput(result.stdout)
}
