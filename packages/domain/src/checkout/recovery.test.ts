import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_SUBMISSION_ATTEMPTS,
  ORDER_SUBMISSION_BASE_DELAY_MS,
  ORDER_SUBMISSION_RETRIES,
  ORDER_SUBMISSION_RETRY_DELAYS_MS,
  ORDER_SUBMISSION_TIMEOUT_MS,
  RECOVERY_VALIDITY_MS,
  VERIFICATION_REPOLL_MS,
  VERIFICATION_TIMEOUT_MS,
  isRecoveryRecordValid,
  parseRecoveryRecord,
  retryDelayAfterAttempt,
} from './recovery'

const HOUR = 3_600_000
const NOW = Date.UTC(2025, 2, 1, 12, 0, 0)

describe('payment flow constants (docs/product.md §S9)', () => {
  it.each([
    ['retries', ORDER_SUBMISSION_RETRIES, 3],
    ['attempts', ORDER_SUBMISSION_ATTEMPTS, 4],
    ['base delay', ORDER_SUBMISSION_BASE_DELAY_MS, 2_000],
    ['timeout per attempt', ORDER_SUBMISSION_TIMEOUT_MS, 30_000],
    ['verification timeout', VERIFICATION_TIMEOUT_MS, 15_000],
    ['verification re-poll', VERIFICATION_REPOLL_MS, 5_000],
    ['recovery validity', RECOVERY_VALIDITY_MS, 24 * HOUR],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('retryDelayAfterAttempt', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, null],
    [5, null],
    [0, null],
    [-1, null],
    [1.5, null],
  ])('after attempt %d fails, wait %j', (attempt, delay) => {
    expect(retryDelayAfterAttempt(attempt)).toBe(delay)
  })

  it('lists the waits 2000, 4000, 8000', () => {
    expect(ORDER_SUBMISSION_RETRY_DELAYS_MS).toEqual([2_000, 4_000, 8_000])
  })

  it('doubles each time, and allows exactly 3 waits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 50 }), (attempt) => {
        const delay = retryDelayAfterAttempt(attempt)
        const next = retryDelayAfterAttempt(attempt + 1)
        if (delay !== null && next !== null) expect(next).toBe(delay * 2)
        expect(delay !== null).toBe(attempt >= 1 && attempt <= 3)
      }),
    )
  })
})

describe('isRecoveryRecordValid', () => {
  it.each([
    ['just written', NOW, true],
    ['23 hours old', NOW - 23 * HOUR, true],
    ['1 ms under 24 hours old', NOW - 24 * HOUR + 1, true],
    ['exactly 24 hours old', NOW - 24 * HOUR, false],
    ['two days old', NOW - 48 * HOUR, false],
    ['stamped an hour ahead', NOW + HOUR, true],
    ['stamped NaN', Number.NaN, false],
  ])('a record %s is valid: %s', (_case, timestamp, valid) => {
    expect(isRecoveryRecordValid({ timestamp }, NOW)).toBe(valid)
  })

  it('is valid exactly under 24 hours old', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 * HOUR }), (age) => {
        expect(isRecoveryRecordValid({ timestamp: NOW - age }, NOW)).toBe(
          age < RECOVERY_VALIDITY_MS,
        )
      }),
    )
  })
})

describe('parseRecoveryRecord', () => {
  const record = {
    timestamp: NOW,
    reference: 'T1234',
    status: 'success',
    payLoad: { total_amount: 52_500 },
    orderData: { items: 2 },
  }

  it('reads a stored record back', () => {
    expect(parseRecoveryRecord(JSON.parse(JSON.stringify(record)))).toEqual(record)
  })

  it.each([
    ['null', null],
    ['text', 'T1234'],
    ['no timestamp', { ...record, timestamp: undefined }],
    ['a timestamp as text', { ...record, timestamp: String(NOW) }],
    ['no reference', { ...record, reference: undefined }],
    ['an empty reference', { ...record, reference: '' }],
    ['no status', { ...record, status: 1 }],
    ['no payLoad', { timestamp: NOW, reference: 'T1', status: 's', orderData: {} }],
    ['no orderData', { timestamp: NOW, reference: 'T1', status: 's', payLoad: {} }],
  ])('refuses %s', (_case, stored) => {
    expect(parseRecoveryRecord(stored)).toBeNull()
  })

  it('drops fields it does not know', () => {
    expect(parseRecoveryRecord({ ...record, extra: 'x' })).toEqual(record)
  })
})
