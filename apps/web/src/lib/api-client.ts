import {
  ERROR_MESSAGES,
  toAuthError,
  type AuthError,
  type ErrorType,
  type HttpFailure,
} from '@scentia/domain/http/errors'
import type { ZodType } from 'zod'

/** docs/product.md §S7 / §9: every API call gives up after 60 s. */
export const API_TIMEOUT_MS = 60_000

/**
 * Starts loading a module's contracts (decision 042) when it loads, in development, so the first
 * answer checked does not wait on zod. Not under test: a load still in flight when a test file
 * ends is cut off by the runner's teardown and fails the run; a test awaits its own check (and
 * the shared worker has zod loaded already, src/test/shared-modules.ts).
 */
export function preloadContract(load: () => Promise<unknown>): void {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') void load()
}

/** docs/product.md §S4 Session: a 401 is broadcast so the session store can clear itself. */
export const UNAUTHORIZED_EVENT = 'scentia:unauthorized'

/**
 * An API failure: docs/product.md §S3's error object (message, type, statusCode, details) as an Error, so
 * TanStack Query and error boundaries treat it like any other. The mapping is the domain's.
 */
export class ApiError extends Error implements AuthError {
  readonly type: ErrorType
  /** HTTP status; null when no response came back. */
  readonly statusCode: number | null
  /** The parsed response body; null without one. */
  readonly details: unknown

  constructor({ message, type, statusCode, details }: AuthError) {
    super(message)
    this.name = 'ApiError'
    this.type = type
    this.statusCode = statusCode
    this.details = details
  }

  static from(failure: HttpFailure): ApiError {
    return new ApiError(toAuthError(failure))
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Returns the bearer token to send, or null (expired tokens are never sent, docs/product.md §S5). */
export type AuthTokenProvider = () => string | null

let authTokenProvider: AuthTokenProvider = () => null

/** The session work plugs its store in here; until then requests go out without a token. */
export function setAuthTokenProvider(provider: AuthTokenProvider): void {
  authTokenProvider = provider
}

/**
 * The bearer token a request would carry now, for the one call that cannot go through fetch: the
 * catalogue upload, whose progress only XMLHttpRequest reports.
 */
export function currentAuthToken(): string | null {
  return authTokenProvider()
}

/** Subscribes to 401 broadcasts; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener)
  return () => {
    window.removeEventListener(UNAUTHORIZED_EVENT, listener)
  }
}

type QueryValue = string | number | boolean | null | undefined

/**
 * A contract fetched only when an answer is checked: `() => import('@scentia/contracts/…')`.
 * Code in the first-load shell passes one, so zod and the schema stay in a chunk of their own
 * that production never loads (decisions 036, 042).
 */
export type ContractLoader<T> = () => Promise<ZodType<T>>

export interface ApiRequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON; a Blob (a File) is sent as its raw bytes with its own content type. */
  body?: unknown
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal | undefined
  /** Send the bearer token when there is one (default true; login and sign-up pass false). */
  auth?: boolean
  headers?: Record<string, string>
  timeoutMs?: number
  /**
   * The answer's contract from packages/contracts (docs/decisions/042): the answer is parsed with
   * it in development and tests, so a drift between the API and the storefront fails there.
   */
  schema?: ZodType<T> | ContractLoader<T>
  /**
   * Parse in production too: for answers whose wrong shape would cost a shopper money (the
   * checkout's prices, the payment, an order's totals). A mismatch is a server error, not a
   * figure shown.
   */
  alwaysCheck?: boolean
}

export interface ApiResponse<T> {
  status: number
  data: T
  headers: Headers
}

/**
 * How requests leave: the browser's fetch, or on the server (docs/product.md §8) the API answering
 * in-process, so a server-rendered page reads exactly what the browser would.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>
let transport: Transport = (url, init) => fetch(url, init)

/** The server renderer's hook: send every call through `next` instead of the network. */
export function setApiTransport(next: Transport): void {
  transport = next
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}?${search}` : url
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    // A proxy's HTML error page, say: keep the text so the mapping can fall back to its own words.
    return text
  }
}

/**
 * The one way the storefront talks to the API: JSON in and out, a 60 s timeout, the bearer
 * token when signed in, and every failure turned into an `ApiError` by docs/product.md §S8's mapping.
 * Resolves with the status too, for calls whose meaning depends on it (login's 204).
 */
export async function apiFetch<T>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, signal, auth = true, headers = {}, schema } = options
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS

  const controller = new AbortController()
  // An object, not a let: the flag flips inside a callback, which narrowing cannot see.
  const deadline = { passed: false }
  const timer = setTimeout(() => {
    deadline.passed = true
    controller.abort()
  }, timeoutMs)
  // AbortSignal.any is too new for some phones in use; link the caller's signal by hand.
  const abortFromCaller = () => {
    controller.abort()
  }
  if (signal?.aborted) controller.abort()
  else signal?.addEventListener('abort', abortFromCaller, { once: true })

  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers }
  // A file upload (the console's product photo) is the one body that is not JSON.
  const isRaw = body instanceof Blob
  if (isRaw) requestHeaders['Content-Type'] = body.type || 'application/octet-stream'
  else if (body !== undefined) requestHeaders['Content-Type'] = 'application/json'
  const token = auth ? authTokenProvider() : null
  if (token) requestHeaders.Authorization = `Bearer ${token}`

  let response: Response
  let data: unknown
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: isRaw ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    })
    // Still under the timeout: a body that stalls half-way is as dead as no answer.
    data = await readBody(response)
  } catch {
    throw ApiError.from({
      kind: deadline.passed ? 'timeout' : controller.signal.aborted ? 'cancelled' : 'network',
    })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abortFromCaller)
  }

  if (!response.ok) {
    const error = ApiError.from({ kind: 'response', status: response.status, body: data })
    if (response.status === 401 && typeof window !== 'undefined')
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
    throw error
  }
  if (schema && (options.alwaysCheck || import.meta.env.DEV)) {
    const contract = typeof schema === 'function' ? await schema() : schema
    const parsed = contract.safeParse(data)
    if (!parsed.success)
      throw new ApiError({
        message: ERROR_MESSAGES.server,
        type: 'SERVER_ERROR',
        statusCode: response.status,
        details: { body: data, issues: parsed.error.issues },
      })
    return { status: response.status, data: parsed.data, headers: response.headers }
  }
  // Unchecked: an answer without a contract yet, or a checked one in production (decision 042).
  return { status: response.status, data: data as T, headers: response.headers }
}

/** `apiFetch` for the usual case: just the parsed body. */
export async function apiRequest<T>(path: string, options?: ApiRequestOptions<T>): Promise<T> {
  const { data } = await apiFetch<T>(path, options)
  return data
}
