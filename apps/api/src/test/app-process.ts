import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { apiRoot } from '../config/paths.js'
import type { InjectRequest, InjectResponse, Injector } from './injector.js'

/** The bundle `npm run build -w @scentia/api` writes; the process tests' global setup builds it. */
export const builtServer = path.join(apiRoot, 'dist', 'server.js')

/**
 * The Node that runs the built server: `SCENTIA_SERVER_NODE` when set (CI points it at the newest
 * LTS, so the shipped server is proven on it while the in-process tests run once, on the machine's
 * Node; docs/decisions/026), otherwise the Node running the tests.
 */
export const serverNode = process.env.SCENTIA_SERVER_NODE ?? process.execPath

/** A JWT secret every process of one test shares, as one deployment's processes do. */
export const SHARED_JWT_SECRET = 'process-tests-secret-that-is-long-enough-for-hs256'

export interface AppProcess extends Injector {
  /** e.g. "A" or "B": names the process in failures and in its captured output. */
  name: string
  /** http://127.0.0.1:<port> */
  url: string
  child: ChildProcess
  /** Resolves when the process has exited, with its code (null if a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** stdout and stderr so far (the log, for failure messages). */
  output(): string
  /** SIGTERM, then the exit; SIGKILL if it has not exited within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface StartOptions {
  name: string
  /** The process's environment on top of a minimal base (PATH, NODE_ENV=development, HOST, PORT). */
  env: Record<string, string>
  /** The path polled until it answers 200 (default the readiness check). */
  waitFor?: string
  timeoutMs?: number
}

/** A port the OS says is free now; the child binds it a moment later. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

const OUTPUT_LIMIT = 64 * 1024

/**
 * Starts the built API (`node apps/api/dist/server.js`) as a real child process on 127.0.0.1 and
 * resolves once it answers `waitFor`. Requests go over real sockets, so whatever holds between
 * processes (the database, the shared secret) is exercised, not an in-process shortcut.
 */
export async function startAppProcess(options: StartOptions): Promise<AppProcess> {
  if (!existsSync(builtServer)) {
    throw new Error(`${builtServer} is missing: run npm run build -w @scentia/api`)
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(serverNode, [builtServer], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: SHARED_JWT_SECRET,
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT)
  }
  child.stdout.on('data', capture)
  child.stderr.on('data', capture)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal })
    })
  })

  const app: AppProcess = {
    name: options.name,
    url,
    child,
    exited,
    output: () => output,
    inject: (request) => httpInject(url, request),
    async stop(timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
      try {
        return await exited
      } finally {
        clearTimeout(timer)
      }
    },
  }

  const waitFor = options.waitFor ?? '/api/health/ready'
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process ${options.name} exited while starting:\n${output}`)
    try {
      const res = await fetch(`${url}${waitFor}`)
      if (res.status === 200) return app
    } catch {
      // Not listening yet: it migrates and seeds first.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`process ${options.name} did not answer ${waitFor} in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** `app.inject()`'s request, sent over HTTP to a running process. */
export async function httpInject(base: string, request: InjectRequest): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...request.headers }
  let body: string | undefined
  if (request.payload !== undefined) {
    body = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload)
    // Lower-case names, as the fixtures write them; a raw body brings its own type.
    headers['content-type'] ??= 'application/json'
  }
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  })
  const text = await response.text()
  return {
    statusCode: response.status,
    body: text,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- light-my-request's json<T>()
    json: <T>() => JSON.parse(text) as T,
  }
}
