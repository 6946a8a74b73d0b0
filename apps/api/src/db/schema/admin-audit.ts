import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { serialId, timestamptz } from './columns.js'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditFields } from '@scentia/domain/admin/audit'
import { users } from './users.js'

/**
 * The owner's activity log (decision 011): one row per console change, written in the same
 * transaction as the change, so a change without its row (or a row without its change) cannot
 * be committed. Rows are only ever inserted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serialId(),
    /** Null once the owner's account is erased; the email below still says who it was. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's email at the time: an account can change or go, the record must not. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    /** The order id (ORD…) or the product's numeric id, as text. */
    targetId: text('target_id').notNull(),
    /** The product's name or the order id at the time, for the console's list and its search. */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<AuditFields>(),
    after: jsonb('after').$type<AuditFields>(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)
