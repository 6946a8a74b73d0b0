import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { smsOutbox } from '../../db/schema/index.js'
import type { SmsMessage } from './sms-sender.js'

export type DevSms = typeof smsOutbox.$inferSelect

/** The page shows the latest texts; older ones stay in the table. */
const PAGE_SIZE = 100

export async function insertDevSms(db: Db, from: string, message: SmsMessage): Promise<void> {
  await db.insert(smsOutbox).values({ from, ...message })
}

export async function listDevSms(db: Db): Promise<DevSms[]> {
  return db
    .select()
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(PAGE_SIZE)
}
