import { messageResponseSchema } from '@scentia/contracts/account'
import { hideReviewSchema } from '@scentia/domain/reviews/review-input'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { notFound } from '../../plugins/error-handler.js'
import { ownerOnly } from '../admin/index.js'
import type { AdminReviewsService } from './reviews-admin.service.js'

const reviewParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
const listQuery = z.object({
  /** '' or absent: all; 'true': hidden only; 'false': visible only. */
  hidden: z.enum(['true', 'false', '']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

const NOT_FOUND = 'Review not found'

/**
 * /api/admin/reviews, behind the same two hooks as the rest of the console
 * (decision 007): requireUser answers 401, the owner check 403. Private, never cached.
 */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: AdminReviewsService }> = async (
  app,
  { reviews },
) => {
  ownerOnly(app)

  app.get('/admin/reviews', { schema: { querystring: listQuery } }, async (request) => {
    const { hidden, page } = request.query
    const filter = hidden === 'true' ? true : hidden === 'false' ? false : undefined
    return { success: true, ...(await reviews.list({ hidden: filter, page })) }
  })

  app.post(
    '/admin/reviews/:id/hide',
    {
      schema: {
        params: reviewParams,
        body: hideReviewSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const done = await reviews.hide(
        signedInUser(request).id,
        request.params.id,
        request.body.reason,
      )
      if (!done) throw notFound(NOT_FOUND)
      return { success: true as const, message: 'Review hidden' }
    },
  )

  app.post(
    '/admin/reviews/:id/unhide',
    { schema: { params: reviewParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const done = await reviews.unhide(signedInUser(request).id, request.params.id)
      if (!done) throw notFound(NOT_FOUND)
      return { success: true as const, message: 'Review shown again' }
    },
  )
}
