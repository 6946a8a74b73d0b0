import type { ReturnReason, ReturnState } from '@scentia/domain/payment/returns'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, returns, type ReturnLineRecord } from '../../db/schema/index.js'

/*
 * The returns table's only writer (docs/decisions/035, 043). Every change is made by
 * returns.service.ts under the payment's and the order's locks, and moves a row only from the
 * state the caller read: a second click, or a second owner, finds it moved and changes nothing.
 */

export type ReturnRow = typeof returns.$inferSelect

export async function insertReturn(
  tx: Db,
  input: {
    orderId: string
    reason: ReturnReason
    note: string
    lines: ReturnLineRecord[]
    requestedBy: number
    at: Date
  },
): Promise<ReturnRow> {
  const { at, ...values } = input
  const [row] = await tx
    .insert(returns)
    .values({ ...values, state: 'requested', createdAt: at, updatedAt: at })
    .returning()
  if (!row) throw new Error('return not recorded')
  return row
}

export async function findReturn(db: Db, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).limit(1)
  return row
}

export async function listReturnsOfOrder(db: Db, orderId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(returns.createdAt, returns.id)
}

/** Moves a return from `from` to `to` with what the step records; false if it was not in `from`. */
export async function moveReturn(
  tx: Db,
  id: number,
  from: ReturnState,
  to: ReturnState,
  changes: Partial<
    Pick<
      ReturnRow,
      | 'ownerNote'
      | 'decidedBy'
      | 'decidedAt'
      | 'receivedBy'
      | 'receivedAt'
      | 'resaleable'
      | 'refundId'
      | 'amount'
    >
  >,
  at: Date,
): Promise<boolean> {
  const moved = await tx
    .update(returns)
    .set({ ...changes, state: to, updatedAt: at })
    .where(and(eq(returns.id, id), eq(returns.state, from)))
    .returning({ id: returns.id })
  return moved.length === 1
}

/** The return a refund was started for, when that refund went through: it ends refunded. */
export async function markReturnRefunded(tx: Db, refundId: number, at: Date): Promise<boolean> {
  const moved = await tx
    .update(returns)
    .set({ state: 'refunded', updatedAt: at })
    .where(and(eq(returns.refundId, refundId), eq(returns.state, 'received')))
    .returning({ id: returns.id })
  return moved.length > 0
}

/**
 * The console's list: newest first, optionally one state, a page at a time (offset and total,
 * as the console's other lists, so it shares their pager).
 */
export async function listReturns(
  db: Db,
  filter: { states: readonly ReturnState[] | null; offset: number; limit: number },
): Promise<{ rows: (ReturnRow & { fullName: string })[]; total: number }> {
  const where = filter.states ? inArray(returns.state, [...filter.states]) : undefined
  // The customer's name is read beside each return in one query (orders are read, not written).
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: returns, fullName: orders.fullName })
      .from(returns)
      .innerJoin(orders, eq(orders.orderId, returns.orderId))
      .where(where)
      .orderBy(desc(returns.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(returns).where(where),
  ])
  return {
    rows: rows.map(({ entry, fullName }) => ({ ...entry, fullName })),
    total: counted?.total ?? 0,
  }
}

/**
 * On account deletion the shopper's own words go (the return stays with its order for the
 * books, docs/decisions/006): the note may name or describe them.
 */
export async function redactReturnsOfUser(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.update(returns).set({ note: '', updatedAt: at }).where(eq(returns.requestedBy, userId))
}
