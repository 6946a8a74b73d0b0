import type { GiftRequest } from '@scentia/domain/checkout/gift'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { CheckoutOrderPayload, Order } from '@scentia/domain/orders/order'
import type { CheckoutAnswer, InitializedPayment } from '../api/checkout-api'
import type { RecoveryOrderData, RecoveryStorage } from './recovery-storage'

/**
 * Where a payment stands, from Complete Payment to the confirmation page (docs/product.md §S4 Payment flow).
 * The controller moves it; the checkout page draws it.
 */
export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'initializing' }
  /** The pop-up is open; `loaded` once it shows the transaction. */
  | { phase: 'paying'; payment: InitializedPayment; loaded: boolean }
  | { phase: 'verifying'; reference: string }
  | { phase: 'submitting'; reference: string }
  | { phase: 'placed'; orderId: string }
  /** The payment did not succeed (or could not be verified): the failure screen. */
  | { phase: 'failed'; status: string; reference: string | null; message: string | null }
  /** Paid, but the order could not be submitted: recovery will retry it. */
  | { phase: 'unprocessed'; reference: string; message: string }

export function isProcessing(state: PaymentState): boolean {
  return (
    state.phase === 'initializing' ||
    state.phase === 'paying' ||
    state.phase === 'verifying' ||
    state.phase === 'submitting'
  )
}

/**
 * What the confirmation page is given (docs/product.md §S2: orderNumber, total and items): the figures a
 * recovery record keeps too, so the two cannot drift apart.
 */
export interface PlacedOrder extends RecoveryOrderData {
  orderNumber: string
  /** The order as the server made it, for My Orders' cache (absent only in tests). */
  order?: Order
  /** What the payment still waits for, e.g. 'Awaiting your transfer'. */
  paymentNotice?: string
}

export interface Notifier {
  success: (message: string) => void
  error: (message: string) => void
  info: (message: string) => void
}

export interface PaymentDeps {
  initialize: (
    items: readonly { id: number; quantity: number }[],
    shipping: ShippingDetails,
    promoCode?: string,
    gift?: GiftRequest,
    deliveryMethod?: DeliveryMethod,
    shippingQuote?: string | null,
  ) => Promise<InitializedPayment>
  verify: (reference: string) => Promise<unknown>
  submit: (payload: CheckoutOrderPayload) => Promise<CheckoutAnswer>
  storage: RecoveryStorage
  notify: Notifier
  sleep: (ms: number) => Promise<void>
  now: () => number
  /** Clears the cart and opens the confirmation page. */
  onPlaced: (order: PlacedOrder) => void
}
