import { randomUUID } from 'node:crypto'
import { isOwner, isSessionLive, sessionLifetimeMs } from '@scentia/domain/auth/sessions'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'
import fp from 'fastify-plugin'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { findSessionAccount, findSessionWithUser, insertSession } from '../modules/auth/index.js'
import { forbidden, unauthorized } from './error-handler.js'

/** The signed-in user, as every protected handler sees it. */
export interface AuthenticatedUser {
  id: number
  /** 'admin' when the domain's `isOwner` says so now (ADMIN_EMAILS is read live). */
  role: 'customer' | 'admin'
  /** The server-side session the token names: sign-out and password changes act on it. */
  sessionId: string
}

export interface AccessTokens {
  /**
   * Starts a server-side session for the user and answers its HS256 JWT: `sub` is the user id,
   * `sid` the session, `iat`, and `exp` the session's end (12 h for an owner, 7 days otherwise;
   * the SPA drops the token 30 s before `exp`, docs/product.md §S5).
   */
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
    optionalUser: (
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) => void
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null
  }
}

const ALGORITHM = 'HS256'
/** A session id is a UUID: anything else is refused before it reaches the database. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Bearer-token authentication (docs/product.md §6). Authorisation is never by URL matching: a route
 * opts in with `onRequest: app.requireUser`, then compares path ids with `assertSameUser`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = new TextEncoder().encode(app.config.jwtSecret)
    const db = app.database.db
    const adminEmails = app.config.adminEmails

    app.decorate('accessTokens', {
      async sign(userId: number) {
        const account = await findSessionAccount(db, userId)
        if (!account) throw unauthorized()
        // JWT times are whole seconds; the row keeps the same instants, so `exp` and the row agree.
        const issuedAt = Math.floor(app.clock().getTime() / 1000)
        const expiresAt =
          issuedAt + Math.floor(sessionLifetimeMs(isOwner(account, adminEmails)) / 1000)
        const sessionId = randomUUID()
        await insertSession(db, {
          id: sessionId,
          userId,
          createdAt: new Date(issuedAt * 1000),
          expiresAt: new Date(expiresAt * 1000),
        })
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuedAt(issuedAt)
          .setExpirationTime(expiresAt)
          .sign(key)
      },
    })

    /**
     * The user a request's bearer token names, or null for none, expired, tampered, signed out
     * or from before decision 008 (no `sid`). One lookup reads the session with its user, so
     * every process sees a sign-out, a revocation or a demotion at once.
     */
    async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser | null> {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
      const token = match?.[1]
      if (!token || token.length > 2048) return null
      try {
        const now = app.clock()
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        })
        const id = Number(payload.sub)
        const sessionId = payload.sid
        if (!Number.isSafeInteger(id) || id <= 0) return null
        if (typeof sessionId !== 'string' || !UUID_PATTERN.test(sessionId)) return null
        const session = await findSessionWithUser(db, sessionId, id)
        if (!session) return null
        const owner = isOwner(session.user, adminEmails)
        if (!isSessionLive(session, owner, now)) return null
        return { id, role: owner ? 'admin' : 'customer', sessionId }
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
    // Callback-style, so a visitor (no Authorization header: most catalogue reads) passes with
    // no promise and no microtask on the cached catalogue's path.
    app.decorate(
      'optionalUser',
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (request.headers.authorization === undefined) {
          done()
          return
        }
        authenticate(request).then(
          (user) => {
            request.user = user
            done()
          },
          (error: unknown) => {
            done(error instanceof Error ? error : new Error(String(error)))
          },
        )
      },
    )
  },
  { name: 'auth' },
)

/** The signed-in user of a route behind `app.requireUser` (a typed non-null, never a cast). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized()
  return request.user
}

/**
 * A path `{id}` or body `user_id` must be the signed-in user (docs/product.md §6): anything else is a
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
