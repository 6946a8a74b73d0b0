import type { VerifiedTransaction } from '@scentia/domain/payment/paystack'
// One rule for "Paystack is still working on it", the API's too (they disagreed).
import { isPaystackInProgress } from '@scentia/domain/payment/payment-status'
import { isAwaitingTransfer } from '@scentia/domain/payment/transfer'
import { isApiError } from '../../../lib/api-client'

/** No answer in 15 s (ours or Paystack's 504), or no network at all: ask again. */
export function isTransient(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.type === 'NETWORK_ERROR' || error.statusCode === 504 || error.statusCode === 503)
  )
}

/**
 * Whether a verify answer ends the polling: Paystack is done, or it is a transfer on its way,
 * which may take hours and is held by its order instead of polled.
 */
export function isFinalAnswer(transaction: VerifiedTransaction): boolean {
  return (
    !isPaystackInProgress(transaction.status) ||
    isAwaitingTransfer(transaction.status, transaction.channel)
  )
}
