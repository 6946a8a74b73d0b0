import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

interface OrderListResponse {
  success: true
  data: unknown[]
}

/** The account panel's Notification badge: how many orders the user has (GET /order). */
export function useOrderCount(userId: number | null) {
  return useQuery({
    queryKey: ['account', 'order-count', userId],
    queryFn: async ({ signal }) => {
      const response = await apiRequest<OrderListResponse>('/order', { signal })
      return Array.isArray(response.data) ? response.data.length : 0
    },
    enabled: userId !== null,
    staleTime: 60_000,
  })
}
