import type { OrderMoveAnswer } from '@scentia/contracts/after-sale'
import { orderMoveAnswerSchema } from '../../../lib/after-sale-contract'
import { apiRequest } from '../../../lib/api-client'
import { useOrderChange } from './order-change'

type ReturnRequestResponse = OrderMoveAnswer

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
    schema: orderMoveAnswerSchema,
  })
}

/** Asks, then shows the order with its return at once in My Orders and its cache. */
export function useRequestReturn(userId: number) {
  return useOrderChange(userId, requestReturn)
}
