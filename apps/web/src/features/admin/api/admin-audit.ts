import type { AuditPage } from '@scentia/domain/admin/audit'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

export interface AuditFilters {
  action: string
  target: string
  page: number
}

/** GET /api/admin/audit (decision 011). Under the console's root key, so every write refreshes it. */
export const adminAuditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>('/admin/audit', {
        signal,
        query: {
          action: filters.action || undefined,
          target: filters.target || undefined,
          page: filters.page,
        },
      }),
    placeholderData: keepPreviousData,
  })

export const useAdminAudit = (filters: AuditFilters) => useQuery(adminAuditQueryOptions(filters))
