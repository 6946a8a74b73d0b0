import type { AuditPage } from '@scentia/domain/admin/audit'
import { AUDIT_PAGE_SIZE } from '@scentia/domain/admin/audit'
import type { Db } from '../../db/client.js'
import { listAuditRecords, type AuditListQuery } from './admin-audit.repository.js'

export interface AdminAuditService {
  /** One page of the owners' activity log, newest first (decision 011). */
  list(query: Omit<AuditListQuery, 'pageSize'>): Promise<AuditPage>
}

/**
 * Reading the log. Writing it is not here on purpose: each change's own service writes its
 * record with the transaction that makes the change, so neither can commit without the other.
 */
export function createAdminAuditService({ db }: { db: Db }): AdminAuditService {
  return {
    async list(query) {
      const result = await listAuditRecords(db, { ...query, pageSize: AUDIT_PAGE_SIZE })
      return { ...result, page: query.page, page_size: AUDIT_PAGE_SIZE }
    },
  }
}
