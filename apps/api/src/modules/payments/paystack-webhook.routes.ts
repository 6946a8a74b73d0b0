import { readTransferAccount } from '@scentia/domain/payment/transfer-account'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { signedJsonBody } from '../../plugins/signed-webhook.js'
import { badRequest } from '../../plugins/error-handler.js'
import {
  PAYSTACK_REFERENCE_PATTERN,
  isValidPaystackSignature,
  PAYSTACK_SIGNATURE_HEADER,
} from '../paystack/index.js'
import type { PaymentsService } from './payments.service.js'
import type { Refunds } from './refunds.service.js'

/** Paystack's events are small; anything this big is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024

const eventSchema = z.object({ event: z.string().max(100), data: z.unknown() })

const chargeSchema = z.object({
  reference: z.string().regex(PAYSTACK_REFERENCE_PATTERN),
  status: z.string().max(40),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(10).nullish(),
  channel: z.string().max(40).nullish(),
  paid_at: z.string().max(40).nullish(),
  paidAt: z.string().max(40).nullish(),
  gateway_response: z.string().max(500).nullish(),
})

/**
 * Paystack's refund events (refund.pending, refund.processing, refund.processed, refund.failed):
 * its id and amount may come as strings; the transaction's reference is named
 * `transaction_reference`, or found on the nested transaction.
 */
const refundEventSchema = z.object({
  id: z.union([z.number().int(), z.string().max(64)]),
  status: z.string().max(40),
  amount: z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  transaction_reference: z.string().regex(PAYSTACK_REFERENCE_PATTERN).nullish(),
  transaction: z.object({ reference: z.string().regex(PAYSTACK_REFERENCE_PATTERN) }).nullish(),
  reason: z.string().max(500).nullish(),
})

const REFUND_EVENTS = ['refund.pending', 'refund.processing', 'refund.processed', 'refund.failed']

export interface WebhookOptions {
  payments: PaymentsService
  refunds: Pick<Refunds, 'settle'>
  /** PAYSTACK_SECRET_KEY, or the sandbox's key. */
  secret: string
}

/**
 * POST /paystack/webhook (docs/product.md §4 step 5). The signature is checked over the raw bytes, so
 * this plugin — and only it — parses JSON bodies as buffers. `charge.success` finalises the
 * payment through the same service function as the browser's /checkout, so whichever arrives
 * first makes the order and the other finds it; every other event is acknowledged and ignored.
 * The event's own data is trusted once the signature holds: it is Paystack's word, signed, and
 * acting on it needs no second call that could fail while Paystack is slow.
 */
export const paystackWebhookRoutes: FastifyPluginAsync<WebhookOptions> = async (
  app,
  { payments, refunds, secret },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, body)
    },
  )

  app.post('/paystack/webhook', async (request, reply) => {
    const { parsed } = signedJsonBody(request.body, (raw) =>
      isValidPaystackSignature(raw, request.headers[PAYSTACK_SIGNATURE_HEADER], secret),
    )
    const event = eventSchema.safeParse(parsed)
    if (!event.success) throw badRequest('Not a Paystack event')
    if (REFUND_EVENTS.includes(event.data.event)) {
      const refund = refundEventSchema.safeParse(event.data.data)
      const reference =
        refund.data?.transaction_reference ?? refund.data?.transaction?.reference ?? null
      if (!refund.success || !reference) throw badRequest('Not a Paystack refund')
      // A duplicate event finds the refund already settled and changes nothing (decision 041).
      const outcome = await refunds.settle({
        paystackRefundId: String(refund.data.id),
        transactionReference: reference,
        amountKobo: refund.data.amount,
        status: event.data.event === 'refund.failed' ? 'failed' : refund.data.status,
        failure: refund.data.reason ?? null,
      })
      if (outcome === 'unknown')
        request.log.warn({ reference }, 'refund event for no refund of ours')
      return reply.status(200).send({ received: true, handled: outcome !== 'unknown' })
    }
    if (event.data.event !== 'charge.success')
      return reply.status(200).send({ received: true, handled: false })

    const charge = chargeSchema.safeParse(event.data.data)
    if (!charge.success) throw badRequest('Not a Paystack charge')
    const paidAtText = charge.data.paid_at ?? charge.data.paidAt ?? null
    const paidAt = paidAtText ? new Date(paidAtText) : null
    const result = await payments.finalise(
      charge.data.reference,
      {
        paystackReference: charge.data.reference,
        paystackStatus: charge.data.status,
        amountPaidKobo: charge.data.amount,
        paidCurrency: charge.data.currency ?? null,
        channel: charge.data.channel ?? null,
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
        gatewayResponse: charge.data.gateway_response ?? null,
        transferAccount: readTransferAccount(event.data.data),
      },
      { recordUnpaid: false, actorUserId: null },
    )
    // A reference we never issued (another integration on the same Paystack account): 200, or
    // Paystack would retry it for days.
    if (!result)
      request.log.warn({ reference: charge.data.reference }, 'webhook for an unknown reference')
    // A charge not in naira (finalise refused it and logged why): acknowledged, since Paystack
    // retrying it would change nothing, but not handled.
    const isHandled = result !== undefined && result.refused === undefined
    return reply.status(200).send({ received: true, handled: isHandled })
  })
}
