import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ERROR_TYPES,
  needsEmailVerification,
  serverMessage,
  shouldClearSession,
  toAuthError,
  type HttpFailure,
} from './errors'

describe('serverMessage', () => {
  it.each([
    [{ error: 'Email taken', message: 'Bad request' }, 'Email taken'],
    [{ message: 'Invalid email' }, 'Invalid email'],
    [{ error: '', message: 'Invalid email' }, 'Invalid email'],
    [{ error: '  ', message: 'Invalid email' }, 'Invalid email'],
    [{ error: { code: 1 }, message: 'Invalid email' }, 'Invalid email'],
    [{ success: false }, null],
    ['Bad Gateway', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (body, message) => {
    expect(serverMessage(body)).toBe(message)
  })
})

describe('toAuthError for answered calls (docs/product.md §S8)', () => {
  const body = { success: false, message: 'Phone number is invalid' }
  it.each([
    [400, body, 'VALIDATION_ERROR', 'Phone number is invalid'],
    [422, body, 'VALIDATION_ERROR', 'Phone number is invalid'],
    [400, { error: 'Email is required' }, 'VALIDATION_ERROR', 'Email is required'],
    [400, undefined, 'VALIDATION_ERROR', 'An unexpected error occurred'],
    [401, { message: 'Session expired' }, 'UNAUTHORIZED', 'Session expired'],
    [401, undefined, 'UNAUTHORIZED', 'Not authenticated'],
    [403, { message: 'Email not verified' }, 'FORBIDDEN', 'Email not verified'],
    [403, {}, 'FORBIDDEN', 'An unexpected error occurred'],
    [404, { message: 'Order not found' }, 'NOT_FOUND', 'Order not found'],
    [404, undefined, 'NOT_FOUND', 'An unexpected error occurred'],
    [
      500,
      { message: 'relation "orders" does not exist' },
      'SERVER_ERROR',
      'Server error - please try again later',
    ],
    [502, '<html>Bad Gateway</html>', 'SERVER_ERROR', 'Server error - please try again later'],
    [503, undefined, 'SERVER_ERROR', 'Server error - please try again later'],
    [504, undefined, 'SERVER_ERROR', 'Server error - please try again later'],
    [429, { message: 'Too many attempts' }, 'UNKNOWN_ERROR', 'Too many attempts'],
    [409, undefined, 'UNKNOWN_ERROR', 'An unexpected error occurred'],
    [501, { message: 'Not implemented' }, 'UNKNOWN_ERROR', 'Not implemented'],
    [204, undefined, 'FORBIDDEN', 'Please verify your email'],
  ])('%i with %j → %s %j', (status, responseBody, type, message) => {
    expect(toAuthError({ kind: 'response', status, body: responseBody })).toEqual({
      message,
      type,
      statusCode: status,
      details: responseBody ?? null,
    })
  })
})

describe('toAuthError without an answer (docs/product.md §S8)', () => {
  it.each([
    ['timeout', 'NETWORK_ERROR', 'Request timeout'],
    ['network', 'NETWORK_ERROR', 'Network error - please check your connection'],
    ['cancelled', 'UNKNOWN_ERROR', 'Request was cancelled'],
  ] as const)('%s → %s %j', (kind, type, message) => {
    expect(toAuthError({ kind })).toEqual({ message, type, statusCode: null, details: null })
  })
})

describe('toAuthError for any status', () => {
  it('always gives a known type, a non-empty message and the status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.anything(), (status, body) => {
        const failure: HttpFailure = { kind: 'response', status, body }
        const error = toAuthError(failure)
        expect(ERROR_TYPES).toContain(error.type)
        expect(error.message.trim()).not.toBe('')
        expect(error.statusCode).toBe(status)
      }),
    )
  })

  it('never shows a 5xx body', () => {
    fc.assert(
      fc.property(fc.constantFrom(500, 502, 503, 504), fc.string(), (status, leak) => {
        expect(toAuthError({ kind: 'response', status, body: { error: leak } }).message).toBe(
          'Server error - please try again later',
        )
      }),
    )
  })
})

describe('shouldClearSession', () => {
  it.each([
    [401, true],
    [403, false],
    [500, false],
    [null, false],
  ])('status %j clears the session: %s', (statusCode, clears) => {
    expect(shouldClearSession({ statusCode })).toBe(clears)
  })
})

describe('needsEmailVerification', () => {
  it.each([
    [204, 'Please verify your email', true],
    [403, 'Forbidden', true],
    [400, 'Account not verified', true],
    [400, 'Email NOT VERIFIED yet', true],
    [401, 'Invalid email or password', false],
    [null, 'Network error - please check your connection', false],
  ])('%j %j → %s', (statusCode, message, needed) => {
    expect(needsEmailVerification({ statusCode, message })).toBe(needed)
  })
})
