import type { Order, OrderTrackingView } from '@scentia/domain/orders/order'
import { apiRequest } from '../../../lib/api-client'

/** The owner's Order carries these too (decision 006); both views a transfer's block (decision 037). */
export type TrackedOrder = (
  (Order & { payment_status?: string; payment_method?: string }) | OrderTrackingView
) & { transfer?: unknown }

interface OrderResponse {
  success: true
  message: string
  response_data: TrackedOrder
  data: TrackedOrder
}

/** GET /api/order/{id}: the whole order for its owner, the public tracking view for anyone else. */
export async function fetchTrackedOrder(id: string, signal?: AbortSignal): Promise<TrackedOrder> {
  const response = await apiRequest<OrderResponse>(`/order/${encodeURIComponent(id)}`, { signal })
  return response.data
}
