import type { Db } from '../../db/client.js'
import { insertDevSms, listDevSms, type DevSms } from './sms-outbox.repository.js'
import type { SmsMessage, SmsSender } from './sms-sender.js'

/** The sender that keeps its texts, and so can show them: the /dev/sms routes read them here. */
export interface OutboxSmsSender extends SmsSender {
  /** The latest texts, newest first. */
  list(): Promise<DevSms[]>
}

/** Development and tests without TERMII_API_KEY: texts are kept in the database, read at /dev/sms. */
export function createOutboxSmsSender(db: Db, from: string): OutboxSmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage) {
      await insertDevSms(db, from, message)
    },
    list: () => listDevSms(db),
  }
}
