/** The error types every failed API call is sorted into (docs/product.md §S8). */
export const ERROR_TYPES = [
  'NETWORK_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'NOT_FOUND',
  'UNKNOWN_ERROR',
] as const
export type ErrorType = (typeof ERROR_TYPES)[number]

/** The auth error object of docs/product.md §S3: what the SPA's API client rejects with. */
export interface AuthError {
  message: string
  type: ErrorType
  /** The HTTP status; null when no response arrived. */
  statusCode: number | null
  /** The response body as received, for the error page's Technical Details; null without one. */
  details: unknown
}

/** How a call failed, as the HTTP client saw it. */
export type HttpFailure =
  | { kind: 'response'; status: number; body?: unknown }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'cancelled' }

export const ERROR_MESSAGES = {
  server: 'Server error - please try again later',
  unexpected: 'An unexpected error occurred',
  timeout: 'Request timeout',
  network: 'Network error - please check your connection',
  cancelled: 'Request was cancelled',
  verifyEmail: 'Please verify your email',
  /** docs/product.md §S6: a protected call without login. */
  notAuthenticated: 'Not authenticated',
} as const

/** The statuses whose server text is never shown (docs/product.md §S8): a gateway's page is no message. */
const SERVER_ERROR_STATUSES: readonly number[] = [500, 502, 503, 504]

/**
 * The server's text: its `error` field, else its `message` field (docs/product.md §S8; `error` is
 * preferred, as the products and wishlist messages say). Blank text is no text.
 */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  for (const key of ['error', 'message'] as const) {
    const value: unknown = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return null
}

/** The docs/product.md §S8 mapping from a failed call to the error object the screens show. */
export function toAuthError(failure: HttpFailure): AuthError {
  switch (failure.kind) {
    case 'timeout':
      return {
        message: ERROR_MESSAGES.timeout,
        type: 'NETWORK_ERROR',
        statusCode: null,
        details: null,
      }
    case 'network':
      return {
        message: ERROR_MESSAGES.network,
        type: 'NETWORK_ERROR',
        statusCode: null,
        details: null,
      }
    case 'cancelled':
      return {
        message: ERROR_MESSAGES.cancelled,
        type: 'UNKNOWN_ERROR',
        statusCode: null,
        details: null,
      }
    case 'response':
      return responseError(failure.status, failure.body)
  }
}

function responseError(status: number, body: unknown): AuthError {
  const details = body ?? null
  const text = serverMessage(body)
  const error = (type: ErrorType, message: string): AuthError => ({
    message,
    type,
    statusCode: status,
    details,
  })

  // Only login treats a 204 as a failure: it answers 204 to an unverified account (docs/product.md §S4).
  if (status === 204) return error('FORBIDDEN', ERROR_MESSAGES.verifyEmail)
  if (status === 400 || status === 422)
    return error('VALIDATION_ERROR', text ?? ERROR_MESSAGES.unexpected)
  if (status === 401) return error('UNAUTHORIZED', text ?? ERROR_MESSAGES.notAuthenticated)
  if (status === 403) return error('FORBIDDEN', text ?? ERROR_MESSAGES.unexpected)
  if (status === 404) return error('NOT_FOUND', text ?? ERROR_MESSAGES.unexpected)
  if (SERVER_ERROR_STATUSES.includes(status)) return error('SERVER_ERROR', ERROR_MESSAGES.server)
  return error('UNKNOWN_ERROR', text ?? ERROR_MESSAGES.unexpected)
}

/** "Logout or any 401 clears token, user data and the stored last profile update time" (docs/product.md §S4). */
export function shouldClearSession(error: Pick<AuthError, 'statusCode'>): boolean {
  return error.statusCode === 401
}

/**
 * Login needs email verification when answered 204 or 403, or when its message contains
 * 'not verified' (docs/product.md §S4), in whatever case the server wrote it.
 */
export function needsEmailVerification(error: Pick<AuthError, 'statusCode' | 'message'>): boolean {
  return (
    error.statusCode === 204 ||
    error.statusCode === 403 ||
    error.message.toLowerCase().includes('not verified')
  )
}
