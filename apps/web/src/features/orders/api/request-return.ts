import type { Order } from '@scentia/domain/orders/order'
import { apiRequest } from '../../../lib/api-client'
import { useOrderChange } from './order-change'

interface ReturnRequestResponse {
  success: true
  message: string
  order: Order
}

export interface ReturnRequestInput {
  orderId: string
  lines: { line: number; quantity: number }[]
  reason: string
  note: string
}

/** POST /api/order/{id}/returns: the shopper asks to send delivered items back (docs/product.md §12). */
export function requestReturn({ orderId, ...body }: ReturnRequestInput) {
  return apiRequest<ReturnRequestResponse>(`/order/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body,
  })
}

/** Asks, then shows the order with its return at once in My Orders and its cache. */
export function useRequestReturn(userId: number) {
  return useOrderChange(userId, requestReturn)
}
