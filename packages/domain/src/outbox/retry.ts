/**
 * When a message that failed to send is tried again: exponential backoff from a base,
 * capped, and a final `failed` after a fixed number of attempts. An SMTP outage of hours delays
 * mail; it never loses it, and it never hammers a server that is struggling.
 */
export interface OutboxRetryPolicy {
  /** The wait after the first failed attempt. */
  baseDelayMs: number
  /** No wait is longer than this. */
  maxDelayMs: number
  /** After this many attempts the message is `failed` and kept for inspection. */
  maxAttempts: number
}

/**
 * 10 s, 20 s, 40 s … capped at an hour; 15 attempts span about seven and a half hours, longer
 * than any SMTP provider's outage we would sit out, short enough that a verification link (24 h)
 * is still alive when it finally arrives.
 */
export const DEFAULT_OUTBOX_RETRY: OutboxRetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 15,
}

export type OutboxRetryDecision = { kind: 'retry'; delayMs: number } | { kind: 'give-up' }

/** What to do after attempt number `attempts` (1 for the first) failed. */
export function decideOutboxRetry(
  attempts: number,
  policy: OutboxRetryPolicy = DEFAULT_OUTBOX_RETRY,
): OutboxRetryDecision {
  if (attempts >= policy.maxAttempts) return { kind: 'give-up' }
  // 2 ** (attempts - 1) would overflow to Infinity long after the cap; clamp the exponent first.
  const exponent = Math.min(Math.max(attempts - 1, 0), 40)
  return { kind: 'retry', delayMs: Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs) }
}
