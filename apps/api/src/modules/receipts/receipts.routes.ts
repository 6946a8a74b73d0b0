import { receiptAnswerSchema } from '@scentia/contracts/receipt'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { unwrapResult } from '../../plugins/error-handler.js'
import type { ReceiptsService } from './receipts.service.js'

// Anything that is not an order id is simply not found (the router refuses over 100 characters).
const receiptParams = z.object({ id: z.string().max(100) })

/**
 * GET /order/{id}/receipt (docs/product.md §12): the data of a paid order's printable receipt,
 * for the order's owner or a shop owner. 404 for anyone else or an unknown id; 409 while the
 * order is unpaid. Personal data, so nothing is cached by browsers or proxies.
 */
export const receiptsRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptsService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/order/:id/receipt',
    {
      schema: { params: receiptParams, response: { 200: receiptAnswerSchema } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const receipt = unwrapResult(
        await receipts.receiptFor(request.params.id, signedInUser(request)),
      )
      reply.header('Cache-Control', 'private, no-store')
      return { success: true as const, receipt }
    },
  )
}
