import type { PodSettings } from '@scentia/domain/payment/pay-on-delivery'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { podSettingsAnswerSchema, podSettingsQueryKey } from '../../../lib/pay-on-delivery-settings'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

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
