import type { RefundCause, RefundMethod, RefundState } from '@scentia/domain/payment/refunds'
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { refunds } from '../../db/schema/index.js'

/*
 * The refunds table's only writer (docs/decisions/035, 041): the payments module records a
 * refund in the transaction that decides it, the job records what Paystack answered, and the
 * webhook and the status check record how it ended.
 */

export type RefundRow = typeof refunds.$inferSelect

export interface NewRefund {
  refundKey: string
  orderId: string
  paymentReference: string
  amount: number
  method: RefundMethod
  cause: RefundCause
  state: RefundState
  reason: string
  actorUserId: number | null
  at: Date
}

export async function insertRefund(tx: Db, refund: NewRefund): Promise<RefundRow> {
  const { at, ...values } = refund
  const [row] = await tx
    .insert(refunds)
    .values({
      ...values,
      createdAt: at,
      updatedAt: at,
      settledAt: refund.state === 'processed' ? at : null,
    })
    .returning()
  if (!row) throw new Error('refund not recorded')
  return row
}

export async function findRefundByKey(db: Db, refundKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.refundKey, refundKey)).limit(1)
  return row
}

export async function listRefundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
}

/**
 * Paystack accepted the refund (or already had it): its id and state are recorded, only while
 * the row is still pending, so an answer that comes after the webhook never moves it back.
 */
export async function recordPaystackRefund(
  db: Db,
  refundKey: string,
  values: { paystackRefundId: string; state: RefundState; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ paystackRefundId: values.paystackRefundId, state: values.state, updatedAt: values.at })
    .where(and(eq(refunds.refundKey, refundKey), eq(refunds.state, 'pending')))
    .returning({ id: refunds.id })
  return rows.length > 0
}

/**
 * The refund Paystack's event is about: by Paystack's id, else (an event that outran the job's
 * record) the oldest unsettled refund of that transaction for that amount.
 */
export async function findRefundForEvent(
  db: Db,
  event: { paystackRefundId: string; transactionReference: string; amountNaira: number },
): Promise<RefundRow | undefined> {
  const [byId] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.paystackRefundId, event.paystackRefundId))
    .limit(1)
  if (byId) return byId
  const [byAmount] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentReference, event.transactionReference),
        eq(refunds.amount, event.amountNaira),
        eq(refunds.method, 'paystack'),
        inArray(refunds.state, ['pending', 'processing']),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(1)
  return byAmount
}

/** How a refund ended; fenced on the state it was read in, so it ends once. */
export async function settleRefundRow(
  db: Db,
  row: RefundRow,
  values: {
    state: 'processed' | 'failed'
    failure: string | null
    paystackRefundId: string | null
    at: Date
  },
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({
      state: values.state,
      failure: values.failure,
      paystackRefundId: row.paystackRefundId ?? values.paystackRefundId,
      updatedAt: values.at,
      settledAt: values.at,
    })
    .where(and(eq(refunds.id, row.id), eq(refunds.state, row.state)))
    .returning({ id: refunds.id })
  return rows.length > 0
}

/** Paystack refunds still moving, last looked at before `before`: the status check's worklist. */
export async function listUnsettledPaystackRefunds(
  db: Db,
  before: Date,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.method, 'paystack'),
        eq(refunds.state, 'processing'),
        lte(refunds.updatedAt, before),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
}

/** Touch a refund the status check asked about, so the next round asks about others first. */
export async function touchRefund(db: Db, id: number, at: Date): Promise<void> {
  await db.update(refunds).set({ updatedAt: at }).where(eq(refunds.id, id))
}
