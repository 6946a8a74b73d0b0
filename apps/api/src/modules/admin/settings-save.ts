import { changedFields, type AuditAction, type AuditFields } from '@scentia/domain/admin/audit'
import type { Db } from '../../db/client.js'
import { insertAuditRecord } from './admin-audit.repository.js'

/** The settings groups the log knows: `pay_on_delivery` for `settings.pay_on_delivery`, … */
type SettingsId<A = AuditAction> = A extends `settings.${infer Id}` ? Id : never

/** A group of shop settings the console saves at once, as the activity log names it. */
export interface AuditedSettings<T> {
  /** The log's target id: `settings.<id>` is the action. */
  id: SettingsId
  /** The log's target label. */
  label: string
  /** Reads the stored value under a row lock, so two saves are recorded one after the other. */
  lock: (tx: Db) => Promise<T>
  write: (tx: Db, next: T, at: Date) => Promise<void>
  /** The value under the names the log shows; only the fields that changed are recorded. */
  auditFields: (value: T) => AuditFields
}

/**
 * Saves one group of shop settings (pay on delivery, delivery fees, low stock and gifts): the
 * new value and the owner's record of what changed commit together (decision 011).
 */
export async function saveAuditedSettings<T>(
  db: Db,
  settings: AuditedSettings<T>,
  change: { next: T; actorUserId: number; clock: () => Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await settings.lock(tx)
    const at = change.clock()
    await settings.write(tx, change.next, at)
    await insertAuditRecord(tx, {
      actorUserId: change.actorUserId,
      action: `settings.${settings.id}`,
      target: { type: 'settings', id: settings.id, label: settings.label },
      ...changedFields(settings.auditFields(before), settings.auditFields(change.next)),
      at,
    })
  })
}
