import {
  contactTopicLabel,
  isLikelyBot,
  type ContactMessage,
} from '@scentia/domain/contact/contact-message'
import type { Db } from '../../db/client.js'
import type { MailService } from '../mail/index.js'

export interface ContactService {
  /**
   * Writes the message to support and the shopper's receipt to the durable outbox, together.
   * Resolves once both are stored: from then on an SMTP outage delays them, never loses them
   * (docs/product.md §5), so the shopper need not try again.
   */
  send(message: ContactMessage): Promise<void>
}

export function createContactService({
  db,
  mail,
  supportEmail,
}: {
  db: Db
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
      // No change of ours goes with it: the outbox rows are the write.
      await db.transaction(async (tx) => {
        await mail.queueContactMessage(tx, supportEmail, input)
        await mail.queueContactConfirmation(tx, message.email, {
          name: input.name,
          topicLabel: input.topicLabel,
          orderId: input.orderId,
        })
      })
      mail.flush()
    },
  }
}
