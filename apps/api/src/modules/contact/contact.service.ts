import {
  contactTopicLabel,
  isLikelyBot,
  type ContactMessage,
} from '@scentia/domain/contact/contact-message'
import type { MailService } from '../mail/mail.service.js'
import { HttpError } from '../../plugins/error-handler.js'

export const CONTACT_UNAVAILABLE_MESSAGE =
  "We couldn't send your message just now. Please try again in a few minutes, or email us directly."

export interface ContactService {
  /** Mails the message to support, then the shopper's receipt. Resolves once support has it. */
  send(message: ContactMessage): Promise<void>
}

export function createContactService({
  mail,
  supportEmail,
}: {
  mail: MailService
  supportEmail: string
}): ContactService {
  return {
    async send(message) {
      // A bot hears the same answer as a person, so it learns nothing to work around; its
      // message simply goes nowhere.
      if (isLikelyBot(message)) return
      const input = {
        name: message.name,
        email: message.email,
        topicLabel: contactTopicLabel(message.topic),
        orderId: message.order_id,
        message: message.message,
      }
      const delivered = await mail.sendContactMessage(supportEmail, input)
      // Unlike an order mail, this one IS the request: if support never gets it, say so, so the
      // shopper can try again instead of waiting for a reply that will not come.
      if (!delivered) throw new HttpError(503, 'SERVER_ERROR', CONTACT_UNAVAILABLE_MESSAGE)
      // The receipt is a courtesy; its failure is logged by the mail service and not the shopper's problem.
      await mail.sendContactConfirmation(message.email, {
        name: input.name,
        topicLabel: input.topicLabel,
        orderId: input.orderId,
      })
    },
  }
}
