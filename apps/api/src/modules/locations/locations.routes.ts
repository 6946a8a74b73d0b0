import { locationsAnswerSchema, type LocationsAnswer } from '@scentia/contracts/locations'
import { placeNameParam } from '@scentia/domain/account/address'
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, notFound } from '../../plugins/error-handler.js'
import type { LocationsService } from './locations.service.js'

const placeName = (label: string) =>
  placeNameParam(label)
    // A blank parameter (?state=) is no parameter: the dropdown has nothing chosen yet.
    .transform((value) => (value?.trim() ? value.trim() : undefined))

const locationsQuery = z.object({ state: placeName('State'), lga: placeName('LGA') })

/** The lists are the same for a day at least; a browser and any CDN may keep them. */
const CACHE_CONTROL = 'public, max-age=86400'

interface CachedJson {
  body: string
  etag: string
}

function toCachedJson(payload: LocationsAnswer): CachedJson {
  // The bytes skip Fastify's serializer, so the answer is held to its contract here, once.
  const body = JSON.stringify(locationsAnswerSchema.parse(payload))
  // Weak: the bytes on the wire differ once compressed, the meaning does not.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  return { body, etag }
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', cached.etag)
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === cached.etag || tag.trim() === '*')) {
    return reply.status(304).send()
  }
  return reply.type('application/json; charset=utf-8').send(cached.body)
}

/**
 * GET /locations — the cascade of docs/product.md §S7: states; ?state= its LGAs; &lga= that LGA's wards.
 * Lists of strings, alphabetical; names match case-insensitively and old names are accepted.
 */
export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (
  app,
  { locations },
) => {
  // Keyed by canonical ids, so at most 1 + 37 + 774 entries however the names are spelt.
  const answers = new Map<string, CachedJson>()
  const remember = (key: string, build: () => LocationsAnswer) => {
    let cached = answers.get(key)
    if (!cached) {
      cached = toCachedJson(build())
      answers.set(key, cached)
    }
    return cached
  }

  app.get('/locations', { schema: { querystring: locationsQuery } }, async (request, reply) => {
    const { state: stateName, lga: lgaName } = request.query

    if (stateName === undefined) {
      if (lgaName !== undefined) throw badRequest('Choose a state before an LGA')
      const states = await locations.listStates()
      return sendCached(
        request,
        reply,
        remember('states', () => ({ success: true, data: { states } })),
      )
    }

    const state = await locations.findState(stateName)
    if (lgaName === undefined) {
      if (!state) throw notFound(`Failed to load LGAs: there is no state called "${stateName}"`)
      return sendCached(
        request,
        reply,
        remember(`lgas:${state.id}`, () => ({
          success: true,
          data: { state: state.name, lgas: state.lgas },
        })),
      )
    }

    if (!state) throw notFound(`Failed to load wards: there is no state called "${stateName}"`)
    const lga = locations.findLga(state, lgaName)
    if (!lga) throw notFound(`Failed to load wards: ${state.name} has no LGA called "${lgaName}"`)
    const wards = await locations.listWards(lga)
    return sendCached(
      request,
      reply,
      remember(`wards:${lga.id}`, () => ({
        success: true,
        data: { state: state.name, lga: lga.name, wards },
      })),
    )
  })
}
