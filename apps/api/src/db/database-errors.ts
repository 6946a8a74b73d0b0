/**
 * How a database failure reads, whichever driver raised it. drizzle wraps the driver's error in
 * one of its own (`cause`), and pg reports a lost connection sometimes with a SQLSTATE, sometimes
 * with a Node socket code, sometimes with a bare message.
 */

/** The SQLSTATE (or socket code) of an error, looked for along its `cause` chain. */
export function databaseErrorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  return typeof code === 'string' ? code : databaseErrorCode(cause, depth + 1)
}

/**
 * SQLSTATEs of a server that is restarting, shutting down or full: class 08 (connection
 * exception), 57P01–57P03 (terminated by a shutdown or a crash, not accepting connections yet),
 * 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/

/** A socket that could not reach the server, or lost it. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * pg's own words when a connection ends or the pool cannot get one in time; these errors carry no
 * code ("Connection terminated unexpectedly", "timeout exceeded when trying to connect", "Client
 * has encountered a connection error and is not queryable").
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/

function messagesOf(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 5) return []
  return [error.message, ...messagesOf(error.cause, depth + 1)]
}

/**
 * Whether a request failed because the database is out of reach for a while (a restart, a
 * failover, a network cut), not because of the request or a bug: the shop answers 503 and the
 * pool reconnects by itself (docs/operations.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error)
  if (code !== undefined && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true
  return messagesOf(error).some((message) => UNAVAILABLE_MESSAGE.test(message))
}
