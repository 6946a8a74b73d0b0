import { orderListResponseSchema, orderLookupAnswerSchema } from '@scentia/contracts/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import { signedInUser } from '../../plugins/auth.js'
import { notFound } from '../../plugins/error-handler.js'
import type { OrdersService } from './orders.service.js'

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found'

/** Lookups by id per minute: plenty for a shopper, slow for anyone enumerating ids. */
export const ORDER_LOOKUPS_PER_MINUTE = 30

// Anything that is not an order id is simply not found (the router refuses over 100 characters).
const orderParams = z.object({ id: z.string().max(100) })

/**
 * GET /order and GET /order/{id} (docs/product.md §S7). Answers carry personal data, so nothing is cached
 * by browsers or proxies.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/order',
    { onRequest: app.requireUser, schema: { response: { 200: orderListResponseSchema } } },
    async (request, reply) => {
      const user = signedInUser(request)
      const list = await orders.listForUser(user.id)
      reply.header('Cache-Control', 'private, no-store')
      // The spec's list result has `orders`; its call table says `data`: both, the same list.
      return {
        success: true as const,
        message: 'Orders retrieved successfully',
        orders: list,
        data: list,
      }
    },
  )

  app.get(
    '/order/:id',
    {
      schema: { params: orderParams, response: { 200: orderLookupAnswerSchema } },
      onRequest: app.optionalUser,
      config: {
        rateLimit: {
          max: ORDER_LOOKUPS_PER_MINUTE,
          timeWindow: '1 minute',
          // Signed-in shoppers are counted per account, so a mobile carrier's shared address
          // (CGNAT is common in Nigeria) does not throttle everyone behind it; visitors per address.
          keyGenerator: userOrAddressKey,
        },
      },
    },
    async (request, reply) => {
      const found = await orders.lookup(request.params.id, request.user)
      if (!found) throw notFound(ORDER_NOT_FOUND_MESSAGE)
      reply.header('Cache-Control', 'private, no-store')
      // The spec reads response_data; its call table says data: both, the same order.
      return {
        success: true as const,
        message: 'Order retrieved successfully',
        response_data: found.order,
        data: found.order,
      }
    },
  )
}
