export { createLowStockService, type LowStockService } from './low-stock.service.js'
export { combineStockHooks } from './stock-hooks.js'
