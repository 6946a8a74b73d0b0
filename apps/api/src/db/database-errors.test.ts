import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors.js'

/** A driver error as drizzle hands it on: its own error, the driver's as the cause. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause })
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a restart ending the session (57P01)', wrapped(withCode('57P01')), true],
    ['a server still starting (57P03)', withCode('57P03'), true],
    ['a connection exception (08006)', wrapped(withCode('08006')), true],
    ['too many connections (53300)', withCode('53300'), true],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ['a reset connection', wrapped(withCode('ECONNRESET')), true],
    ['a connection pg saw end', wrapped(new Error('Connection terminated unexpectedly')), true],
    [
      'a pool that could not connect in time',
      new Error('timeout exceeded when trying to connect'),
      true,
    ],
    ['a unique violation (23505)', wrapped(withCode('23505')), false],
    ['a check violation (23514)', withCode('23514'), false],
    ['a syntax error (42601)', withCode('42601'), false],
    ['a bug', new TypeError('x is undefined'), false],
    ['a string', 'Connection terminated', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected)
  })
})
