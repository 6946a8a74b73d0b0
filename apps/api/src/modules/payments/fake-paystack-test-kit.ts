import { randomBytes } from 'node:crypto'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { startTestHttpServer } from '../../test/http-test-server.js'
import { signPaystackPayload } from '../paystack/paystack-signature.js'

/**
 * A Paystack-shaped fake for tests, over real HTTP. Imported by *.test.ts files only.
 *
 * The fake Paystack is the test's own, written from Paystack's API documentation
 * (https://paystack.com/docs/api/transaction/), not from our sandbox: the client is checked
 * against Paystack's shapes, so a mistake shared by client and sandbox cannot hide.
 */

export const FAKE_SECRET_KEY = 'sk_test_x'
export const FAKE_PUBLIC_KEY = 'pk_test_x'

export interface FakeTransaction {
  id: number
  reference: string
  email: string
  /** Kobo, as initialised. */
  amount: number
  currency: string
  metadata: unknown
  status: string
  /** What verify reports as paid; defaults to `amount`. */
  paidAmount?: number
  /** What verify reports as the currency; null answers none, undefined the initialised one. */
  paidCurrency?: string | null
  /** The reference verify's answer names; defaults to the one asked for. */
  answeredReference?: string
  channel: string | null
  paidAt: string | null
}

/** A refund the fake made (https://paystack.com/docs/api/refund/). */
export interface FakeRefund {
  id: number
  transaction: string
  /** Kobo. */
  amount: number
  status: string
  merchantNote: string | null
}

export interface FakeRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

/** How the next answers misbehave: a 500, or an answer that takes `delayMs`. */
export type FakeMisbehaviour =
  { kind: 'server-error' } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' }

export interface FakePaystack {
  url: string
  requests: FakeRequest[]
  transactions: Map<string, FakeTransaction>
  /** Every refund made, in order: a test counts them to prove none was sent twice. */
  refunds: FakeRefund[]
  /** Settles a transaction as Paystack would after the pop-up: success, failed, abandoned… */
  settle(
    reference: string,
    outcome: {
      status: string
      paidAmount?: number
      paidCurrency?: string | null
      answeredReference?: string
      channel?: string
    },
  ): void
  /** Queue misbehaviour for the next `count` requests. */
  misbehave(misbehaviour: FakeMisbehaviour, count?: number): void
  verifyCalls(reference: string): number
  /** The refunds made against one transaction, in order. */
  refundsOf(reference: string): FakeRefund[]
  close(): Promise<void>
}

export async function startFakePaystack(): Promise<FakePaystack> {
  const requests: FakeRequest[] = []
  const transactions = new Map<string, FakeTransaction>()
  const refunds: FakeRefund[] = []
  const misbehaviours: FakeMisbehaviour[] = []
  let nextId = 1000

  const server = await startTestHttpServer(async (request, raw, response) => {
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    const path = request.url ?? '/'
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      body,
    })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    }

    const misbehaviour = misbehaviours.shift()
    if (misbehaviour?.kind === 'server-error') {
      send(500, { status: false, message: 'An error occurred' })
      return
    }
    if (misbehaviour?.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html>gateway</html>')
      return
    }
    if (misbehaviour?.kind === 'slow')
      await new Promise((resolve) => setTimeout(resolve, misbehaviour.delayMs))

    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      send(401, { status: false, message: 'Invalid key' })
      return
    }

    if (request.method === 'POST' && path === '/transaction/initialize') {
      const input = body as {
        email?: string
        amount?: number
        currency?: string
        reference?: string
        metadata?: unknown
      }
      if (!input.email || !input.amount) {
        send(400, { status: false, message: 'Invalid transaction parameters' })
        return
      }
      const reference = input.reference ?? `T${randomBytes(6).toString('hex')}`
      if (transactions.has(reference)) {
        send(400, { status: false, message: 'Duplicate Transaction Reference' })
        return
      }
      const accessCode = randomBytes(8).toString('hex')
      transactions.set(reference, {
        id: nextId++,
        reference,
        email: input.email,
        amount: input.amount,
        currency: input.currency ?? 'NGN',
        metadata: input.metadata,
        // Paystack verifies a transaction nobody has paid yet as 'abandoned'.
        status: 'abandoned',
        channel: null,
        paidAt: null,
      })
      send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      })
      return
    }

    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path)
    if (request.method === 'GET' && verify?.[1]) {
      const transaction = transactions.get(decodeURIComponent(verify[1]))
      if (!transaction) {
        send(400, {
          status: false,
          message: 'Transaction reference not found',
          type: 'validation_error',
          code: 'transaction_not_found',
        })
        return
      }
      send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: transaction.id,
          domain: 'test',
          status: transaction.status,
          reference: transaction.answeredReference ?? transaction.reference,
          receipt_number: null,
          amount: transaction.paidAmount ?? transaction.amount,
          message: null,
          gateway_response:
            transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
          paid_at: transaction.paidAt,
          created_at: '2026-01-01T10:00:00.000Z',
          channel: transaction.channel ?? 'card',
          currency:
            transaction.paidCurrency === undefined
              ? transaction.currency
              : transaction.paidCurrency,
          ip_address: '41.58.0.1',
          metadata: transaction.metadata,
          fees: 0,
          customer: { id: 1, email: transaction.email, customer_code: 'CUS_test' },
          authorization: null,
          requested_amount: transaction.amount,
        },
      })
      return
    }
    const refundData = (refund: FakeRefund) => ({
      id: refund.id,
      integration: 1,
      domain: 'test',
      transaction: refund.transaction,
      dispute: null,
      amount: refund.amount,
      deducted_amount: refund.amount,
      currency: 'NGN',
      channel: 'card',
      fully_deducted: true,
      refunded_by: 'owner@example.ng',
      refunded_at: null,
      expected_at: '2026-01-10T10:00:00.000Z',
      merchant_note: refund.merchantNote,
      customer_note: null,
      status: refund.status,
      createdAt: '2026-01-01T10:00:00.000Z',
    })

    if (request.method === 'POST' && path === '/refund') {
      const input = body as { transaction?: string; amount?: number; merchant_note?: string }
      const transaction = input.transaction ? transactions.get(input.transaction) : undefined
      if (!transaction) {
        send(404, { status: false, message: 'Transaction not found' })
        return
      }
      const refunded = refunds
        .filter(
          (refund) => refund.transaction === transaction.reference && refund.status !== 'failed',
        )
        .reduce((sum, refund) => sum + refund.amount, 0)
      const amount = input.amount ?? transaction.amount - refunded
      if (amount + refunded > (transaction.paidAmount ?? transaction.amount)) {
        send(400, {
          status: false,
          message: 'Refund amount cannot be more than the transaction amount',
        })
        return
      }
      const refund: FakeRefund = {
        id: nextId++,
        transaction: transaction.reference,
        amount,
        status: 'pending',
        merchantNote: input.merchant_note ?? null,
      }
      refunds.push(refund)
      send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          ...refundData(refund),
          transaction: { id: transaction.id, reference: transaction.reference },
        },
      })
      return
    }

    const refundById = /^\/refund\/(\d+)$/.exec(path)
    if (request.method === 'GET' && refundById?.[1]) {
      const refund = refunds.find((candidate) => candidate.id === Number(refundById[1]))
      if (!refund) {
        send(404, { status: false, message: 'Refund not found' })
        return
      }
      send(200, { status: true, message: 'Refund retrieved', data: refundData(refund) })
      return
    }

    if (request.method === 'GET' && path.startsWith('/refund?')) {
      const wanted = new URL(path, 'http://fake').searchParams.get('transaction')
      send(200, {
        status: true,
        message: 'Refunds retrieved',
        data: refunds.filter((refund) => refund.transaction === wanted).map(refundData),
        meta: { total: refunds.length },
      })
      return
    }
    send(404, { status: false, message: 'Not found' })
  })

  return {
    url: server.url,
    requests,
    transactions,
    refunds,
    settle(reference, outcome) {
      const transaction = transactions.get(reference)
      if (!transaction) throw new Error(`fake Paystack has no ${reference}`)
      transaction.status = outcome.status
      transaction.paidAmount = outcome.paidAmount
      transaction.paidCurrency = outcome.paidCurrency
      transaction.answeredReference = outcome.answeredReference
      transaction.channel = outcome.channel ?? 'card'
      transaction.paidAt = outcome.status === 'success' ? new Date().toISOString() : null
    },
    misbehave(misbehaviour, count = 1) {
      for (let i = 0; i < count; i++) misbehaviours.push(misbehaviour)
    },
    verifyCalls: (reference) =>
      requests.filter((request) => request.path === `/transaction/verify/${reference}`).length,
    refundsOf: (reference) => refunds.filter((refund) => refund.transaction === reference),
    close: () => server.close(),
  }
}

/** The Paystack settings an app under test uses to reach the fake. */
export const fakePaystackConfig = (fake: FakePaystack) => ({
  paystack: { secretKey: FAKE_SECRET_KEY, publicKey: FAKE_PUBLIC_KEY, baseUrl: fake.url },
})

/** Paystack's charge.success, signed over its raw bytes as Paystack signs it. */
export function signedChargeSuccess(
  secret: string,
  /** `currency: null` leaves the field out, as a charge without a currency would. */
  charge: { reference: string; amount: number; currency?: string | null; channel?: string },
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'test',
      status: 'success',
      reference: charge.reference,
      amount: charge.amount,
      message: null,
      gateway_response: 'Approved',
      paid_at: '2026-01-01T10:00:05.000Z',
      created_at: '2026-01-01T10:00:00.000Z',
      channel: charge.channel ?? 'card',
      ...(charge.currency === null ? {} : { currency: charge.currency ?? 'NGN' }),
      ip_address: '41.58.0.1',
      metadata: 0,
      customer: { id: 1, email: 'payer@example.ng' },
    },
  })
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackPayload(payload, secret),
    },
  }
}

export interface PaystackTestApp extends TestApp {
  fake: FakePaystack
}

/**
 * The real app with Paystack at a fresh fake, for the files that pay: `close()` stops both, so a
 * file's afterAll cannot forget the fake and leave its port open.
 */
export async function buildPaystackTestApp(
  ...[overrides = {}, deps, options]: Parameters<typeof buildTestApp>
): Promise<PaystackTestApp> {
  const fake = await startFakePaystack()
  const t = await buildTestApp({ ...fakePaystackConfig(fake), ...overrides }, deps, options)
  return {
    ...t,
    fake,
    close: async () => {
      await t.close()
      await fake.close()
    },
  }
}

/** Paystack's refund.processed or refund.failed for a refund the fake made, signed like Paystack. */
export function signedRefundEvent(
  secret: string,
  refund: Pick<FakeRefund, 'id' | 'transaction' | 'amount'>,
  outcome: 'processed' | 'failed',
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    event: `refund.${outcome}`,
    data: {
      status: outcome,
      transaction_reference: refund.transaction,
      refund_reference: null,
      amount: String(refund.amount),
      currency: 'NGN',
      processor: 'mpgs_zen',
      customer: { first_name: 'Ada', last_name: 'Obi', email: 'payer@example.ng' },
      integration: 1,
      domain: 'test',
      id: String(refund.id),
    },
  })
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackPayload(payload, secret),
    },
  }
}
