import type { StockAlertRequest, StockAlertResponse } from '@scentia/domain/catalog/stock-alert'
import { useState } from 'react'
import { apiRequest } from '../../../lib/api-client'
import { stockAlertsContract } from './stock-alerts-contract'

/** POST /api/product/{productId}/stock-alerts: "Tell me when it's back". */
export function createStockAlert(
  productId: string,
  request: StockAlertRequest,
): Promise<StockAlertResponse> {
  return apiRequest(`/product/${encodeURIComponent(productId)}/stock-alerts`, {
    method: 'POST',
    body: request,
    // The address is typed (or prefilled); the token adds nothing the server needs.
    auth: false,
    schema: async () => (await stockAlertsContract()).stockAlertAnswerSchema,
  })
}

/**
 * A plain hook, not useMutation: the form is on a sold-out product page's first screen, which
 * loads without TanStack Query (decision 054), and nothing cached changes with the answer.
 */
export function useCreateStockAlert(productId: string) {
  const [isPending, setPending] = useState(false)
  return {
    isPending,
    mutateAsync: async (request: StockAlertRequest): Promise<StockAlertResponse> => {
      setPending(true)
      try {
        return await createStockAlert(productId, request)
      } finally {
        setPending(false)
      }
    },
  }
}
