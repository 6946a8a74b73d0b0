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
import type { User } from '@scentia/domain/account/user'
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

  /**
   * A PUT on the caller's own account: signed in, the body and answer checked by their schemas,
   * and the id in the path checked against the token by the handler (assertSameUser).
   */
  const ownAccountPut = <Body extends z.ZodType, Answer extends z.ZodType>(
    body: Body,
    answer: Answer,
  ) => ({
    schema: { params: userIdParams, body, response: { 200: answer } },
    onRequest: app.requireUser,
  })

  app.put(
    '/user/update/:id',
    ownAccountPut(profileUpdateRequestSchema, userUpdateResponseSchema),
    async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const user = await users.updateProfile(id, request.body)
      return { success: true as const, message: 'Profile updated successfully', user }
    },
  )

  /**
   * The Account Settings switches (docs/product.md §5, decision 048-checkout-reminders): each sets
   * one consent of the caller's own account and answers the account, with a sentence saying
   * which way the switch now stands. `body` reads the switch's one boolean out of its request.
   */
  const putSwitch = (
    path: string,
    field: 'sms_updates' | 'marketing_sms',
    body: z.ZodType<boolean>,
    update: (userId: number, on: boolean) => Promise<User>,
    says: { on: string; off: string },
  ) =>
    app.put(path, ownAccountPut(body, userUpdateResponseSchema), async (request) => {
      const { id } = assertSameUser(request, request.params.id)
      const user = await update(id, request.body)
      return { success: true as const, message: user[field] ? says.on : says.off, user }
    })

  putSwitch(
    '/user/sms-updates/:id',
    'sms_updates',
    smsUpdatesRequestSchema.transform((request) => request.sms_updates),
    (userId, on) => users.updateSmsUpdates(userId, on),
    { on: 'SMS updates are on', off: 'SMS updates are off' },
  )
  putSwitch(
    '/user/marketing-sms/:id',
    'marketing_sms',
    marketingSmsRequestSchema.transform((request) => request.marketing_sms),
    (userId, on) => users.updateMarketingSms(userId, on),
    { on: 'Marketing texts are on', off: 'Marketing texts are off' },
  )

  app.put(
    '/user/update-profile/:id',
    ownAccountPut(updateProfileLinkRequestSchema, profileLinkResponseSchema),
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
