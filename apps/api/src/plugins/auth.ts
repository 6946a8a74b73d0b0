import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { findSessionUser } from '../modules/auth/session-users.repository.js'
import { forbidden, unauthorized } from './error-handler.js'

/** The signed-in user, as every protected handler sees it. */
export interface AuthenticatedUser {
  id: number
  role: 'customer' | 'admin'
}

/**
 * Long enough that a shopper stays signed in across a week of evenings; the SPA drops the token
 * 30 s before `exp` (spec §5) and shows the sign-in panel.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60

export interface AccessTokens {
  /** A signed HS256 JWT for the user: `sub` is the user id, with `iat` and `exp`. */
  sign(userId: number): Promise<string>
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens
    /**
     * Hook (use it as `onRequest`, so a visitor hears 401 before any body is judged): 401
     * 'Not authenticated' unless a valid bearer token names a live user.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** Hook: sets request.user when a valid token is sent; a visitor (or a bad token) stays null. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null
  }
}

const ALGORITHM = 'HS256'

/**
 * Bearer-token authentication (PRODUCT §6). Authorisation is never by URL matching: a route
 * opts in with `onRequest: app.requireUser`, then compares path ids with `assertSameUser`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = new TextEncoder().encode(app.config.jwtSecret)

    app.decorate('accessTokens', {
      async sign(userId: number) {
        const issuedAt = Math.floor(app.clock().getTime() / 1000)
        return new SignJWT({})
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
          .sign(key)
      },
    })

    /** The user a request's bearer token names, or null for none, expired, tampered or stale. */
    async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser | null> {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
      const token = match?.[1]
      if (!token || token.length > 2048) return null
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: app.clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        })
        const id = Number(payload.sub)
        if (!Number.isSafeInteger(id) || id <= 0 || payload.iat === undefined) return null
        const user = await findSessionUser(app.database.db, id)
        // A deleted account, or a token from before a password reset, no longer opens anything.
        if (!user) return null
        if (
          user.sessionsValidAfter &&
          payload.iat < Math.floor(user.sessionsValidAfter.getTime() / 1000)
        ) {
          return null
        }
        return { id: user.id, role: user.role }
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null
        throw error
      }
    }

    app.decorateRequest('user', null)
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await authenticate(request)
      if (!request.user) throw unauthorized()
    })
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await authenticate(request)
    })
  },
  { name: 'auth' },
)

/** The signed-in user of a route behind `app.requireUser` (a typed non-null, never a cast). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized()
  return request.user
}

/**
 * A path `{id}` or body `user_id` must be the signed-in user (PRODUCT §6): anything else is a
 * 403 before the handler changes anything. `undefined` (the field was not sent) means "me".
 */
export function assertSameUser(
  request: FastifyRequest,
  userId: number | string | undefined,
): AuthenticatedUser {
  const user = signedInUser(request)
  if (userId === undefined) return user
  if (Number(userId) !== user.id) throw forbidden('You do not have access to this account')
  return user
}
