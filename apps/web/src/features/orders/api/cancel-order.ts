import type { OrderMoveAnswer } from '@scentia/contracts/after-sale'
import { orderMoveAnswerSchema } from '../../../lib/after-sale-contract'
import { apiRequest } from '../../../lib/api-client'
import { useOrderChange } from './order-change'

type CancelOrderResponse = OrderMoveAnswer

/** POST /api/order/{id}/cancel: the shopper's own unpaid order (docs/decisions/029). */
export function cancelOrder(orderId: string): Promise<CancelOrderResponse> {
  return apiRequest<CancelOrderResponse>(`/order/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    schema: orderMoveAnswerSchema,
  })
}

/** Cancels, then shows the cancelled order at once in My Orders and its cache. */
export function useCancelOrder(userId: number) {
  return useOrderChange(userId, cancelOrder)
}
