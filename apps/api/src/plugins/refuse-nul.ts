import {
  hasNulCharacter,
  NUL_CHARACTER_MESSAGE,
  urlHasNulCharacter,
} from '@scentia/domain/text/nul-character'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from './error-handler.js'

/**
 * One guard for every route, so no route has to remember it: a NUL in the URL (query or path)
 * or anywhere in a parsed body is refused with a 400 before any handler reads it.
 * PostgreSQL's text cannot hold a NUL, and a query given one fails as a server error.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  // The URL on every request: one substring test, so the catalogue's hot path pays nothing else.
  app.addHook('onRequest', async (request) => {
    if (urlHasNulCharacter(request.url)) throw badRequest(NUL_CHARACTER_MESSAGE)
  })
  // The body once its schema passed it: a field whose schema refuses control characters (a name)
  // says so in its own words first; whatever a schema lets through stops here, before the
  // handler. A photo's bytes are skipped by hasNulCharacter.
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined && hasNulCharacter(request.body)) {
      throw badRequest(NUL_CHARACTER_MESSAGE)
    }
  })
})
