import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { mailOutbox } from '../../db/schema/index.js'
import type { MailMessage } from './mailer.js'

export interface OutboxMessage extends MailMessage {
  id: number
  from: string
  createdAt: Date
}

/** The mailbox page shows the latest mail; older mail stays in the table. */
const MAILBOX_PAGE_SIZE = 100

export async function insertOutboxMessage(
  db: Db,
  from: string,
  message: MailMessage,
): Promise<void> {
  await db.insert(mailOutbox).values({ from, ...message })
}

export async function listOutboxMessages(db: Db): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_PAGE_SIZE)
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
  return row
}
