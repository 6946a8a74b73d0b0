import { promoInputSchema } from '@scentia/domain/promo/promo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { HttpError } from '../../plugins/error-handler.js'
import type { AdminPromosService, PromoResult } from './admin-promos.service.js'

const promoParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

function unwrap(result: PromoResult) {
  if (result.ok) return { success: true as const, promo: result.promo }
  throw new HttpError(
    result.status,
    result.status === 409 ? 'CONFLICT' : 'NOT_FOUND',
    result.message,
  )
}

/**
 * /api/admin/promos. Registered inside adminRoutes, so the owner check and the
 * no-store header of that context apply here too.
 */
export const adminPromoRoutes: FastifyPluginAsyncZod<{ promos: AdminPromosService }> = async (
  app,
  { promos },
) => {
  app.get('/promos', async () => ({ success: true, promos: await promos.list() }))

  app.post('/promos', { schema: { body: promoInputSchema } }, async (request, reply) => {
    const created = unwrap(await promos.create(request.body, signedInUser(request).id))
    return reply.status(201).send(created)
  })

  app.put(
    '/promos/:id',
    { schema: { params: promoParams, body: promoInputSchema } },
    async (request) => {
      return unwrap(await promos.update(request.params.id, request.body, signedInUser(request).id))
    },
  )

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(`/promos/:id/${action}`, { schema: { params: promoParams } }, async (request) => {
      return unwrap(await promos.setActive(request.params.id, active, signedInUser(request).id))
    })
  }
}
