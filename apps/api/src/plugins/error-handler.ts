import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/database-errors.js'

/** Stable machine codes beside the human message (docs/product.md §S8 error types). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVER_ERROR'

/** An expected failure with the status and message the shopper should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message)
export const unauthorized = (message = 'Not authenticated') =>
  new HttpError(401, 'UNAUTHORIZED', message)
export const forbidden = (message = 'You are not allowed to do that') =>
  new HttpError(403, 'FORBIDDEN', message)
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message)

const SERVER_ERROR_MESSAGE = 'Server error - please try again later'

export const UNAVAILABLE_MESSAGE =
  'The shop is busy for a moment. Please try again in a few seconds.'

/** Seconds a client should wait before trying again while the database is out of reach. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

/** The machine code every answer with this status carries (docs/product.md §S8). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500) return 'SERVER_ERROR'
  return 'VALIDATION_ERROR'
}

/** A service's refusal as the error its route throws: the status, its one code, the message. */
export const refusal = (status: number, message: string) =>
  new HttpError(status, codeForStatus(status), message)

/** A service's expected failure, as a value (STYLE): the route answers it with its status. */
export interface Failure {
  ok: false
  status: 400 | 401 | 403 | 404 | 409
  message: string
}

export type Result<T> = { ok: true; value: T } | Failure

export const failure = (status: Failure['status'], message: string): Failure => ({
  ok: false,
  status,
  message,
})

/** A route's answer to a service's result: its value, or the failure as its HTTP error. */
export function unwrapResult<T>(result: Result<T>): T {
  if (result.ok) return result.value
  throw refusal(result.status, result.message)
}

/**
 * Every error leaves as `{ success: false, message, code }` (docs/product.md §S8): validation, malformed
 * JSON, oversize bodies, rate limits and unknown /api paths included. 5xx bodies never carry
 * internals; the log does.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Every issue's message is a sentence for a person: the schema's own, else the domain's
      // validationMessage, installed as zod's error map in buildApp.
      return reply.status(400).send({
        success: false,
        code: 'VALIDATION_ERROR',
        message: error.validation[0]?.message ?? 'Please check what you entered and try again.',
      })
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, code: error.code, message: error.message })
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: the pool reconnects by itself, so this is a
      // "try again shortly" (503 with Retry-After), not a bug (docs/operations.md).
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ success: false, code: 'SERVER_ERROR', message: UNAVAILABLE_MESSAGE })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(status)
        .send({ success: false, code: 'SERVER_ERROR', message: SERVER_ERROR_MESSAGE })
    }
    return reply.status(status).send({
      success: false,
      code: codeForStatus(status),
      message: friendlyMessage(error, status),
    })
  })
})

function friendlyMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    default:
      if (status === 400 && error.message.startsWith('Unexpected')) {
        return 'The request body is not valid JSON'
      }
      return error.message || 'Invalid request'
  }
}
