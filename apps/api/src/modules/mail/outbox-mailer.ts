import type { Db } from '../../db/client.js'
import type { Mailer, MailMessage } from './mailer.js'
import {
  findOutboxMessage,
  insertOutboxMessage,
  listOutboxMessages,
  type OutboxMessage,
} from './outbox.repository.js'

/** The mailer that keeps its mail, and so can show it: the dev mailbox's routes read it here. */
export interface OutboxMailer extends Mailer {
  /** The latest mail, newest first. */
  list(): Promise<OutboxMessage[]>
  find(id: number): Promise<OutboxMessage | undefined>
}

/** Development and tests without SMTP_URL: mail is kept in the database and read at /dev/mailbox. */
export function createOutboxMailer(db: Db, from: string): OutboxMailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await insertOutboxMessage(db, from, message)
    },
    async close() {},
    list: () => listOutboxMessages(db),
    find: (id) => findOutboxMessage(db, id),
  }
}
