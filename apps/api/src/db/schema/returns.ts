import { RETURN_REASONS, RETURN_STATES } from '@scentia/domain/payment/returns'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { serialId, sqlList, timestamptz } from './columns.js'
import { orders } from './orders.js'
import { refunds } from './payments.js'
import { users } from './users.js'

/** Units of one order line (its index among the order's lines, oldest first) in a return. */
export interface ReturnLineRecord {
  line: number
  quantity: number
}

/**
 * A shopper's request to send delivered items back (docs/product.md §12, docs/decisions/043):
 * written only by the payments module, which starts its refund in the same transaction and
 * under the same locks as every other refund. The lines are a small list (an order has a
 * handful of lines), kept as JSON beside the request they belong to; `resaleable` is the
 * owner's count, per line, of units put back on sale when the parcel arrived.
 */
export const returns = pgTable(
  'returns',
  {
    id: serialId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    state: text('state', { enum: RETURN_STATES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    /** The shopper's own words, optional. */
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<ReturnLineRecord[]>().notNull(),
    resaleable: jsonb('resaleable').$type<ReturnLineRecord[]>(),
    /** The owner's note on a refusal (mailed to the shopper). */
    ownerNote: text('owner_note'),
    /** The refund its receipt started. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** Integer naira the return refunds, fixed when it is received. */
    amount: integer('amount'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    receivedAt: timestamptz('received_at'),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    // The console's list, filtered by state, newest first.
    index('returns_state_idx').on(t.state, t.createdAt),
    index('returns_refund_idx').on(t.refundId),
    check('returns_state_valid', sql`${t.state} in (${sqlList(RETURN_STATES)})`),
    check('returns_reason_valid', sql`${t.reason} in (${sqlList(RETURN_REASONS)})`),
  ],
)
