import { promoListResponseSchema, promoResponseSchema } from '@scentia/contracts/admin'
import { promoInputSchema } from '@scentia/domain/promo/promo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { refusal } from '../../plugins/error-handler.js'
import type { AdminPromosService, PromoResult } from './admin-promos.service.js'

const promoParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/** A code's every change answers with the code as it now stands (decision 042). */
const promoAnswer = { 200: promoResponseSchema }

function unwrap(result: PromoResult) {
  if (result.ok) return { success: true as const, promo: result.promo }
  throw refusal(result.status, result.message)
}

/**
 * /api/admin/promos. Registered inside adminRoutes, so the owner check and the
 * no-store header of that context apply here too.
 */
export const adminPromoRoutes: FastifyPluginAsyncZod<{ promos: AdminPromosService }> = async (
  app,
  { promos },
) => {
  app.get('/promos', { schema: { response: { 200: promoListResponseSchema } } }, async () => ({
    success: true as const,
    promos: await promos.list(),
  }))

  app.post(
    '/promos',
    { schema: { body: promoInputSchema, response: { 201: promoResponseSchema } } },
    async (request, reply) => {
      const created = unwrap(await promos.create(request.body, signedInUser(request).id))
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/promos/:id',
    { schema: { params: promoParams, body: promoInputSchema, response: promoAnswer } },
    async (request) => {
      return unwrap(await promos.update(request.params.id, request.body, signedInUser(request).id))
    },
  )

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/promos/:id/${action}`,
      { schema: { params: promoParams, response: promoAnswer } },
      async (request) =>
        unwrap(await promos.setActive(request.params.id, active, signedInUser(request).id)),
    )
  }
}
