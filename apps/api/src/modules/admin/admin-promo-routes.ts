import { promoInputSchema } from '@scentia/domain/promo/promo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { notFound } from '../../plugins/error-handler.js'
import { PROMO_NOT_FOUND, type AdminPromosService } from './admin-promos.service.js'

const promoParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/**
 * /api/admin/promos (issue 14). Registered inside adminRoutes, so the owner check and the
 * no-store header of that context apply here too.
 */
export const adminPromoRoutes: FastifyPluginAsyncZod<{ promos: AdminPromosService }> = async (
  app,
  { promos },
) => {
  app.get('/promos', async () => ({ success: true, promos: await promos.list() }))

  app.post('/promos', { schema: { body: promoInputSchema } }, async (request, reply) => {
    const promo = await promos.create(request.body, signedInUser(request).id)
    return reply.status(201).send({ success: true, promo })
  })

  app.put(
    '/promos/:id',
    { schema: { params: promoParams, body: promoInputSchema } },
    async (request) => {
      const promo = await promos.update(request.params.id, request.body, signedInUser(request).id)
      if (!promo) throw notFound(PROMO_NOT_FOUND)
      return { success: true, promo }
    },
  )

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(`/promos/:id/${action}`, { schema: { params: promoParams } }, async (request) => {
      const promo = await promos.setActive(request.params.id, active, signedInUser(request).id)
      if (!promo) throw notFound(PROMO_NOT_FOUND)
      return { success: true, promo }
    })
  }
}
