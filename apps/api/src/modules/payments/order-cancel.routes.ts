import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import type { CancelOrder } from './order-cancellation.js'

// Anything that is not an order id is simply not found (as GET /order/{id}).
const orderParams = z.object({ id: z.string().max(100) })

/**
 * POST /order/{id}/cancel: the order's owner cancels it while it waits unpaid (docs/decisions/029).
 * The answer is the cancelled order, the same for a second call.
 */
export const orderCancelRoutes: FastifyPluginAsyncZod<{ cancel: CancelOrder }> = async (
  app,
  { cancel },
) => {
  app.post(
    '/order/:id/cancel',
    {
      schema: { params: orderParams },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrAddressKey } },
    },
    async (request, reply) => {
      const order = await cancel(signedInUser(request).id, request.params.id)
      reply.header('Cache-Control', 'private, no-store')
      return {
        success: true,
        message: `Order ${order.order_id} is cancelled. Nothing is owed, and its items are back on sale.`,
        order,
      }
    },
  )
}
