export { createPaymentPricing } from './payment-pricing.js'
export { paymentsModule, type PaymentsModuleOptions } from './payments.plugin.js'
