import { contactAnswerSchema } from '@scentia/contracts/contact'
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  type ContactMessageResponse,
} from '@scentia/domain/contact/contact-message'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContactService } from './contact.service.js'

/**
 * Messages per client address per hour: enough for a shopper who sends a correction or two, too
 * few for anyone using the form to flood the support inbox (or a stranger's, via the receipt).
 */
export const CONTACT_MESSAGES_PER_HOUR = 5

/** POST /api/contact: the contact page's form (docs/product.md §7). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 200: contactAnswerSchema } },
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      await contact.send(request.body)
      const body: ContactMessageResponse = { success: true, message: CONTACT_MESSAGES.sent }
      return body
    },
  )
}
