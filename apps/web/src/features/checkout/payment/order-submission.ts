import { retryDelayAfterAttempt } from '@scentia/domain/checkout/recovery'
import { serverMessage } from '@scentia/domain/http/errors'
import type { CheckoutOrderPayload } from '@scentia/domain/orders/order'
import { isApiError } from '../../../lib/api-client'
import type { CheckoutAnswer } from '../api/checkout-api'
import {
  clearRecovery,
  writeRecovery,
  type RecoveryOrderData,
  type RecoveryStorage,
} from './recovery-storage'

export const ORDER_SUBMISSION_FAILED_MESSAGE = 'Order submission failed'

export type SubmissionOutcome =
  | { kind: 'placed'; answer: CheckoutAnswer }
  /** 409: the late payer or a wrong amount (decision 006). Final: no retry, no record. */
  | { kind: 'conflict'; message: string }
  /** Every attempt failed; the recovery record stays when the order may still be made. */
  | { kind: 'failed'; message: string; recoverable: boolean }

export interface SubmissionDeps {
  submit: (payload: CheckoutOrderPayload) => Promise<CheckoutAnswer>
  storage: RecoveryStorage
  sleep: (ms: number) => Promise<void>
  now: () => number
}

/** A 4xx answers the same however often it is asked, except these. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode === null) return true
  const status = error.statusCode
  return status >= 500 || status === 408 || status === 429
}

function failureMessage(error: unknown): string {
  if (isApiError(error)) return serverMessage(error.details) ?? error.message
  return ORDER_SUBMISSION_FAILED_MESSAGE
}

/**
 * POST /api/checkout with the domain's schedule: 4 attempts, waiting 2, 4 and 8 s between them,
 * a recovery record (docs/product.md §S3) written after every failure so that a closed tab or a dead
 * connection never loses a paid order, and removed once the order exists.
 */
export async function submitWithRetry(
  payload: CheckoutOrderPayload,
  orderData: RecoveryOrderData,
  deps: SubmissionDeps,
): Promise<SubmissionOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await deps.submit(payload)
      clearRecovery(deps.storage)
      return { kind: 'placed', answer }
    } catch (error) {
      if (isApiError(error) && error.statusCode === 409) {
        clearRecovery(deps.storage)
        return { kind: 'conflict', message: failureMessage(error) }
      }
      // A 401 is a session that ran out mid-checkout: the next sign-in completes the order.
      const recoverable = isRetryable(error) || (isApiError(error) && error.statusCode === 401)
      if (recoverable) {
        writeRecovery(deps.storage, {
          timestamp: deps.now(),
          reference: payload.transaction_reference,
          status: payload.payment_status,
          payLoad: payload,
          orderData,
        })
      } else {
        clearRecovery(deps.storage)
      }
      const delay = retryDelayAfterAttempt(attempt)
      if (delay === null || !isRetryable(error)) {
        return { kind: 'failed', message: failureMessage(error), recoverable }
      }
      await deps.sleep(delay)
    }
  }
}
