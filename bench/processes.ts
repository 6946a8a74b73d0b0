import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { onCleanup } from './cleanup.js'

/** The last lines a child printed, kept for the error message when it fails. */
class OutputTail {
  private text = ''
  constructor(private readonly maxChars = 8000) {}
  append(chunk: Buffer | string) {
    this.text = (this.text + chunk.toString()).slice(-this.maxChars)
  }
  toString() {
    return this.text.trim()
  }
}

export interface CommandResult {
  code: number | null
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Copy the child's output to our stderr as it comes (stdout stays free for the report). */
  shouldEcho?: boolean
}

/**
 * Runs a command to completion and returns its output. The child is killed if the benchmark is
 * interrupted. Rejects only when the command cannot be started (ENOENT…); a non-zero exit is a
 * result for the caller to judge.
 */
export async function runCommand(
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<CommandResult> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const unregister = onCleanup(() => stopProcess(child))
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (options.shouldEcho) process.stderr.write(chunk)
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    if (options.shouldEcho) process.stderr.write(chunk)
  })
  try {
    const [code] = (await once(child, 'close')) as [number | null]
    return { code, stdout, stderr }
  } finally {
    unregister()
  }
}

/** Whether a program can be started at all (`wrk --version` exits 1 but runs). */
export async function isCommandAvailable(
  command: string,
  args: string[] = ['--version'],
): Promise<boolean> {
  try {
    await runCommand(command, args)
    return true
  } catch {
    return false
  }
}

async function tryListen(port: number): Promise<number | undefined> {
  const server = createServer()
  server.listen(port, '127.0.0.1')
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error as Error)),
    ])
  } catch {
    return undefined
  }
  const address = server.address()
  server.close()
  await once(server, 'close')
  return address === null || typeof address === 'string' ? undefined : address.port
}

/** `BENCH_PORTS=3102-3109`: the ports this run may listen on, for a machine shared by several runs. */
export function parsePortRange(value: string | undefined): number[] | undefined {
  const match = /^(\d+)-(\d+)$/.exec(value?.trim() ?? '')
  if (!match) return undefined
  const [from, to] = [Number(match[1]), Number(match[2])]
  if (from < 1 || to > 65_535 || from > to) return undefined
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset)
}

/** Ports this process has handed out (`findFreePort`), never handed out twice. */
const handedOut = new Set<number>()

/**
 * A TCP port nobody listens on right now: from `BENCH_PORTS` when it is set (several people
 * benchmarking on one machine keep to their own ports), else from the kernel's ephemeral range.
 */
export async function findFreePort(): Promise<number> {
  const range = parsePortRange(process.env.BENCH_PORTS)
  for (const port of range ?? [0]) {
    // A port handed out is not yet listened on until its server starts: two servers started
    // together (compare-builds.ts) were both given the first port of the range, the second
    // failed to bind, and both sides' runs measured the first one.
    if (handedOut.has(port)) continue
    const free = await tryListen(port)
    if (free !== undefined && !handedOut.has(free)) {
      handedOut.add(free)
      return free
    }
  }
  throw new Error(
    `Could not find a free port${range ? ` in BENCH_PORTS=${process.env.BENCH_PORTS}` : ''}`,
  )
}

/** SIGTERM, then SIGKILL if the process is still there after the grace period. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const stopped = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])
  if (!stopped) {
    child.kill('SIGKILL')
    await exited
  }
}

export interface RunningServer {
  name: string
  baseUrl: string
  /** The server's process id (to read its CPU time from /proc); undefined if it never started. */
  pid?: number | undefined
  stop: () => Promise<void>
  /** What the server printed so far (its warnings and errors, at LOG_LEVEL=warn). */
  output: () => string
}

export interface StartServerOptions {
  name: string
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  /** Where `--import tsx` and relative paths resolve from. */
  cwd: string
  port: number
  /** A path answering 200 once the server is ready. */
  readyPath: string
  timeoutMs: number
}

/**
 * Starts a server and resolves once `readyPath` answers 200. Fails with the server's own output
 * if it exits or is not ready in time (a first start on a fresh DATA_DIR migrates and seeds).
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tail = new OutputTail()
  child.stdout.on('data', (chunk: Buffer) => {
    tail.append(chunk)
  })
  child.stderr.on('data', (chunk: Buffer) => {
    tail.append(chunk)
  })
  const stop = async () => {
    await stopProcess(child)
    unregister()
  }
  const unregister = onCleanup(() => stopProcess(child))
  const baseUrl = `http://127.0.0.1:${options.port}`

  let exitError: Error | undefined
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  child.once('exit', (code, signal) => {
    exitError = new Error(
      `${options.name} exited (${signal ?? `code ${code}`}) before it was ready:\n${tail.toString()}`,
    )
  })

  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    if (spawnError) {
      await stop()
      throw new Error(`Could not start ${options.name}: ${spawnError.message}`)
    }
    if (exitError) {
      unregister()
      throw exitError
    }
    try {
      const response = await fetch(baseUrl + options.readyPath, {
        signal: AbortSignal.timeout(2000),
      })
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `${options.name} was not ready after ${options.timeoutMs / 1000} s:\n${tail.toString()}`,
      )
    }
    await sleep(250)
  }
  return { name: options.name, baseUrl, pid: child.pid, stop, output: () => tail.toString() }
}
