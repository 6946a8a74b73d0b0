import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client.js'
import { outboxMessages } from '../db/schema/index.js'
import type { TestSmtpServer } from '../modules/outbox/smtp-test-server.js'
import type { FakeTermii } from '../modules/sms/termii-test-server.js'
import { readStock } from '../test/factories.js'
import { checkInvariants, readShopFacts, type SqlQuery } from '../test/shop-invariants.js'

/**
 * What every fault test ends with (imported by *.test.ts only): the shop's invariants, read by the
 * same SQL and judged by the same function as the load bench's (test/shop-invariants.ts).
 */

/** The shared invariant SQL (`$1`, `$2` …) run through drizzle, on PGlite or PostgreSQL alike. */
function queryThrough(db: Db): SqlQuery {
  return async (text, values) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      )
    // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
    const result = (await db.execute(sql.join(chunks))) as { rows: Record<string, unknown>[] }
    return result.rows
  }
}

/** Each product's stock now: what a run's invariants compare against afterwards. */
export function stockOf(db: Db, productIds: number[]) {
  return Promise.all(
    productIds.map(async (productId) => ({ productId, units: await readStock(db, productId) })),
  )
}

/**
 * Orders = successful payments, each order one payment, stock never negative and taken exactly
 * as ordered, no refund owed, and `completedPurchases` orders in all.
 */
export async function expectShopInvariants(
  db: Db,
  run: {
    userIds: number[]
    stockBefore: { productId: number; units: number }[]
    completedPurchases: number
  },
) {
  const facts = await readShopFacts(queryThrough(db), run.userIds, run.stockBefore)
  const broken = checkInvariants(facts, run.completedPurchases).filter((check) => !check.holds)
  expect(broken).toEqual([])
}

/** A message waiting in the outbox, as its payload names it (sent rows lose their payload). */
export interface WaitingMessage {
  channel: 'mail' | 'sms'
  to: string
  text: string
}

export async function waitingMessages(db: Db): Promise<WaitingMessage[]> {
  const rows = await db
    .select({ channel: outboxMessages.channel, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.status, 'pending'), inArray(outboxMessages.channel, ['mail', 'sms'])),
    )
  return rows.map(({ channel, payload }) => ({
    channel: channel === 'sms' ? 'sms' : 'mail',
    to: String(payload?.['to']),
    text: String(payload?.['text']),
  }))
}

/** Each waiting message reached its provider exactly once: none lost, none doubled. */
export function expectEachDeliveredOnce(
  messages: WaitingMessage[],
  providers: { smtp: TestSmtpServer; termii: FakeTermii },
) {
  const mailsPerRecipient = new Map<string, number>()
  for (const message of messages.filter((candidate) => candidate.channel === 'mail'))
    mailsPerRecipient.set(message.to, (mailsPerRecipient.get(message.to) ?? 0) + 1)
  for (const [to, count] of mailsPerRecipient)
    expect(providers.smtp.mailsTo(to), `mail to ${to}`).toHaveLength(count)
  for (const message of messages.filter((candidate) => candidate.channel === 'sms')) {
    const copies = providers.termii
      .sent()
      .filter(
        (request) =>
          request.body.to === message.to.replace(/^\+/, '') && request.body.sms === message.text,
      )
    expect(copies, `text to ${message.to}: ${message.text}`).toHaveLength(1)
  }
}
