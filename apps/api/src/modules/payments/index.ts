export { createPaymentPricing } from './payment-pricing.js'
export { paymentsModule, type PaymentsModuleOptions } from './payments.plugin.js'
export { findTransferAccount } from './payments.repository.js'
