/**
 * The request log without secrets (issue 9, PRODUCT §6). Verification and reset links carry their
 * token in `?token=`, and a shopper opening one is a GET the log records; logs travel to places
 * (terminals, log shippers, support tickets) a one-time sign-in credential must not. So:
 * - logged URLs keep their path and their harmless query parameters, and mask the secret ones;
 * - any logged object's credentials (headers, passwords, tokens, card fields) are censored by
 *   pino's redaction, whoever logs them, in case a future log line carries a body or headers.
 */

export const REDACTED = '[REDACTED]'

/** Query parameters whose values are credentials. Compared lower-cased. */
const SECRET_QUERY_PARAMETERS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'reset_token',
  'code',
  'password',
  'secret',
  'key',
  'signature',
])

/** Field names that hold a credential or card data, wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'new_password',
  'newPassword',
  'old_password',
  'oldPassword',
  'current_password',
  'currentPassword',
  'confirm_password',
  'confirmPassword',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'secretKey',
  'jwtSecret',
  'card',
  'card_number',
  'cardNumber',
  'cvv',
  'pin',
]

/**
 * pino's redaction paths: each field at the top of a log object and two levels down
 * (`{ req: { headers: { authorization } } }`). fast-redact's wildcards match one level each, so
 * each depth is spelt out; the paths are compiled once, not searched per line.
 */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  // Header names with a hyphen need the bracket form.
  ...['set-cookie', 'x-paystack-signature'].flatMap((header) => [
    `headers["${header}"]`,
    `*.headers["${header}"]`,
  ]),
]

/**
 * A URL as it may be logged: the path as it was, each secret query parameter's value replaced by
 * [REDACTED]. Works on the raw string (no URL parsing, which could throw or normalise), one pass.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const query = url.slice(queryStart + 1)
  const masked = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const rawName = equals === -1 ? pair : pair.slice(0, equals)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '))
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_QUERY_PARAMETERS.has(name.trim().toLowerCase())
        ? `${rawName}=${REDACTED}`
        : pair
    })
    .join('&')
  return `${url.slice(0, queryStart)}?${masked}`
}

/** The parts of a request the log shows; anything logged as `req` passes through here. */
interface LoggableRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * What a request looks like in the log: Fastify's default fields, with the URL redacted. Also
 * applied to any object a module logs under `req`, so nothing is assumed to be there.
 */
export function serializeRequest(request: LoggableRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Fastify's logger options for the app: the level, and the redaction above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
  }
}
