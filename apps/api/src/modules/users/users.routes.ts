import { updateProfileLinkRequestSchema } from '@scentia/domain/account/avatar'
import {
  profileUpdateRequestSchema,
  marketingSmsRequestSchema,
  smsUpdatesRequestSchema,
} from '@scentia/domain/account/profile'
import {
  profileLinkResponseSchema,
  userResponseSchema,
  userUpdateResponseSchema,
} from '@scentia/contracts/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertSameUser, signedInUser } from '../../plugins/auth.js'
import { badRequest } from '../../plugins/error-handler.js'
import type { UsersService } from './users.service.js'

/** A user id in a path: a positive integer (docs/product.md §3), checked against the token. */
export const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid user id' })
    .int('Invalid user id')
    .positive('Invalid user id')
    .max(2_147_483_647, 'Invalid user id'),
})

/** Profile calls of docs/product.md §S7. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/profile',
    { onRequest: app.requireUser, schema: { response: { 200: userResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { success: true as const, user: await users.profile(signedInUser(request).id) }
    },
  )

  app.put(
    '/user/update/:id',
    {
      schema: {
        params: userIdParams,
        body: profileUpdateRequestSchema,
        response: { 200: userUpdateResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const user = await users.updateProfile(id, request.body)
      return { success: true as const, message: 'Profile updated successfully', user }
    },
  )

  app.put(
    '/user/sms-updates/:id',
    {
      schema: {
        params: userIdParams,
        body: smsUpdatesRequestSchema,
        response: { 200: userUpdateResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const user = await users.updateSmsUpdates(id, request.body.sms_updates)
      return {
        success: true as const,
        message: user.sms_updates ? 'SMS updates are on' : 'SMS updates are off',
        user,
      }
    },
  )

  app.put(
    '/user/marketing-sms/:id',
    {
      schema: {
        params: userIdParams,
        body: marketingSmsRequestSchema,
        response: { 200: userUpdateResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const user = await users.updateMarketingSms(id, request.body.marketing_sms)
      return {
        success: true as const,
        message: user.marketing_sms ? 'Marketing texts are on' : 'Marketing texts are off',
        user,
      }
    },
  )

  app.put(
    '/user/update-profile/:id',
    {
      schema: {
        params: userIdParams,
        body: updateProfileLinkRequestSchema,
        response: { 200: profileLinkResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const avatar = await users.updateAvatar(id, request.body.newProfileLink)
      if (!avatar.ok) throw badRequest(avatar.message)
      return {
        success: true as const,
        message: 'Avatar updated successfully',
        profile_link: avatar.profileLink,
      }
    },
  )
}
