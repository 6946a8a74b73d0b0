import type { StockAlertRequest, StockAlertResponse } from '@scentia/domain/catalog/stock-alert'
import { useMutation } from '@tanstack/react-query'
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

export function useCreateStockAlert(productId: string) {
  return useMutation({
    mutationFn: (request: StockAlertRequest) => createStockAlert(productId, request),
  })
}
