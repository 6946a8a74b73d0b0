import type { DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { deliveryRatesAnswerSchema, deliveryRatesKey } from '../../../lib/delivery-rates'
import { adminKeys } from './admin-query-keys'

/**
 * The owner's delivery table (docs/product.md §13, decision 040), audited by the API. The
 * storefront reads the same table under the same key, so a save shows there at once.
 */
export function useSaveDeliveryRates() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (rates: DeliveryRates) =>
      apiRequest('/admin/settings/delivery-rates', {
        method: 'PUT',
        body: { rates },
        schema: deliveryRatesAnswerSchema,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: deliveryRatesKey })
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
