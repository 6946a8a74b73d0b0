import { inspect } from 'node:util'

/**
 * The request log without secrets (docs/product.md §6). Verification and reset links carry their
 * token in `?token=`, and a shopper opening one is a GET the log records; logs travel to places
 * (terminals, log shippers, support tickets) a one-time sign-in credential must not. So:
 * - logged URLs keep their path and their harmless query parameters, and mask the secret ones,
 *   and the tokens some paths carry (a shared wishlist's);
 * - credentials in a logged object (passwords, tokens, card fields, auth headers: at the top of
 *   the object, or in a logged `body` or `headers`) are censored, whoever logs them, in case a
 *   future log line carries a body or headers.
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

/** Field names that hold a credential or card data (the API's bodies use these spellings). */
const SECRET_FIELDS = [
  'password',
  'new_password',
  'current_password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'access_token',
  'refresh_token',
  'secretKey',
  'jwtSecret',
  'card',
  'card_number',
  'cvv',
  'pin',
]

/** Headers that carry a credential. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-paystack-signature']

/**
 * pino's redaction paths: the secret fields at the top of a log object. Nested objects are left
 * to the serializers below: fast-redact's nested paths cost ~5 µs a line, wildcards ~45 µs,
 * against ~1 µs for a line unredacted (measured with pino on this machine), and the request log
 * writes two lines per request. Top-level paths cost nothing measurable.
 */
export const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_HEADERS.map((header) => `["${header}"]`)]

const SECRET_KEYS = new Set([...SECRET_FIELDS, ...SECRET_HEADERS].map((key) => key.toLowerCase()))

/**
 * A logged body or header set with every credential replaced by [REDACTED] (keys compared
 * case-insensitively, since header names are). A serializer runs only when a line carries that
 * key, so the request log pays nothing for it.
 */
export function censorSecrets(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) =>
      SECRET_KEYS.has(key.toLowerCase()) ? [key, REDACTED] : [key, entry],
    ),
  )
}

/**
 * Paths whose next segment is a credential: a shared wishlist's token (whoever holds it reads the
 * list and its owner's first name; the page and its API call both carry it) and the Paystack
 * sandbox's access code. `generate` and `revoke` are the share calls' own names, not tokens.
 */
const SECRET_PATH = /^((?:\/api)?\/wishlist\/share\/|\/api\/sandbox\/paystack\/checkout\/)([^/?#]+)/
const PATH_WORDS = new Set(['generate', 'revoke'])

function redactPath(path: string): string {
  return path.replace(SECRET_PATH, (whole, prefix: string, segment: string) =>
    PATH_WORDS.has(segment) ? whole : `${prefix}${REDACTED}`,
  )
}

/**
 * A URL as it may be logged: secret path segments and each secret query parameter's value
 * replaced by [REDACTED]. Works on the raw string (no URL parsing, which could throw or
 * normalise), one pass.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return redactPath(url)
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
  return `${redactPath(url.slice(0, queryStart))}?${masked}`
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

/** A failed query's message ends with its parameters (drizzle's "Failed query: …\nparams: …"). */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/

/** Error fields that echo the values a query wrote (PostgreSQL's `detail`: "Key (email)=(…)"). */
const VALUE_FIELDS = new Set(['params', 'detail', 'parameters'])

const stripParameters = (text: string) => text.replace(QUERY_PARAMETERS, `\nparams: ${REDACTED}`)

/** An object's own fields as the log may show them: values a query wrote are censored. */
function loggableFields(value: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'cause') continue
    fields[key] = VALUE_FIELDS.has(key)
      ? REDACTED
      : typeof entry === 'string'
        ? stripParameters(entry)
        : entry
  }
  return fields
}

/**
 * An error as the log shows it. A failed query carries its parameters in its message, its stack
 * and a `params` field, and PostgreSQL's own error names the conflicting values in `detail`: an
 * INSERT into users would write an argon2 hash, an email and a phone number to the log. The SQL
 * text and the error code stay (they are what a maintainer needs); the values go.
 *
 * pino runs this for whatever a line carries under `err`, and a serializer that throws takes the
 * log call, and the code that made it, down with it: the outbox worker once logged a provider's
 * answer as a string here, and the throw ended its round before the retry was recorded. So any
 * value is accepted, and every one is logged in the same shape (`err.message` is always a string
 * a log query can match): a string becomes the message, an object keeps its fields, and anything
 * that still cannot be read is logged as unreadable instead of throwing.
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  try {
    if (value instanceof Error) return serializeErrorObject(value, depth)
    if (typeof value === 'object' && value !== null) {
      const { message } = value as { message?: unknown }
      return {
        ...loggableFields(value),
        type: 'Object',
        message: typeof message === 'string' ? stripParameters(message) : '',
        stack: '',
      }
    }
    return {
      type: value === null ? 'null' : typeof value,
      message: typeof value === 'string' ? stripParameters(value) : String(value),
      stack: '',
    }
  } catch {
    return { type: 'unreadable', message: 'the logged error could not be read', stack: '' }
  }
}

function serializeErrorObject(error: Error, depth: number): SerializedError {
  // Anyone may assign a number to `message`; typed as a string, it need not be one.
  const rawMessage: unknown = error.message
  const message = stripParameters(typeof rawMessage === 'string' ? rawMessage : inspect(rawMessage))
  // The stack starts with the message, parameters included: rebuild it from the frames alone.
  const stack = typeof error.stack === 'string' ? error.stack : ''
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line))
  const cause: unknown = error.cause
  const serialized: SerializedError = {
    ...loggableFields(error),
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  }
  if (cause !== undefined) {
    // A cause chain can loop (an error that is its own cause): four levels say enough.
    serialized['cause'] = depth < 4 ? serializeError(cause, depth + 1) : '[cause omitted]'
  }
  return serialized
}

/** pino's shape for a logged error. */
interface SerializedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

/** Fastify's logger options for the app: the level, and the redaction above. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      body: censorSecrets,
      headers: censorSecrets,
      err: serializeError,
    },
  }
}
