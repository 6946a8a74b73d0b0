import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import { rateLimitAddressKey } from '@scentia/domain/http/client-address'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  createRateLimitCounters,
  type CounterState,
  type RateLimitCounters,
} from '../modules/rate-limits/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared limit counters, for limits that are not a route's (decision 009). */
    rateLimitCounters: RateLimitCounters
  }
}

/**
 * The client a per-address limit counts: the request's address (which `TRUST_PROXY` decides)
 * with IPv6 clients keyed by their /64, so one subscriber cannot rotate through its own prefix.
 * Every per-address limit uses it: the route limits here and the sign-in limits in auth.
 */
export const clientAddress = (request: FastifyRequest): string => rateLimitAddressKey(request.ip)

/** The default key of a route limit: `ip:` and the client's address. */
export const addressKey = (request: FastifyRequest): string => `ip:${clientAddress(request)}`

/**
 * Signed-in shoppers per account (a carrier's shared address must not throttle everyone),
 * visitors per address.
 */
export const userOrAddressKey = (request: FastifyRequest): string =>
  request.user ? `user:${request.user.id}` : addressKey(request)

type Callback = Parameters<FastifyRateLimitStore['incr']>[1]
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A `@fastify/rate-limit` store over the `rate_limit_counters` table (decision 009): every API
 * process counts in the same rows, so a limit means the same behind one process or ten. The
 * plugin builds one store and a child per route; a child prefixes its keys with the route.
 */
function databaseStore(counters: RateLimitCounters) {
  const answer = (callback: Callback, now: Date, state: CounterState | undefined) => {
    callback(null, {
      current: state?.hits ?? 0,
      ttl: state ? Math.max(0, state.windowEndsAt.getTime() - now.getTime()) : 0,
    })
  }

  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its options first; the store needs none of them.
    constructor(
      _options: object = {},
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = counters.clock()
      counters.count(this.prefix + key, timeWindow).then(
        (state) => {
          answer(callback, now, state)
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }

    read(key: string, callback: Callback): void {
      const now = counters.clock()
      counters.read(this.prefix + key).then(
        (state) => {
          answer(callback, now, state)
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const method = routeOptions.routeInfo?.method ?? ''
      const url = routeOptions.routeInfo?.url ?? ''
      return new DatabaseStore({}, `${this.prefix}${String(method)} ${url}|`)
    }
  }
  return DatabaseStore satisfies FastifyRateLimitStoreCtor
}

/**
 * `@fastify/rate-limit` for every route that asks (`config: { rateLimit }`), counted in the
 * database and answered in the spec's error shape. Nothing is limited unless a route says so.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const counters = createRateLimitCounters({
      db: app.database.db,
      clock: app.clock,
      log: app.log,
    })
    app.decorate('rateLimitCounters', counters)
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(counters),
      keyGenerator: addressKey,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
    })
  },
  { name: 'rate-limit' },
)
