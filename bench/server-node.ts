import { execFileSync } from 'node:child_process'

/**
 * The Node the bench runs the shop (and the plain node:http server beside it) on. Production
 * deploys on Node 26 (docs/operations.md), and CI starts the built server on it through
 * `SCENTIA_SERVER_NODE` (decision 026); the bench reads the same variable, so its throughput is
 * the deployed runtime's. Unset, the bench's own Node runs both, and the report says so.
 */
export const DEPLOYED_NODE_MAJOR = 26

export interface ServerRuntime {
  /** The executable both servers run on. */
  command: string
  /** `process.version`'s form, e.g. `v26.12.1`. */
  version: string
  /** Where the choice came from: `SCENTIA_SERVER_NODE` or the bench's own Node. */
  source: 'SCENTIA_SERVER_NODE' | 'the bench’s own Node'
}

/** The runtime `env` names: its `SCENTIA_SERVER_NODE`, asked for its version, or this Node. */
export function runtimeFrom(env: NodeJS.ProcessEnv): ServerRuntime {
  const fromEnv = env.SCENTIA_SERVER_NODE
  if (!fromEnv) {
    return { command: process.execPath, version: process.version, source: 'the bench’s own Node' }
  }
  const version = execFileSync(fromEnv, ['--version'], { encoding: 'utf8' }).trim()
  return { command: fromEnv, version, source: 'SCENTIA_SERVER_NODE' }
}

let known: ServerRuntime | undefined

/** This run's runtime, read once: every server the run starts uses the same one. */
export function serverRuntime(): ServerRuntime {
  known ??= runtimeFrom(process.env)
  return known
}

/** `v26.12.1` → 26. */
export function majorOf(version: string): number {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? Number.NaN)
}
