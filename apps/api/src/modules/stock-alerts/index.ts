export { stockAlertsRoutes } from './stock-alerts.routes.js'
export { createStockAlertsService, type StockAlertsService } from './stock-alerts.service.js'
