import { messageResponseSchema } from '@scentia/contracts/account'
import { deleteAccountRequestSchema } from '@scentia/domain/account/privacy'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/auth.js'
import { badRequest } from '../../plugins/error-handler.js'
import { clientAddress } from '../../plugins/rate-limit.js'
import type { PrivacyRegistry, PrivacyService } from './privacy.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules that keep personal data register their export section and erasure step. */
    privacy: PrivacyRegistry
  }
}

/** GET /api/user/export and DELETE /api/user/account. */
function privacyRoutes(service: PrivacyService): FastifyPluginAsyncZod {
  return async (api) => {
    api.get('/user/export', { onRequest: api.requireUser }, async (request, reply) => {
      const data = await service.exportData(signedInUser(request).id)
      const day = api.clock().toISOString().slice(0, 10)
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="scentia-my-data-${day}.json"`)
        .type('application/json; charset=utf-8')
      return JSON.stringify(data, null, 2)
    })

    api.delete(
      '/user/account',
      {
        schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
        onRequest: api.requireUser,
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const result = await service.deleteAccount(
          signedInUser(request).id,
          request.body.password,
          clientAddress(request),
        )
        if (!result.ok) throw badRequest(result.message)
        return {
          success: true as const,
          message: 'Your account and personal data have been deleted.',
        }
      },
    )
  }
}

/**
 * Registered at the root before the /api modules, so they find `app.privacy` to register with;
 * its two routes live under /api like every other call. The service is built in `buildApp`.
 */
export const privacyPlugin = fp(
  async (app: FastifyInstance, { privacy }: { privacy: PrivacyService }) => {
    app.decorate('privacy', privacy.registry)
    await app.register(privacyRoutes(privacy), { prefix: '/api' })
  },
  { name: 'privacy', dependencies: ['auth'] },
)
