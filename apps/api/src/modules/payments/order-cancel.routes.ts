import { orderMoveAnswerSchema } from '@scentia/contracts/after-sale'
import { OWNER_REASON_MAX, OWNER_REASON_MIN } from '@scentia/domain/payment/refund-actions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import { ownerOnly } from '../admin/index.js'
import type { OwnerOrder } from '../orders/index.js'
import type { OrderCancellation } from './order-cancellation.js'
import type { Refunds } from './refunds.service.js'

// Anything that is not an order id is simply not found (as GET /order/{id}).
const orderParams = z.object({ id: z.string().max(100) })
const refundParams = z.object({
  id: z.string().max(100),
  refundId: z.coerce.number().int().positive(),
})
// The owner's reason, held to the console's own rule (domain `ownerReasonProblem`).
const ownerReason = z.string().trim().min(OWNER_REASON_MIN).max(OWNER_REASON_MAX)
const ownerCancelBody = z.object({ reason: ownerReason })
// Every answer here is a sentence and the order (decision 042).
const response = { 200: orderMoveAnswerSchema }
const ownerRefundBody = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  reason: ownerReason,
})

/** What the shopper is told: a paid order's refund is on its way, an unpaid one owes nothing. */
function cancelledMessage(order: OwnerOrder): string {
  const refund = order.refunds.find((candidate) => candidate.state !== 'failed')
  return refund
    ? `Order ${order.order_id} is cancelled. Your refund of ₦${refund.amount.toLocaleString('en-NG')} is on its way, and its items are back on sale.`
    : `Order ${order.order_id} is cancelled. Nothing is owed, and its items are back on sale.`
}

/**
 * POST /order/{id}/cancel: the order's owner cancels it until it ships (docs/product.md §12); a
 * paid one is refunded in full. The answer is the cancelled order, the same for a second call.
 * The console's cancel and refunds sit beside it, behind the owner's guard.
 */
export const orderCancelRoutes: FastifyPluginAsyncZod<{
  cancellation: OrderCancellation
  refunds: Refunds
}> = async (app, { cancellation, refunds }) => {
  app.post(
    '/order/:id/cancel',
    {
      schema: { params: orderParams, response },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrAddressKey } },
    },
    async (request, reply) => {
      const order = await cancellation.byShopper(signedInUser(request).id, request.params.id)
      reply.header('Cache-Control', 'private, no-store')
      return { success: true as const, message: cancelledMessage(order), order }
    },
  )

  await app.register(async (owner) => {
    ownerOnly(owner)
    owner.post(
      '/admin/orders/:id/cancel',
      { schema: { params: orderParams, body: ownerCancelBody, response } },
      async (request) => {
        const { id } = orderParams.parse(request.params)
        const { reason } = ownerCancelBody.parse(request.body)
        const order = await cancellation.byOwner(signedInUser(request).id, id, reason)
        return { success: true as const, message: cancelledMessage(order), order }
      },
    )
    owner.post(
      '/admin/orders/:id/refunds',
      { schema: { params: orderParams, body: ownerRefundBody, response } },
      async (request) => {
        const { id } = orderParams.parse(request.params)
        const body = ownerRefundBody.parse(request.body)
        const order = await refunds.refundByOwner(id, body, signedInUser(request).id)
        return { success: true as const, message: 'Refund recorded.', order }
      },
    )
    owner.post(
      '/admin/orders/:id/refunds/:refundId/cash-returned',
      { schema: { params: refundParams, response } },
      async (request) => {
        const { id, refundId } = refundParams.parse(request.params)
        const order = await refunds.recordCashReturned(
          id.trim().toUpperCase(),
          refundId,
          signedInUser(request).id,
        )
        return { success: true as const, message: 'Cash refund recorded.', order }
      },
    )
  })
}
