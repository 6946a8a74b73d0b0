import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { HttpError, badRequest } from '../../plugins/error-handler.js'
import {
  PaystackError,
  type InitializeTransactionInput,
  type PaystackClient,
  type PaystackTransaction,
} from '../paystack/index.js'
import type { PaystackFacts } from './payments.repository.js'

/**
 * The shop's two calls to Paystack (docs/product.md §4 steps 1 and 3), with their failures put the way
 * the shopper hears them. Nothing here touches the database.
 */

/** Our references: unguessable, and within Paystack's alphabet. */
export function createPaymentReference(): string {
  return `SCN-${randomBytes(12).toString('hex')}`
}

export function factsFromTransaction(transaction: PaystackTransaction): PaystackFacts {
  return {
    paystackReference: transaction.reference,
    paystackStatus: transaction.status,
    amountPaidKobo: transaction.amount,
    paidCurrency: transaction.currency,
    channel: transaction.channel,
    paidAt: transaction.paidAt,
    gatewayResponse: transaction.gatewayResponse,
    transferAccount: transaction.transferAccount,
  }
}

/**
 * An answer from Paystack that is not about the payment asked for: the shopper hears
 * that verification failed, as for an unreadable answer, and nothing is paid.
 */
export function refusedVerdict(): never {
  throw new HttpError(
    502,
    'SERVER_ERROR',
    'Could not verify the payment with Paystack. Please try again.',
  )
}

/** Paystack failures as the shopper hears them: a timeout or an outage is ours to retry (5xx). */
function paystackFailure(error: unknown, action: 'start' | 'verify'): never {
  if (!(error instanceof PaystackError)) throw error
  if (error.kind === 'timeout') {
    throw new HttpError(504, 'SERVER_ERROR', `Paystack did not answer in time. Please try again.`)
  }
  if (error.kind === 'rejected' && action === 'verify') {
    throw badRequest('Paystack has no record of this payment')
  }
  throw new HttpError(
    502,
    'SERVER_ERROR',
    action === 'start'
      ? 'Could not start the payment with Paystack. Please try again.'
      : 'Could not verify the payment with Paystack. Please try again.',
  )
}

export function createPaystackCalls({
  paystack,
  log,
}: {
  paystack: PaystackClient
  log: FastifyBaseLogger
}) {
  return {
    /**
     * Starts the transaction; `onFailure` runs before the shopper's error is thrown, so the
     * attempt stays on record.
     */
    async start(request: InitializeTransactionInput, onFailure: () => Promise<void>) {
      try {
        return await paystack.initializeTransaction(request)
      } catch (error) {
        if (error instanceof PaystackError)
          log.warn({ err: error, reference: request.reference }, 'paystack initialize failed')
        await onFailure()
        paystackFailure(error, 'start')
      }
    },

    async verify(reference: string) {
      try {
        return await paystack.verifyTransaction(reference)
      } catch (error) {
        if (error instanceof PaystackError)
          log.warn({ err: error, reference }, 'paystack verify failed')
        paystackFailure(error, 'verify')
      }
    },
  }
}

export type PaystackCalls = ReturnType<typeof createPaystackCalls>
