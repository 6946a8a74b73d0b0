import { performance } from 'node:perf_hooks'

/** The mixed workload's HTTP calls: timed, never throwing, and judged by status. */

/** An answer slower than this is no answer (the SPA gives up on an order after 30 s, docs/product.md §S9). */
export const REQUEST_TIMEOUT_MS = 30_000

export interface Answer {
  status: number
  durationMs: number
  body: string
  error?: string
}

/**
 * One request, timed from before the call until the whole body is read (fetch, undici's
 * keep-alive pool). Network failures are answers with status 0, never exceptions.
 *
 * The deadline covers the body too and is our own timer, raced against the call rather than
 * trusted to fetch: at 20,000 products (an 18 MB catalogue answer) shoppers of the mixed
 * workload were left awaiting `response.text()` with no socket open and no timer pending, so
 * `AbortSignal.timeout` had not fired and the run waited forever (decision 005, 2026-11-28).
 */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve('timeout')
    }, timeoutMs)
  })
  const exchange = (async () => {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: controller.signal,
    })
    return { status: response.status, body: await response.text() }
  })()
  // Whatever the exchange does after the deadline (reject on the abort, or nothing) is dropped.
  exchange.catch(() => undefined)
  try {
    const outcome = await Promise.race([exchange, deadline])
    const durationMs = performance.now() - started
    if (outcome === 'timeout') return { status: 0, durationMs, body: '', error: 'TimeoutError' }
    return { status: outcome.status, durationMs, body: outcome.body }
  } catch (error) {
    return {
      status: 0,
      durationMs: performance.now() - started,
      body: '',
      error: error instanceof Error ? error.name : 'error',
    }
  } finally {
    clearTimeout(timer)
  }
}

/** The answer's JSON, or undefined when it is none; callers say what shape they expect. */
export function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

export function expectOk(what: string, answer: Answer, expected: number[] = [200]): void {
  if (!expected.includes(answer.status)) {
    throw new Error(
      `${what} answered ${answer.status || answer.error}: ${answer.body.slice(0, 300)}`,
    )
  }
}
