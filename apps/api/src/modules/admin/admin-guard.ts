import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { signedInUser } from '../../plugins/auth.js'
import { forbidden } from '../../plugins/error-handler.js'

/**
 * The console's second hook, after `app.requireUser` (a visitor has already heard 401): a
 * customer hears 403. The auth plugin decides the role on every request from the account row and
 * this process's ADMIN_EMAILS (domain `isOwner`, decision 008), so a demotion, by the list or by
 * `admin:create --remove`, takes effect at once, not when the token expires.
 */
export function createAdminGuard() {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (signedInUser(request).role !== 'admin') throw forbidden(OWNER_ONLY_MESSAGE)
  }
}

/**
 * Puts a plugin context behind the console's two hooks (decision 007), added to the context
 * itself, never by matching URLs: a visitor hears 401, a customer 403, and every answer is private
 * and never cached. The one way an owner route is guarded.
 */
export function ownerOnly(
  app: FastifyInstance,
  requireAdmin: ReturnType<typeof createAdminGuard> = createAdminGuard(),
): void {
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', requireAdmin)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store')
  })
}
