import type { AuditPage } from '@scentia/domain/admin/audit'
import { useQuery } from '@tanstack/react-query'
import { pagedQueryOptions } from '../../../lib/paged-query'
import { adminKeys } from './admin-query-keys'

/** A type (not an interface), so it reads as the query string's record. */
export type AuditFilters = {
  action: string
  target: string
  page: number
}

/** GET /api/admin/audit (decision 011). Under the console's root key, so every write refreshes it. */
export const adminAuditQueryOptions = (filters: AuditFilters) =>
  pagedQueryOptions<AuditPage, ReturnType<typeof adminKeys.audit>>(
    '/admin/audit',
    adminKeys.audit(filters),
    filters,
  )

export const useAdminAudit = (filters: AuditFilters) => useQuery(adminAuditQueryOptions(filters))
