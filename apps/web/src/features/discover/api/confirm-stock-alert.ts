import type {
  StockAlertConfirmRequest,
  StockAlertConfirmResponse,
} from '@scentia/domain/catalog/stock-alert'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { stockAlertsContract } from './stock-alerts-contract'

/** POST /api/stock-alerts/confirm: the mailed link's token, so the alert may be sent. */
export function confirmStockAlert(
  request: StockAlertConfirmRequest,
): Promise<StockAlertConfirmResponse> {
  return apiRequest('/stock-alerts/confirm', {
    method: 'POST',
    body: request,
    auth: false,
    schema: async () => (await stockAlertsContract()).stockAlertConfirmAnswerSchema,
  })
}

export function useConfirmStockAlert() {
  return useMutation({ mutationFn: confirmStockAlert })
}
