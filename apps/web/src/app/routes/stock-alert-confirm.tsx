import { ConfirmStockAlertPage } from '../../features/discover/components/confirm-stock-alert-page'

export function StockAlertConfirmRoute() {
  return <ConfirmStockAlertPage />
}
