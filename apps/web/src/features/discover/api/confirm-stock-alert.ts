import type {
  StockAlertConfirmRequest,
  StockAlertConfirmResponse,
} from '@scentia/domain/catalog/stock-alert'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** POST /api/stock-alerts/confirm: the mailed link's token, so the alert may be sent. */
export function confirmStockAlert(
  request: StockAlertConfirmRequest,
): Promise<StockAlertConfirmResponse> {
  return apiRequest<StockAlertConfirmResponse>('/stock-alerts/confirm', {
    method: 'POST',
    body: request,
    auth: false,
  })
}

export function useConfirmStockAlert() {
  return useMutation({ mutationFn: confirmStockAlert })
}
