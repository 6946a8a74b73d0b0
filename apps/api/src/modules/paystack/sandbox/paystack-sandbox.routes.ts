import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { loopbackOnly } from '../../../plugins/loopback-only.js'
import { PAYSTACK_REFERENCE_PATTERN } from '../paystack-client.js'
import { signPaystackPayload } from '../paystack-signature.js'
import {
  CHECKOUT_CSS,
  CHECKOUT_JS,
  SANDBOX_CARD_VALUES,
  renderCheckoutNotFound,
  renderCheckoutPage,
  type SandboxCard,
} from './checkout-page.js'
import { createSandboxStore, type SandboxTransaction } from './sandbox-store.js'

export interface PaystackSandboxTiming {
  /** How long after a successful charge the charge.success webhook leaves; it races the browser. */
  webhookDelayMs?: number
  /** How long the 'slow bank' card keeps the shopper waiting before it is approved. */
  slowBankDelayMs?: number
}

export interface PaystackSandboxOptions extends PaystackSandboxTiming {
  /** The key the simulator accepts and signs webhooks with; the app's own client uses it. */
  secretKey: string
  /** Clock shared with the app. */
  clock: () => Date
  /**
   * Delivers a signed webhook to the app (POST /api/paystack/webhook) and resolves to the HTTP
   * status it answered. The app injects it in-process: no network, the real route.
   */
  deliverWebhook: (rawBody: string, signature: string) => Promise<number>
}

export const DEFAULT_WEBHOOK_DELAY_MS = 800
/**
 * How long the sandbox's transfer account stays open: shorter than the shop's hold, as a real
 * Paystack account may be, so the pages' deadline is the account's own (docs/decisions/037).
 */
export const SANDBOX_TRANSFER_ACCOUNT_MS = 30 * 60 * 1000
export const SANDBOX_TRANSFER_BANK = 'Test Bank'
export const SANDBOX_TRANSFER_ACCOUNT_NAME = 'PAYSTACK CHECKOUT'
export const DEFAULT_SLOW_BANK_DELAY_MS = 8_000
/** Paystack retries an unanswered webhook; the simulator does too, a little, then gives up. */
const WEBHOOK_RETRY_DELAYS_MS = [1_000, 3_000]

const initializeBody = z.object({
  email: z.string().trim().min(1).max(254),
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive().max(1e13)),
  currency: z.string().max(3).optional(),
  reference: z.string().regex(PAYSTACK_REFERENCE_PATTERN).optional(),
  metadata: z.unknown().optional(),
})

const chargeBody = z.object({ card: z.enum(SANDBOX_CARD_VALUES) })

const refundBody = z.object({
  transaction: z.string().regex(PAYSTACK_REFERENCE_PATTERN),
  amount: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive().max(1e13))
    .optional(),
  currency: z.string().max(3).optional(),
  merchant_note: z.string().max(500).optional(),
  customer_note: z.string().max(500).optional(),
})

/** A refund the pretend bank made: processed a moment later, as Paystack's usually are. */
interface SandboxRefund {
  id: number
  transaction: SandboxTransaction
  amount: number
  status: 'pending' | 'processed'
  merchantNote: string | null
  createdAt: Date
}

const CARD_OUTCOMES: Record<
  Exclude<SandboxCard, 'success' | 'slow_bank' | 'bank_transfer'>,
  string
> = {
  declined: 'Declined',
  insufficient_funds: 'Insufficient Funds',
}

/**
 * A Paystack-compatible simulator (docs/product.md §4), mounted at /api/sandbox/paystack when the shop
 * runs without a Paystack secret key outside production: the same REST shapes the real client
 * speaks, a hosted pop-up with test cards, and charge.success webhooks signed like Paystack's.
 */
export const paystackSandboxRoutes: FastifyPluginAsync<PaystackSandboxOptions> = async (
  app,
  options,
) => {
  // Its test cards make paid orders: only this machine may open the pop-up or call the API
  //. The shop's own client reaches it through app.inject, whose peer is 127.0.0.1.
  app.addHook('onRequest', loopbackOnly)
  const store = createSandboxStore()
  const webhookDelayMs = options.webhookDelayMs ?? DEFAULT_WEBHOOK_DELAY_MS
  const slowBankDelayMs = options.slowBankDelayMs ?? DEFAULT_SLOW_BANK_DELAY_MS
  const expectedAuth = createHash('sha256').update(`Bearer ${options.secretKey}`).digest()
  const closing = new AbortController()
  const pending = new Set<Promise<unknown>>()

  app.addHook('onClose', async () => {
    closing.abort()
    await Promise.allSettled([...pending])
  })

  /** Resolves after `ms`, or at once (false) when the app closes. */
  function wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (closing.signal.aborted) {
        resolve(false)
        return
      }
      const onAbort = () => {
        clearTimeout(timer)
        resolve(false)
      }
      const timer = setTimeout(() => {
        closing.signal.removeEventListener('abort', onAbort)
        resolve(true)
      }, ms)
      closing.signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  function track(task: Promise<unknown>) {
    const tracked = task.catch((error: unknown) => {
      app.log.error({ err: error }, 'sandbox webhook delivery failed')
    })
    pending.add(tracked)
    void tracked.finally(() => pending.delete(tracked))
  }

  function isAuthorised(header: string | undefined): boolean {
    if (!header) return false
    // Hash both sides so the comparison is constant-time whatever the header's length.
    const given = createHash('sha256').update(header).digest()
    return timingSafeEqual(given, expectedAuth)
  }

  function refuse(reply: FastifyReply, status: number, message: string) {
    return reply.status(status).send({ status: false, message })
  }

  /** Paystack's pay-with-transfer fields (its Charge API answer), while an account is open. */
  function transferFields(transaction: SandboxTransaction) {
    const account = transaction.transferAccount
    if (!account) return {}
    return {
      account_name: account.accountName,
      account_number: account.accountNumber,
      bank: { slug: 'test-bank', name: account.bank, id: 24 },
      account_expires_at: account.expiresAt.toISOString(),
    }
  }

  function transactionData(transaction: SandboxTransaction) {
    return {
      ...transferFields(transaction),
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amount,
      message: null,
      gateway_response: transaction.gatewayResponse,
      paid_at: transaction.paidAt?.toISOString() ?? null,
      created_at: transaction.createdAt.toISOString(),
      channel: transaction.channel ?? 'card',
      currency: transaction.currency,
      ip_address: '127.0.0.1',
      metadata: transaction.metadata ?? '',
      fees: null,
      customer: { email: transaction.email },
      authorization:
        transaction.status === 'success' && transaction.transferAccount
          ? {
              channel: 'bank_transfer',
              receiver_bank: transaction.transferAccount.bank,
              receiver_bank_account_number: transaction.transferAccount.accountNumber,
              reusable: false,
            }
          : transaction.status === 'success'
            ? {
                last4: '4081',
                exp_month: '12',
                exp_year: '2030',
                card_type: 'visa',
                bank: 'TEST BANK',
                reusable: false,
              }
            : null,
      requested_amount: transaction.amount,
    }
  }

  function scheduleWebhook(transaction: SandboxTransaction) {
    scheduleEvent('charge.success', transactionData(transaction), transaction.reference)
  }

  function scheduleEvent(event: string, data: unknown, about: string) {
    const payload = JSON.stringify({ event, data })
    const signature = signPaystackPayload(payload, options.secretKey)
    track(
      (async () => {
        for (const retryDelay of [webhookDelayMs, ...WEBHOOK_RETRY_DELAYS_MS]) {
          if (!(await wait(retryDelay))) return
          const status = await options.deliverWebhook(payload, signature)
          if (status >= 200 && status < 300) return
          app.log.warn({ status, event, about }, 'sandbox webhook refused; retrying')
        }
      })(),
    )
  }

  function approve(transaction: SandboxTransaction) {
    transaction.status = 'success'
    transaction.gatewayResponse = 'Successful'
    transaction.channel = transaction.channel === 'bank_transfer' ? 'bank_transfer' : 'card'
    transaction.paidAt = options.clock()
    scheduleWebhook(transaction)
  }

  // --- Paystack's REST API ---------------------------------------------------------------------

  app.post('/transaction/initialize', async (request, reply) => {
    if (!isAuthorised(request.headers.authorization)) return refuse(reply, 401, 'Invalid key')
    const parsed = initializeBody.safeParse(request.body)
    if (!parsed.success) return refuse(reply, 400, 'Invalid transaction parameters')
    const { email, amount, currency = 'NGN', metadata } = parsed.data
    if (currency !== 'NGN') return refuse(reply, 400, 'Currency not supported by merchant')
    const reference = parsed.data.reference ?? `T${randomBytes(10).toString('hex')}`
    const created = store.create({ reference, email, amount, currency, metadata }, options.clock())
    if (created === 'duplicate') return refuse(reply, 400, 'Duplicate Transaction Reference')
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${app.prefix}/checkout/${created.accessCode}`,
        access_code: created.accessCode,
        reference: created.reference,
      },
    }
  })

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    async (request, reply) => {
      if (!isAuthorised(request.headers.authorization)) return refuse(reply, 401, 'Invalid key')
      const transaction = store.byReference(request.params.reference)
      if (!transaction) return refuse(reply, 400, 'Transaction reference not found')
      return {
        status: true,
        message: 'Verification successful',
        data: transactionData(transaction),
      }
    },
  )

  // --- Refunds (https://paystack.com/docs/api/refund/) ----------------------------------------

  const refunds = new Map<number, SandboxRefund>()
  let nextRefundId = 1

  function refundData(refund: SandboxRefund) {
    return {
      id: refund.id,
      transaction: { id: refund.transaction.id, reference: refund.transaction.reference },
      amount: refund.amount,
      currency: refund.transaction.currency,
      status: refund.status,
      merchant_note: refund.merchantNote,
      refunded_at: refund.status === 'processed' ? options.clock().toISOString() : null,
      createdAt: refund.createdAt.toISOString(),
    }
  }

  function refundedSoFar(transaction: SandboxTransaction): number {
    let sum = 0
    for (const refund of refunds.values()) {
      if (refund.transaction === transaction) sum += refund.amount
    }
    return sum
  }

  app.post('/refund', async (request, reply) => {
    if (!isAuthorised(request.headers.authorization)) return refuse(reply, 401, 'Invalid key')
    const parsed = refundBody.safeParse(request.body)
    if (!parsed.success) return refuse(reply, 400, 'Invalid refund parameters')
    const transaction = store.byReference(parsed.data.transaction)
    if (!transaction) return refuse(reply, 404, 'Transaction not found')
    if (transaction.status !== 'success') {
      return refuse(reply, 400, 'Cannot refund a transaction that was not successful')
    }
    const left = transaction.amount - refundedSoFar(transaction)
    const amount = parsed.data.amount ?? left
    if (amount > left) {
      return refuse(reply, 400, 'Refund amount cannot be more than the transaction amount')
    }
    const refund: SandboxRefund = {
      id: nextRefundId++,
      transaction,
      amount,
      status: 'pending',
      merchantNote: parsed.data.merchant_note ?? null,
      createdAt: options.clock(),
    }
    refunds.set(refund.id, refund)
    // Paystack queues the refund, then says it went through with refund.processed.
    track(
      (async () => {
        if (!(await wait(webhookDelayMs))) return
        refund.status = 'processed'
        scheduleEvent(
          'refund.processed',
          {
            id: String(refund.id),
            status: 'processed',
            transaction_reference: transaction.reference,
            refund_reference: null,
            amount: String(refund.amount),
            currency: transaction.currency,
            domain: 'test',
          },
          transaction.reference,
        )
      })(),
    )
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: refundData(refund),
    }
  })

  app.get<{ Params: { id: string } }>('/refund/:id', async (request, reply) => {
    if (!isAuthorised(request.headers.authorization)) return refuse(reply, 401, 'Invalid key')
    const refund = refunds.get(Number(request.params.id))
    if (!refund) return refuse(reply, 404, 'Refund not found')
    return { status: true, message: 'Refund retrieved', data: refundData(refund) }
  })

  app.get<{ Querystring: { transaction?: string } }>('/refund', async (request, reply) => {
    if (!isAuthorised(request.headers.authorization)) return refuse(reply, 401, 'Invalid key')
    const wanted = request.query.transaction
    const list = [...refunds.values()].filter(
      (refund) =>
        wanted === undefined ||
        refund.transaction.reference === wanted ||
        String(refund.transaction.id) === wanted,
    )
    return { status: true, message: 'Refunds retrieved', data: list.map(refundData) }
  })

  // --- The hosted pop-up ----------------------------------------------------------------------

  app.get('/checkout.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(CHECKOUT_JS),
  )
  app.get('/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CHECKOUT_CSS),
  )

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const transaction = store.byAccessCode(request.params.accessCode)
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
    if (!transaction) return reply.status(404).send(renderCheckoutNotFound())
    return reply.send(renderCheckoutPage(transaction))
  })

  app.post<{ Params: { accessCode: string } }>(
    '/checkout/:accessCode/charge',
    async (request, reply) => {
      const transaction = store.byAccessCode(request.params.accessCode)
      if (!transaction) return refuse(reply, 404, 'Transaction not found')
      const parsed = chargeBody.safeParse(request.body)
      if (!parsed.success) return refuse(reply, 400, 'Choose a test card')
      if (transaction.status === 'success')
        return refuse(reply, 400, 'Transaction has already been completed')
      if (transaction.status === 'ongoing' || transaction.status === 'pending')
        return refuse(reply, 409, 'Transaction is being processed')

      const { card } = parsed.data
      let approved = false
      if (card === 'success') {
        approve(transaction)
        approved = true
      } else if (card === 'bank_transfer') {
        // Paystack's word for a transfer it has not seen land yet; it says so at verify too.
        transaction.status = 'pending'
        transaction.gatewayResponse = 'Awaiting transfer'
        transaction.channel = 'bank_transfer'
        transaction.transferAccount = {
          bank: SANDBOX_TRANSFER_BANK,
          // Ten digits, as a NUBAN has; random so two shoppers never see one account.
          accountNumber: String(randomInt(1_000_000_000, 10_000_000_000)),
          accountName: SANDBOX_TRANSFER_ACCOUNT_NAME,
          expiresAt: new Date(options.clock().getTime() + SANDBOX_TRANSFER_ACCOUNT_MS),
        }
        return { status: true, message: 'Awaiting transfer', data: transactionData(transaction) }
      } else if (card === 'slow_bank') {
        transaction.status = 'ongoing'
        transaction.gatewayResponse = 'Awaiting bank response'
        if (!(await wait(slowBankDelayMs))) return refuse(reply, 503, 'Sandbox is shutting down')
        approve(transaction)
        approved = true
      } else {
        // A declined card fails this attempt; the shopper may try another card, as on Paystack.
        transaction.status = 'failed'
        transaction.gatewayResponse = CARD_OUTCOMES[card]
        transaction.channel = 'card'
      }
      return {
        status: approved,
        message: approved ? 'Charge attempted' : transaction.gatewayResponse,
        data: transactionData(transaction),
      }
    },
  )

  /**
   * The bank confirms a pending transfer (docs/product.md §10): Paystack's charge.success webhook follows
   * after the usual delay. Tests and e2e call it to land a transfer when they choose; loopback
   * only, like the rest of the sandbox.
   */
  app.post<{ Params: { reference: string } }>(
    '/transactions/:reference/confirm-transfer',
    async (request, reply) => {
      const transaction = store.byReference(request.params.reference)
      if (!transaction) return refuse(reply, 404, 'Transaction not found')
      if (transaction.status !== 'pending' || transaction.channel !== 'bank_transfer') {
        return refuse(reply, 409, 'No transfer is pending on this transaction')
      }
      approve(transaction)
      return { status: true, message: 'Transfer confirmed', data: transactionData(transaction) }
    },
  )
}
