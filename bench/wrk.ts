import { isCommandAvailable, runCommand } from './processes.js'

export const WRK = process.env.WRK_PATH ?? 'wrk'

export interface WrkSettings {
  threads: number
  connections: number
  durationSeconds: number
  headers: Record<string, string>
}

export interface WrkResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Answers that were not 2xx/3xx: a rate limit or an error would make req/s meaningless. */
  non2xx: number
  socketErrors: number
}

export async function isWrkAvailable(): Promise<boolean> {
  return isCommandAvailable(WRK, ['--version'])
}

const UNIT_TO_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** wrk prints durations as `812.00us`, `1.23ms`, `2.01s`. */
function parseDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected wrk duration "${text}"`)
  const factor = UNIT_TO_MS[match[2]]
  if (factor === undefined) throw new Error(`Unexpected wrk unit "${match[2]}"`)
  return Number(match[1]) * factor
}

/** Reads the figures the benchmark uses from `wrk --latency` output. */
export function parseWrkOutput(output: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output)?.[1]
  const p50 = /^\s+50%\s+(\S+)/m.exec(output)?.[1]
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1]
  const requests = /^\s+(\d+) requests in /m.exec(output)?.[1]
  if (rps === undefined || p50 === undefined || p99 === undefined || requests === undefined) {
    throw new Error(`Could not read wrk's output:\n${output}`)
  }
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? '0'
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0
  return {
    requestsPerSecond: Number(rps),
    p50Ms: parseDurationMs(p50),
    p99Ms: parseDurationMs(p99),
    requests: Number(requests),
    non2xx: Number(non2xx),
    socketErrors,
  }
}

export async function runWrk(url: string, settings: WrkSettings): Promise<WrkResult> {
  const args = [
    `-t${settings.threads}`,
    `-c${settings.connections}`,
    `-d${settings.durationSeconds}s`,
    '--latency',
    ...Object.entries(settings.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  const result = await runCommand(WRK, args)
  if (result.code !== 0)
    throw new Error(
      `wrk ${args.join(' ')} failed (exit ${result.code ?? 'signal'}):\n${result.stderr}`,
    )
  return parseWrkOutput(result.stdout)
}
