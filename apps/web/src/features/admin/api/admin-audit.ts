import type { AuditPage } from '@scentia/domain/admin/audit'
import { useQuery } from '@tanstack/react-query'
import { adminListQueryOptions } from './admin-list-query'

/** A type (not an interface), so it reads as the query string's record. */
export type AuditFilters = {
  action: string
  target: string
  page: number
}

/** GET /api/admin/audit (decision 011). Under the console's root key, so every write refreshes it. */
export const adminAuditQueryOptions = (filters: AuditFilters) =>
  adminListQueryOptions<AuditPage, AuditFilters>('audit', filters)

export const useAdminAudit = (filters: AuditFilters) => useQuery(adminAuditQueryOptions(filters))
