import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The header set helmet would write for these options, worked out once. helmet's middleware only
 * calls setHeader/removeHeader on the response, and with static directives it writes the same
 * values to every response, so its output can be captured at start.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const directives =
    typeof options.contentSecurityPolicy === 'object'
      ? Object.values(options.contentSecurityPolicy.directives ?? {})
      : []
  const isDynamic = directives.some(
    (value) =>
      typeof value === 'function' ||
      (Array.isArray(value) && value.some((entry) => typeof entry === 'function')),
  )
  // A directive computed per request (a nonce) cannot be worked out once: refuse it loudly
  // rather than send every shopper the same nonce.
  if (isDynamic) throw new Error('security headers: per-request CSP directives are not supported')

  const headers = new Map<string, string>()
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value))
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase())
    },
  }
  // helmet reads nothing from the request when no directive is a function (checked above).
  const request = Object.create(null) as IncomingMessage
  helmet(options)(request, response as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error
    if (error) throw new Error('helmet refused its options')
  })
  return Object.fromEntries(headers)
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, worked out once at start. */
    securityHeaders: Readonly<Record<string, string>>
  }
}

/**
 * helmet's headers on every response (docs/product.md §6), with the options @fastify/helmet took.
 *
 * Why not @fastify/helmet: it calls `helmet(options)` inside its onRequest hook, so every request
 * re-parsed and re-validated the CSP directives and rebuilt eleven middlewares: a third of the
 * CPU of a cached catalogue hit (profiled). The headers are the same bytes each time;
 * here they are computed once and copied onto each reply. Set in onRequest, before any handler,
 * so error answers and the storefront's files carry them too.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = helmetHeaders(options)
    // The fast path (plugins/fast-path.ts) sends the very same set with its cached answers.
    app.decorate('securityHeaders', Object.freeze({ ...headers }))
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
