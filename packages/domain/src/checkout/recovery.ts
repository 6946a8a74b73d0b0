const SECOND_MS = 1000

/** An unfinished order is offered back for 24 hours, then discarded (docs/product.md §S4, §S9). */
export const RECOVERY_VALIDITY_MS = 24 * 60 * 60 * SECOND_MS

/** Order submission: 3 retries, so 4 attempts in all (docs/product.md §S9). */
export const ORDER_SUBMISSION_RETRIES = 3
export const ORDER_SUBMISSION_ATTEMPTS = ORDER_SUBMISSION_RETRIES + 1
/** The first retry waits this long; each later one twice the one before. */
export const ORDER_SUBMISSION_BASE_DELAY_MS = 2 * SECOND_MS
export const ORDER_SUBMISSION_TIMEOUT_MS = 30 * SECOND_MS

/** Payment verification gives up after 15 s and is polled again after 5 s (docs/product.md §S9). */
export const VERIFICATION_TIMEOUT_MS = 15 * SECOND_MS
export const VERIFICATION_REPOLL_MS = 5 * SECOND_MS

/**
 * The wait before the next submission after `attempt` (1-based) failed: 2000, 4000, 8000 ms;
 * null after the last attempt, when the payment counts as succeeded and the order as
 * unprocessed (docs/product.md §S4).
 */
export function retryDelayAfterAttempt(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= ORDER_SUBMISSION_ATTEMPTS) return null
  return ORDER_SUBMISSION_BASE_DELAY_MS * 2 ** (attempt - 1)
}

/** Every wait of a submission that fails each time: [2000, 4000, 8000]. */
export const ORDER_SUBMISSION_RETRY_DELAYS_MS: readonly number[] = Array.from(
  { length: ORDER_SUBMISSION_RETRIES },
  (_, i) => ORDER_SUBMISSION_BASE_DELAY_MS * 2 ** i,
)

/**
 * What the browser keeps after a paid order failed to submit (docs/product.md §S3 Recovery record), so
 * that the order can be submitted again when the connection returns or at the next sign-in.
 * Field names are the spec's, `payLoad` included.
 */
export interface RecoveryRecord<Payload = unknown, OrderData = unknown> {
  /** Epoch ms when the record was written. */
  timestamp: number
  /** Paystack transaction reference. */
  reference: string
  status: string
  payLoad: Payload
  orderData: OrderData
}

/**
 * "A recovery record under 24 hours old prompts the user to complete it; an older one is
 * discarded" (docs/product.md §S4). A record stamped in the future is kept: it stands for money already
 * paid, and a wrong clock is no reason to forget it.
 */
export function isRecoveryRecordValid(
  record: Pick<RecoveryRecord, 'timestamp'>,
  now: number,
): boolean {
  return Number.isFinite(record.timestamp) && now - record.timestamp < RECOVERY_VALIDITY_MS
}

/** A record read back from storage, or null when it is not one (edited, truncated, foreign). */
export function parseRecoveryRecord(stored: unknown): RecoveryRecord | null {
  if (typeof stored !== 'object' || stored === null) return null
  const record = stored as Partial<Record<keyof RecoveryRecord, unknown>>
  if (typeof record.timestamp !== 'number' || !Number.isFinite(record.timestamp)) return null
  if (typeof record.reference !== 'string' || record.reference === '') return null
  if (typeof record.status !== 'string') return null
  if (!('payLoad' in record) || !('orderData' in record)) return null
  return {
    timestamp: record.timestamp,
    reference: record.reference,
    status: record.status,
    payLoad: record.payLoad,
    orderData: record.orderData,
  }
}
