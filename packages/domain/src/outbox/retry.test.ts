import { describe, expect, it } from 'vitest'
import { decideOutboxRetry, DEFAULT_OUTBOX_RETRY } from './retry'

describe('decideOutboxRetry', () => {
  it.each([
    [1, { kind: 'retry', delayMs: 10_000 }],
    [2, { kind: 'retry', delayMs: 20_000 }],
    [3, { kind: 'retry', delayMs: 40_000 }],
    [9, { kind: 'retry', delayMs: 2_560_000 }],
    [10, { kind: 'retry', delayMs: 3_600_000 }], // 5,120 s capped at an hour
    [14, { kind: 'retry', delayMs: 3_600_000 }],
    [15, { kind: 'give-up' }],
    [99, { kind: 'give-up' }],
  ] as const)('after attempt %i: %o', (attempts, decision) => {
    expect(decideOutboxRetry(attempts)).toEqual(decision)
  })

  it.each([
    [1, 50],
    [2, 100],
    [3, 200],
    [4, 250],
  ])('a test policy (50 ms base, 250 ms cap) waits %i → %i ms', (attempts, delayMs) => {
    expect(
      decideOutboxRetry(attempts, { baseDelayMs: 50, maxDelayMs: 250, maxAttempts: 10 }),
    ).toEqual({ kind: 'retry', delayMs })
  })

  it('never waits more than the cap, however many attempts a policy allows', () => {
    const policy = { ...DEFAULT_OUTBOX_RETRY, maxAttempts: 10_000 }
    expect(decideOutboxRetry(5_000, policy)).toEqual({ kind: 'retry', delayMs: 3_600_000 })
  })
})
