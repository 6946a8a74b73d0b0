import {
  markNotificationsReadAnswerSchema,
  notificationsAnswerSchema,
} from '@scentia/contracts/notifications'
import {
  markNotificationsReadSchema,
  type MarkNotificationsReadResponse,
  type NotificationsResponse,
} from '@scentia/domain/notifications/notification'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/auth.js'
import type { NotificationsService } from './notifications.service.js'

/** GET /api/notifications and POST /api/notifications/read, for the signed-in shopper only. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService
}> = async (app, { notifications }) => {
  app.get(
    '/notifications',
    { onRequest: app.requireUser, schema: { response: { 200: notificationsAnswerSchema } } },
    async (request, reply) => {
      const user = signedInUser(request)
      const result = await notifications.list(user.id)
      reply.header('Cache-Control', 'private, no-store')
      const body: NotificationsResponse = { success: true, ...result }
      return body
    },
  )

  app.post(
    '/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadAnswerSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request)
      const unread = await notifications.markRead(user.id, request.body?.ids)
      const body: MarkNotificationsReadResponse = { success: true, unread }
      return body
    },
  )
}
