import type { AuditAction, AuditEntry, AuditRecord } from '@scentia/domain/admin/audit'
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { adminAuditLog, users } from '../../db/schema/index.js'
import { containsPattern } from '../../db/search-pattern.js'

export type { AuditRecord }

/**
 * Writes one row of the owner's activity log. Call it with the transaction that makes the change
 * (decision 011). The owner's email is read in the same statement, so the row says who it was at
 * that moment even if the account later changes its email or is erased.
 */
export async function insertAuditRecord(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: record.actorUserId,
    actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${record.actorUserId})`,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
    createdAt: record.at,
  })
}

/**
 * Writes one row about an order: the order is the target, and its id is also its label, the name
 * the owner reads in the log and searches it by (the `ORD…` id on every page and message).
 */
export async function insertOrderAuditRecord(
  tx: Db,
  orderId: string,
  record: Omit<AuditRecord, 'target'>,
): Promise<void> {
  await insertAuditRecord(tx, { ...record, target: { type: 'order', id: orderId, label: orderId } })
}

export interface AuditListQuery {
  action: AuditAction | undefined
  /** Matches the target's id or label (an order id, a product's name), case-insensitively. */
  target: string | undefined
  page: number
  pageSize: number
}

function listFilter({ action, target }: Pick<AuditListQuery, 'action' | 'target'>) {
  const conditions: (SQL | undefined)[] = []
  if (action) conditions.push(eq(adminAuditLog.action, action))
  if (target) {
    const pattern = containsPattern(target)
    conditions.push(
      or(ilike(adminAuditLog.targetId, pattern), ilike(adminAuditLog.targetLabel, pattern)),
    )
  }
  return and(...conditions)
}

/** One page of the log, newest first, with how many rows match in all. */
export async function listAuditRecords(
  db: Db,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = listFilter(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { id: row.actorUserId, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
      before: row.before,
      after: row.after,
    })),
    total: totalRow?.total ?? 0,
  }
}
