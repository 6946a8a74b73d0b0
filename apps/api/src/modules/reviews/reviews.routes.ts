import { reviewInputSchema, type ReviewListResponse } from '@scentia/domain/reviews/review-input'
import { myReviewResponseSchema, savedReviewResponseSchema } from '@scentia/contracts/reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { notFound, refusal } from '../../plugins/error-handler.js'
import { prepareResponse, sendPrepared, PRODUCT_ID_MAX_LENGTH } from '../catalogue/index.js'
import {
  PRODUCT_NOT_FOUND,
  type ReviewWriteResult,
  type ReviewsService,
} from './reviews.service.js'

/**
 * The same for every visitor, so shared caches may keep it; revalidated each time (a cheap 304
 * by ETag) so a shopper who just wrote a review sees it on the next read, not a minute later.
 */
const PUBLIC_REVIEWS_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const JSON_TYPE = 'application/json; charset=utf-8'

const params = z.object({
  productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH, 'Product id is too long'),
})

function unwrap(result: ReviewWriteResult) {
  if (result.ok) return { success: true as const, review: result.review }
  throw refusal(result.problem.status, result.problem.message)
}

/**
 * Verified reviews. GET …/reviews is public; …/reviews/mine is the signed-in
 * shopper's own (eligibility and their review), which POST creates and PUT replaces.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.get('/product/:productId/reviews', { schema: { params } }, async (request, reply) => {
    const found = await reviews.list(request.params.productId)
    if (!found) throw notFound(PRODUCT_NOT_FOUND)
    const body: ReviewListResponse = { success: true, ...found }
    const prepared = await prepareResponse(JSON.stringify(body), JSON_TYPE, { precompress: false })
    return sendPrepared(request, reply, prepared, { cacheControl: PUBLIC_REVIEWS_CACHE_CONTROL })
  })

  app.get(
    '/product/:productId/reviews/mine',
    { schema: { params, response: { 200: myReviewResponseSchema } }, onRequest: app.requireUser },
    async (request, reply) => {
      const mine = await reviews.mine(signedInUser(request).id, request.params.productId)
      if (!mine) throw notFound(PRODUCT_NOT_FOUND)
      reply.header('Cache-Control', 'no-store')
      return { success: true as const, ...mine }
    },
  )

  app.post(
    '/product/:productId/reviews',
    {
      schema: { params, body: reviewInputSchema, response: { 201: savedReviewResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const result = await reviews.create(
        signedInUser(request).id,
        request.params.productId,
        request.body,
      )
      const answer = unwrap(result)
      return reply.status(201).send(answer)
    },
  )

  app.put(
    '/product/:productId/reviews/mine',
    {
      schema: { params, body: reviewInputSchema, response: { 200: savedReviewResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) =>
      unwrap(
        await reviews.replace(signedInUser(request).id, request.params.productId, request.body),
      ),
  )
}
