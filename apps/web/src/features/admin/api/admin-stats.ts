import type { AdminStats } from '@scentia/domain/admin/order-console'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

/** GET /api/admin/stats: also the console's door (401 signed out, 403 for a customer). */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) =>
      apiRequest<AdminStats>('/admin/stats', {
        signal,
        schema: async () => (await adminContract()).adminStatsSchema,
      }),
    // A 403 is an answer, not a hiccup: asking again will not make a customer an owner.
    retry: false,
  })

export const useAdminStats = (enabled = true) => useQuery({ ...adminStatsQueryOptions(), enabled })
