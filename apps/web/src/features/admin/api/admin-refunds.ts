import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderMoveAnswer } from '@scentia/contracts/after-sale'
import { orderMoveAnswerSchema } from '../../../lib/after-sale-contract'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

/** The API's answer: a sentence for the owner and the order as its shopper sees it. */
type OwnerMoneyAnswer = OrderMoveAnswer

const orderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`

/**
 * The console's money moves after the sale (docs/product.md §12, docs/decisions/041-refunds.md),
 * each audited by the API. The answer carries the shopper's view of the order, not the console's,
 * so every console query is read again: the order page shows the new status and refund rows.
 */
function useOwnerMoneyMove<Input>(request: (input: Input) => Promise<OwnerMoneyAnswer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}

/** POST /api/admin/orders/{id}/cancel with the owner's reason; a paid order is refunded in full. */
export const useOwnerCancelOrder = (orderId: string) =>
  useOwnerMoneyMove((reason: string) =>
    apiRequest<OwnerMoneyAnswer>(`${orderPath(orderId)}/cancel`, {
      method: 'POST',
      body: { reason },
      schema: orderMoveAnswerSchema,
    }),
  )

/** POST /api/admin/orders/{id}/refunds: part or all of what is left, in whole naira. */
export const useOwnerRefund = (orderId: string) =>
  useOwnerMoneyMove((input: { amount: number; reason: string }) =>
    apiRequest<OwnerMoneyAnswer>(`${orderPath(orderId)}/refunds`, {
      method: 'POST',
      body: input,
      schema: orderMoveAnswerSchema,
    }),
  )

/** POST /api/admin/orders/{id}/refunds/{refundId}/cash-returned: a pay-on-delivery refund is done. */
export const useCashReturned = (orderId: string) =>
  useOwnerMoneyMove((refundId: number) =>
    apiRequest<OwnerMoneyAnswer>(
      `${orderPath(orderId)}/refunds/${encodeURIComponent(String(refundId))}/cash-returned`,
      { method: 'POST', schema: orderMoveAnswerSchema },
    ),
  )
