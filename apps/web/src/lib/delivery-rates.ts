import { apiRequest } from './api-client'
import { queryOptions, useServerQuery } from './server-state'

/**
 * GET /api/shipping/rates' and the owner's GET and PUT's contract, `{ success, rates }`
 * (decision 042): a loader, run only where answers are checked, as the product page reads the
 * table and zod stays out of its first load (decision 036).
 */
export const deliveryRatesAnswerSchema = async () =>
  (await import('@scentia/contracts/shipping')).deliveryRatesAnswerSchema

/**
 * GET /api/shipping/rates: the owner's table for every state but Lagos (docs/product.md §13,
 * decision 040). The product page, the cart and the checkout price an address outside Lagos with
 * it through the domain's `deliveryQuote`, the rule the server charges by; Lagos wards still ask
 * the server (shipping-fee.ts), which holds their table.
 */
export const deliveryRatesKey = ['delivery-rates'] as const

/** As long as a fee is reused (shipping-fee.ts): the owner edits the table while the shop runs. */
const DELIVERY_RATES_STALE_MS = 60_000

export function deliveryRatesQueryOptions() {
  return queryOptions({
    queryKey: deliveryRatesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/shipping/rates', { signal, schema: deliveryRatesAnswerSchema })).rates,
    staleTime: DELIVERY_RATES_STALE_MS,
  })
}

export function useDeliveryRates(enabled = true) {
  return useServerQuery({ ...deliveryRatesQueryOptions(), enabled })
}
