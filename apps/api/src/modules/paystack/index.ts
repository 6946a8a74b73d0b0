export {
  type CreateRefundInput,
  type InitializeTransactionInput,
  PAYSTACK_REFERENCE_PATTERN,
  type PaystackClient,
  PaystackError,
  type PaystackRefund,
  type PaystackTransaction,
} from './paystack-client.js'
export { isValidPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from './paystack-signature.js'
export { paystackPlugin, type PaystackPluginOptions } from './paystack.plugin.js'
