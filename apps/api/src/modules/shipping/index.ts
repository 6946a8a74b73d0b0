export { shippingRoutes } from './shipping.routes.js'
export { readDeliveryRates } from './delivery-rates.repository.js'
export { createShippingService, type ShippingService } from './shipping.service.js'
export { wardFeeTableSchema } from './ward-fee-table.js'
