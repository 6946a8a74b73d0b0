import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { mailOutbox } from '../db/schema/index.js'

export interface OutboxMessage {
  to: string
  subject: string
  text: string
}

/** Mail in the dev outbox, oldest first, read from the table (the mailbox page is the accounts module's). */
export async function mailTo(db: Db, to: string): Promise<OutboxMessage[]> {
  return db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.id))
}
