import {
  hasNulCharacter,
  NUL_CHARACTER_MESSAGE,
  urlHasNulCharacter,
} from '@scentia/domain/text/nul-character'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from './error-handler.js'

/**
 * One guard for every route, so no route has to remember it: a NUL in the URL (query or path)
 * or anywhere in a parsed body is refused with a 400 before any handler reads it.
 * PostgreSQL's text cannot hold a NUL, and a query given one fails as a server error.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  // The URL on every request: one substring test, so the catalogue's hot path pays nothing else
  // (a callback, not an async hook: no promise per request).
  app.addHook('onRequest', (request, _reply, done) => {
    done(urlHasNulCharacter(request.url) ? badRequest(NUL_CHARACTER_MESSAGE) : undefined)
  })
  // The body once its schema passed it: a field whose schema refuses control characters (a name)
  // says so in its own words first; whatever a schema lets through stops here, before the
  // handler. A photo's bytes are skipped by hasNulCharacter. Only routes that can receive a
  // body get the hook: Fastify never reads one for GET or HEAD, and the catalogue's cached
  // answers (GET) then skip a hook with nothing to check (decision 005, the profile of a hit).
  // First among the route's own preHandlers, where a global preHandler ran.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (methods.every((method) => BODILESS_METHODS.has(method.toUpperCase()))) return
    const own = route.preHandler
    route.preHandler = [
      refuseNulBody,
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ]
  })
})

/** Methods whose requests Fastify never parses a body for. */
const BODILESS_METHODS = new Set(['GET', 'HEAD'])

function refuseNulBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(
    request.body !== undefined && hasNulCharacter(request.body)
      ? badRequest(NUL_CHARACTER_MESSAGE)
      : undefined,
  )
}
