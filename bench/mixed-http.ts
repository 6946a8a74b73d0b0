import { performance } from 'node:perf_hooks'

/** The mixed workload's HTTP calls: timed, never throwing, and judged by status. */

/** An answer slower than this is no answer (the SPA gives up on an order after 30 s, docs/product.md §S9). */
const REQUEST_TIMEOUT_MS = 30_000

export interface Answer {
  status: number
  durationMs: number
  body: string
  error?: string
}

/**
 * One request, timed from before the call until the whole body is read (fetch, undici's
 * keep-alive pool). Network failures are answers with status 0, never exceptions.
 */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = await response.text()
    return { status: response.status, durationMs: performance.now() - started, body }
  } catch (error) {
    return {
      status: 0,
      durationMs: performance.now() - started,
      body: '',
      error: error instanceof Error ? error.name : 'error',
    }
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
