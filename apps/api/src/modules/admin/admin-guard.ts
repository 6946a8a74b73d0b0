import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.js'
import { signedInUser } from '../../plugins/auth.js'
import { forbidden } from '../../plugins/error-handler.js'
import { promoteIfListed } from './admin-accounts.repository.js'

/**
 * The console's second hook, after `app.requireUser` (a visitor has already heard 401): a
 * customer hears 403. The role is read from the database on every request (the auth plugin
 * does), so demoting an owner takes effect at once, not when their token expires.
 */
export function createAdminGuard({ db, adminEmails }: { db: Db; adminEmails: readonly string[] }) {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    const user = signedInUser(request)
    if (user.role === 'admin') return
    // An owner listed in ADMIN_EMAILS who signed up after the server started.
    if (await promoteIfListed(db, user.id, adminEmails)) {
      request.user = { ...user, role: 'admin' }
      return
    }
    throw forbidden(OWNER_ONLY_MESSAGE)
  }
}
