import {
  REMINDER_LINK_INVALID_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@scentia/domain/checkout/reminder'
import { messageResponseSchema } from '@scentia/contracts/account'
import { reminderCartAnswerSchema } from '@scentia/contracts/checkout'
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
 * a POST, from the page the link opens or from a mail app's one-click button (List-Unsubscribe),
 * so a mail scanner that follows links unsubscribes nobody.
 */
export const checkoutRemindersRoutes: FastifyPluginAsyncZod<{
  reminders: CheckoutReminders
  publicUrl: string
}> = async (app, { reminders, publicUrl }) => {
  app.get(
    '/checkout-reminders/cart',
    { schema: { querystring: z.object({ token }), response: { 200: reminderCartAnswerSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store')
      const cart = await reminders.cartOf(request.query.token, app.clock())
      if (!cart) throw new HttpError(404, 'NOT_FOUND', REMINDER_LINK_INVALID_MESSAGE)
      return { success: true as const, cart_items: cart }
    },
  )

  // A mail app's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form,
  // bare: no sign-in, no cookie, no CSRF token (the shop's sign-in is a bearer token, so there
  // is no cookie to forge a request with; the signed token in the URL is the whole proof). The
  // form says nothing the URL does not, so it is read and dropped, in this scope only.
  for (const form of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      form,
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES },
      (_request, _body, done) => {
        done(null, {})
      },
    )
  }

  app.post(
    '/checkout-reminders/unsubscribe',
    {
      bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES,
      schema: {
        // The page posts `{ token }`; the mail app's one-click posts to the URL carrying it.
        querystring: z.object({ token: token.optional() }),
        body: z.object({ token: token.optional() }).optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const given = request.body?.token ?? request.query.token
      if (given === undefined || !(await reminders.unsubscribe(given, app.clock())))
        throw new HttpError(404, 'NOT_FOUND', REMINDER_LINK_INVALID_MESSAGE)
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE }
    },
  )

  // A mail app without one-click opens the List-Unsubscribe URL in a browser instead: it gets
  // the page that asks for the click (a GET unsubscribes nobody, as for the mail's own link).
  app.get(
    '/checkout-reminders/unsubscribe',
    { schema: { querystring: z.object({ token: token.optional() }) } },
    async (request, reply) => {
      const query = request.query.token ? `?token=${encodeURIComponent(request.query.token)}` : ''
      return reply.redirect(`${publicUrl}/reminders/unsubscribe${query}`, 303)
    },
  )
}

/** Mail apps post one short field; anything larger is not a one-click unsubscribe. */
const ONE_CLICK_BODY_LIMIT_BYTES = 4 * 1024
