import { PAYSTACK_CHANNELS } from '@scentia/domain/payment/transfer'
import { readVerificationResponse } from '@scentia/domain/payment/paystack'
import { readTransferAccount, type TransferAccount } from '@scentia/domain/payment/transfer-account'
import type { PaymentMetadata } from '@scentia/domain/payment/paystack'
import { z } from 'zod'

/**
 * Paystack's REST API as the shop uses it: start a transaction, then ask how it went.
 * https://paystack.com/docs/api/transaction/ — every answer is an envelope
 * `{ status: boolean, message: string, data }`, where the outer `status` says whether the *call*
 * worked and `data.status` (success, failed, abandoned, ongoing, pending, reversed…) is the
 * *payment's* status.
 */

/** One HTTP exchange. Real Paystack is reached with fetch; the sandbox in-process (see paystack.plugin.ts). */
export interface PaystackHttpRequest {
  method: 'GET' | 'POST'
  /** Path below the API's base, e.g. `/transaction/verify/SCN-…`. */
  path: string
  headers: Record<string, string>
  body?: string
}

export interface PaystackHttpResponse {
  status: number
  body: string
}

export type PaystackTransport = (request: PaystackHttpRequest) => Promise<PaystackHttpResponse>

export type PaystackErrorKind =
  /** No answer within the timeout. */
  | 'timeout'
  /** The connection failed (DNS, refused, reset). */
  | 'network'
  /** Paystack answered `status: false` with a 4xx: a bad key, an unknown or duplicate reference. */
  | 'rejected'
  /** Paystack answered 5xx. */
  | 'unavailable'
  /** An answer we cannot read as Paystack's documented shape. */
  | 'invalid-response'

/**
 * A failed call to Paystack. The message is Paystack's own where it gave one; neither the
 * message nor any property carries the secret key or the request headers, so logging it is safe.
 */
export class PaystackError extends Error {
  constructor(
    readonly kind: PaystackErrorKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message)
    this.name = 'PaystackError'
  }
}

export interface InitializeTransactionInput {
  email: string
  /** Kobo (docs/product.md §S5: "the amount sent is total times 100"). */
  amountKobo: number
  reference: string
  metadata: PaymentMetadata
}

export interface InitializedTransaction {
  authorizationUrl: string
  accessCode: string
  reference: string
}

/** What the shop needs from `GET /transaction/verify/{reference}`. */
export interface PaystackTransaction {
  /** Paystack's payment status: success, failed, abandoned, ongoing, pending, reversed… */
  status: string
  reference: string
  /** Kobo. */
  amount: number
  currency: string | null
  channel: string | null
  paidAt: Date | null
  gatewayResponse: string | null
  /** The account a transfer is paid into, when the answer names one (docs/decisions/037). */
  transferAccount: TransferAccount | null
}

export interface VerifiedTransactionEnvelope {
  /** The envelope's message, e.g. 'Verification successful'. */
  message: string
  transaction: PaystackTransaction
}

/**
 * A refund as Paystack reports it (https://paystack.com/docs/api/refund/): its id, the amount in
 * kobo, its status (pending, processing, processed, failed…) and the merchant note, where the
 * shop writes its own idempotency key (docs/decisions/041-refunds.md).
 */
export interface PaystackRefund {
  id: string
  /** Kobo. */
  amount: number
  status: string
  merchantNote: string | null
}

export interface CreateRefundInput {
  /** The transaction's reference (Paystack takes its id or its reference). */
  transaction: string
  /** Kobo; Paystack refunds the whole transaction when absent, so the shop always sends it. */
  amountKobo: number
  merchantNote: string
  customerNote?: string
}

export interface PaystackClient {
  initializeTransaction(input: InitializeTransactionInput): Promise<InitializedTransaction>
  verifyTransaction(reference: string): Promise<VerifiedTransactionEnvelope>
  /** `POST /refund`: asks Paystack to send money back. */
  createRefund(input: CreateRefundInput): Promise<PaystackRefund>
  /** `GET /refund/{id}`: where a refund stands. */
  fetchRefund(id: string): Promise<PaystackRefund>
  /** `GET /refund?transaction=…`: the refunds already made on a transaction. */
  listRefunds(transaction: string): Promise<PaystackRefund[]>
}

/** Paystack's own advice is to give up on a call after a while; docs/product.md §S9 verifies within 15 s. */
export const PAYSTACK_TIMEOUT_MS = 15_000

/** Paystack references: letters, digits, `-`, `.` and `=` only (its API documentation). */
export const PAYSTACK_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/

const envelopeSchema = z.object({ status: z.boolean(), message: z.string().optional() })

const initializeDataSchema = z.object({
  authorization_url: z.string().min(1),
  access_code: z.string().min(1),
  reference: z.string().min(1),
})

/** The extra fields the shop keeps; the core four are read by the domain's readVerificationResponse. */
const verifyExtrasSchema = z.object({
  currency: z.string().nullish(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  gateway_response: z.string().nullish(),
})

const refundSchema = z.object({
  id: z.union([z.number(), z.string()]),
  amount: z.union([z.number(), z.string()]),
  status: z.string(),
  merchant_note: z.string().nullish(),
})

function readRefund(data: unknown): PaystackRefund {
  const parsed = refundSchema.safeParse(data)
  const amount = parsed.success ? Number(parsed.data.amount) : Number.NaN
  if (!parsed.success || !Number.isInteger(amount)) {
    throw new PaystackError('invalid-response', 'Paystack gave a refund we could not read')
  }
  return {
    id: String(parsed.data.id),
    amount,
    status: parsed.data.status,
    merchantNote: parsed.data.merchant_note ?? null,
  }
}

export interface PaystackClientOptions {
  secretKey: string
  transport: PaystackTransport
  timeoutMs?: number
}

export function createPaystackClient({
  secretKey,
  transport,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
}: PaystackClientOptions): PaystackClient {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ message: string; data: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${secretKey}`,
      accept: 'application/json',
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const request: PaystackHttpRequest = {
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }

    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new PaystackError('timeout', `Paystack did not answer within ${timeoutMs / 1000} s`))
      }, timeoutMs)
    })
    let response: PaystackHttpResponse
    try {
      response = await Promise.race([transport(request), timeout])
    } catch (error) {
      if (error instanceof PaystackError) throw error
      throw new PaystackError(
        'network',
        `Could not reach Paystack: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      clearTimeout(timer)
    }

    let parsed: unknown
    try {
      parsed = JSON.parse(response.body)
    } catch {
      parsed = undefined
    }
    const envelope = envelopeSchema.safeParse(parsed)
    if (response.status >= 500) {
      throw new PaystackError(
        'unavailable',
        envelope.data?.message ?? 'Paystack is unavailable',
        response.status,
      )
    }
    if (!envelope.success) {
      throw new PaystackError(
        'invalid-response',
        'Paystack gave an answer we could not read',
        response.status,
      )
    }
    if (response.status >= 400 || !envelope.data.status) {
      throw new PaystackError(
        'rejected',
        envelope.data.message ?? 'Paystack refused the request',
        response.status,
      )
    }
    const data = (parsed as { data?: unknown }).data
    return { message: envelope.data.message ?? '', data }
  }

  return {
    async initializeTransaction(input) {
      const { data } = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        metadata: input.metadata,
        // Card, bank transfer, USSD and bank (docs/product.md §10); the pop-up opened with the access
        // code offers exactly these.
        channels: PAYSTACK_CHANNELS,
      })
      const parsed = initializeDataSchema.safeParse(data)
      if (!parsed.success) {
        throw new PaystackError('invalid-response', 'Paystack did not return an access code')
      }
      return {
        authorizationUrl: parsed.data.authorization_url,
        accessCode: parsed.data.access_code,
        reference: parsed.data.reference,
      }
    },

    async verifyTransaction(reference) {
      if (!PAYSTACK_REFERENCE_PATTERN.test(reference)) {
        throw new PaystackError('rejected', 'Invalid transaction reference')
      }
      const { message, data } = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      )
      // The domain's reader is the one the SPA uses on our own verify answer: one rule.
      const reading = readVerificationResponse({ status: true, data })
      if (!reading.ok) throw new PaystackError('invalid-response', reading.message)
      const extras = verifyExtrasSchema.safeParse(data)
      const paidAtText = extras.success ? (extras.data.paid_at ?? extras.data.paidAt ?? null) : null
      const paidAt = paidAtText ? new Date(paidAtText) : null
      return {
        message,
        transaction: {
          status: reading.transaction.status,
          reference: reading.transaction.reference,
          amount: reading.transaction.amount,
          channel: reading.transaction.channel,
          currency: extras.success ? (extras.data.currency ?? null) : null,
          paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
          gatewayResponse: extras.success ? (extras.data.gateway_response ?? null) : null,
          transferAccount: readTransferAccount(data),
        },
      }
    },

    async createRefund(input) {
      if (!PAYSTACK_REFERENCE_PATTERN.test(input.transaction)) {
        throw new PaystackError('rejected', 'Invalid transaction reference')
      }
      const { data } = await call('POST', '/refund', {
        transaction: input.transaction,
        amount: input.amountKobo,
        currency: 'NGN',
        merchant_note: input.merchantNote,
        ...(input.customerNote ? { customer_note: input.customerNote } : {}),
      })
      return readRefund(data)
    },

    async fetchRefund(id) {
      if (!/^[0-9A-Za-z_-]{1,64}$/.test(id))
        throw new PaystackError('rejected', 'Invalid refund id')
      const { data } = await call('GET', `/refund/${encodeURIComponent(id)}`)
      return readRefund(data)
    },

    async listRefunds(transaction) {
      if (!PAYSTACK_REFERENCE_PATTERN.test(transaction)) {
        throw new PaystackError('rejected', 'Invalid transaction reference')
      }
      const { data } = await call(
        'GET',
        `/refund?transaction=${encodeURIComponent(transaction)}&perPage=100`,
      )
      if (!Array.isArray(data)) {
        throw new PaystackError('invalid-response', 'Paystack gave a list we could not read')
      }
      return data.map(readRefund)
    },
  }
}

/** Real Paystack, or any Paystack-compatible API at PAYSTACK_BASE_URL, over fetch. */
export function createFetchTransport(
  baseUrl: string,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
): PaystackTransport {
  const base = baseUrl.replace(/\/+$/, '')
  return async ({ method, path, headers, body }) => {
    // The abort frees the socket; the client's own timer decides what the caller hears.
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(timeoutMs + 1_000),
    })
    return { status: response.status, body: await response.text() }
  }
}
