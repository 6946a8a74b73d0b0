import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import type { FastifyRequest } from 'fastify'
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
