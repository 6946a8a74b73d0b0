import type { PodSettings } from '@scentia/domain/payment/pay-on-delivery'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

/** The switch's contract is the checkout's, which reads the same answer (decision 042). */
const podSettingsAnswerSchema = async () =>
  (await import('@scentia/contracts/checkout')).podSettingsAnswerSchema

/** The checkout reads the same answer under the same key: a save shows there at once. */
const podSettingsQueryKey = ['pay-on-delivery', 'settings'] as const

export function usePodSettings() {
  return useQuery({
    queryKey: podSettingsQueryKey,
    queryFn: async ({ signal }): Promise<PodSettings> => {
      const answer = await apiRequest('/payments/pay-on-delivery', {
        signal,
        schema: podSettingsAnswerSchema,
      })
      return { enabled: answer.enabled, ceilingNaira: answer.ceiling_naira }
    },
  })
}

/** The owner's pay-on-delivery switch and ceiling (docs/product.md §10), audited by the API. */
export function useSavePodSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: PodSettings) =>
      apiRequest('/admin/settings/pay-on-delivery', {
        method: 'PUT',
        body: { enabled: settings.enabled, ceiling_naira: settings.ceilingNaira },
        schema: podSettingsAnswerSchema,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: podSettingsQueryKey })
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}

/** The courier's report: payment collected at the door, or refused (the order is cancelled). */
export function useSettlePod(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (outcome: 'collected' | 'refused') =>
      apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/payment`, {
        method: 'POST',
        body: { outcome },
        schema: async () => (await adminContract()).podSettledAnswerSchema,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
