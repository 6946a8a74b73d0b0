import type { Db } from '../../db/client.js'
import { insertDevSms } from './sms-outbox.repository.js'
import type { SmsMessage, SmsSender } from './sms-sender.js'

/** Development and tests without TERMII_API_KEY: texts are kept in the database, read at /dev/sms. */
export function createOutboxSmsSender(db: Db, from: string): SmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage) {
      await insertDevSms(db, from, message)
    },
  }
}
