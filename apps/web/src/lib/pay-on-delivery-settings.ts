import type { PodSettings } from '@scentia/domain/payment/pay-on-delivery'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/**
 * GET /api/payments/pay-on-delivery and the owner's PUT answer alike (decision 042): a loader, run
 * only where answers are checked.
 */
export const podSettingsAnswerSchema = async () =>
  (await import('@scentia/contracts/checkout')).podSettingsAnswerSchema

/**
 * The owner's switch and ceiling (docs/product.md §10), public: the checkout shows them to every
 * shopper and the console edits them, under this one key, so a save shows at the checkout at once.
 */
export const podSettingsQueryKey = ['pay-on-delivery', 'settings'] as const

export const podSettingsQueryOptions = () =>
  queryOptions({
    queryKey: podSettingsQueryKey,
    queryFn: async ({ signal }): Promise<PodSettings> => {
      const answer = await apiRequest('/payments/pay-on-delivery', {
        signal,
        schema: podSettingsAnswerSchema,
      })
      return { enabled: answer.enabled, ceilingNaira: answer.ceiling_naira }
    },
  })

export const usePodSettings = () => useQuery(podSettingsQueryOptions())
