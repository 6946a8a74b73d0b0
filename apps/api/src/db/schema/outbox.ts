import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { sqlList, timestamptz } from './columns.js'

/** mail, sms, and refund: a call to Paystack's Refund API, retried like a message (decision 041). */
export const OUTBOX_CHANNELS = ['mail', 'sms', 'refund'] as const
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const

/**
 * The durable outbox (docs/product.md §5, decision 013): every message the shop sends is a row
 * written in the same transaction as the change that causes it, then delivered by a worker that
 * any API process may run. A crash between the commit and the send delays the message, never
 * loses it.
 *
 * `channel` says how it travels (`mail`, or `sms` through Termii), `kind` what it is
 * (verification, order-status, sms-shipped…), `payload` the message as rendered at write time
 * (for mail: to, subject, text, html, replyTo; for SMS: to in E.164 and text). The payload is cleared once sent: a verification or reset
 * link must not outlive its delivery in a copy of the database (tokens are stored hashed,
 * decision 004). Failed rows keep theirs for inspection until an operator acts.
 *
 * `pending` rows are due at `available_at`; a worker claims them (`sending`, `locked_until` =
 * its lease) with `FOR UPDATE SKIP LOCKED`, so each row goes to one worker. A `sending` row whose
 * lease ran out was held by a process that died: it is claimed again. After the last attempt a
 * row is `failed` and stays.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Delivery attempts started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamptz('available_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    /** What the last failed attempt heard (an SMTP reply), for whoever inspects a failed row. */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    // The worker's two questions: what is due, and whose lease ran out.
    index('outbox_messages_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('outbox_messages_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    check(
      'outbox_messages_status_valid',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
    check('outbox_messages_channel_valid', sql`${t.channel} in (${sqlList(OUTBOX_CHANNELS)})`),
  ],
)

/**
 * Work that must run once per interval across every API process (scheduled cleanup): a row per
 * job, claimed by a conditional update on `last_run_at`, so only one process wins each round.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamptz('last_run_at').notNull(),
})
