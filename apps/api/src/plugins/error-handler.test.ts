import { describe, expect, it } from 'vitest'
import { failure, HttpError, refusal, unwrapResult } from './error-handler.js'

/** One status, one machine code, wherever a route turns a service's refusal into its answer. */
describe('refusal', () => {
  it.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [414, 'VALIDATION_ERROR'],
    [422, 'VALIDATION_ERROR'],
    [429, 'RATE_LIMITED'],
    [503, 'SERVER_ERROR'],
  ])('%i answers %s with the service message', (status, code) => {
    const error = refusal(status, 'Only a paid order can be refunded.')
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      statusCode: status,
      code,
      message: 'Only a paid order can be refunded.',
    })
  })

  it('is what unwrapResult throws for a failure', () => {
    expect(() => unwrapResult(failure(409, 'Already shipped'))).toThrow(
      refusal(409, 'Already shipped'),
    )
    expect(unwrapResult({ ok: true, value: 7 })).toBe(7)
  })
})
