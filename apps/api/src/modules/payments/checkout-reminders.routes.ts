import {
  REMINDER_LINK_INVALID_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@scentia/domain/checkout/reminder'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../plugins/error-handler.js'
import type { CheckoutReminders } from './checkout-reminders.js'

const token = z
  .string()
  .trim()
  .min(1, REMINDER_LINK_INVALID_MESSAGE)
  .max(300, REMINDER_LINK_INVALID_MESSAGE)

/**
 * The reminder's two links (docs/decisions/048-checkout-reminders.md), neither behind sign-in:
 * the cart a restore link brings back (on any device), and the unsubscribe. The unsubscribe is
 * a POST from the page the link opens, so a mail scanner that follows links unsubscribes nobody.
 */
export const checkoutRemindersRoutes: FastifyPluginAsyncZod<{
  reminders: CheckoutReminders
}> = async (app, { reminders }) => {
  app.get(
    '/checkout-reminders/cart',
    { schema: { querystring: z.object({ token }) } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store')
      const cart = await reminders.cartOf(request.query.token, app.clock())
      if (!cart) throw new HttpError(404, 'NOT_FOUND', REMINDER_LINK_INVALID_MESSAGE)
      return { success: true, cart_items: cart }
    },
  )

  app.post(
    '/checkout-reminders/unsubscribe',
    { schema: { body: z.object({ token }) } },
    async (request) => {
      if (!(await reminders.unsubscribe(request.body.token, app.clock())))
        throw new HttpError(404, 'NOT_FOUND', REMINDER_LINK_INVALID_MESSAGE)
      return { success: true, message: UNSUBSCRIBED_MESSAGE }
    },
  )
}
