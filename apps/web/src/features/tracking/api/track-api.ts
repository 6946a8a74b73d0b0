import type { TrackedOrder } from '@scentia/contracts/orders'
import { apiRequest } from '../../../lib/api-client'
import { orderLookupAnswerSchema } from '../../../lib/orders-contract'

export type { TrackedOrder }

/** GET /api/order/{id}: the whole order for its owner, the public tracking view for anyone else. */
export async function fetchTrackedOrder(id: string, signal?: AbortSignal): Promise<TrackedOrder> {
  const response = await apiRequest(`/order/${encodeURIComponent(id)}`, {
    signal,
    schema: orderLookupAnswerSchema,
  })
  return response.data
}
