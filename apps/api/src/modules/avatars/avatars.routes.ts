import {
  AVATAR_BACKGROUND_INVALID_MESSAGE,
  DEFAULT_AVATAR_BACKGROUND,
  normaliseAvatarBackground,
  normaliseAvatarSeed,
} from '@scentia/domain/account/avatar'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../plugins/error-handler.js'
import { renderAvatar } from './avatar-renderer.js'

/** A picture is a pure function of its URL: cache it for a year, anywhere. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** GET /api/avatar/{seed}.svg?backgroundColor={hex}: the profile_link every user carries. */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatar/:seed.svg',
    {
      schema: {
        params: z.object({ seed: z.string().max(100) }),
        querystring: z.object({ backgroundColor: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const seed = normaliseAvatarSeed(request.params.seed)
      const requested = request.query.backgroundColor
      const background =
        requested === undefined ? DEFAULT_AVATAR_BACKGROUND : normaliseAvatarBackground(requested)
      if (!background) throw badRequest(AVATAR_BACKGROUND_INVALID_MESSAGE)
      const { svg, etag } = renderAvatar(seed, background)
      reply.header('Cache-Control', AVATAR_CACHE_CONTROL).header('ETag', etag)
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      return reply.type('image/svg+xml').send(svg)
    },
  )
}
