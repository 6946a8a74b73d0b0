import type { Order } from '@scentia/domain/orders/order'
import { apiRequest } from '../../../lib/api-client'
import { useOrderChange } from './order-change'

interface CancelOrderResponse {
  success: true
  message: string
  order: Order
}

/** POST /api/order/{id}/cancel: the shopper's own unpaid order (docs/decisions/029). */
export function cancelOrder(orderId: string): Promise<CancelOrderResponse> {
  return apiRequest<CancelOrderResponse>(`/order/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
  })
}

/** Cancels, then shows the cancelled order at once in My Orders and its cache. */
export function useCancelOrder(userId: number) {
  return useOrderChange(userId, cancelOrder)
}
