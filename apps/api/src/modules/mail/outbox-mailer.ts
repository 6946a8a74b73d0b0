import type { Db } from '../../db/client.js'
import type { Mailer, MailMessage } from './mailer.js'
import { insertOutboxMessage } from './outbox.repository.js'

/** Development and tests without SMTP_URL: mail is kept in the database and read at /dev/mailbox. */
export function createOutboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await insertOutboxMessage(db, from, message)
    },
    async close() {},
  }
}
