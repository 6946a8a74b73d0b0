import type { CartItem } from '@scentia/domain/cart/cart'
import type { GiftRequest } from '@scentia/domain/checkout/gift'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import {
  ORDER_SUBMISSION_TIMEOUT_MS,
  VERIFICATION_TIMEOUT_MS,
} from '@scentia/domain/checkout/recovery'
import {
  checkoutAnswerSchema,
  initializedPaymentSchema,
  type CheckoutAnswer,
  type InitializePaymentBody,
} from '@scentia/contracts/checkout'
import type { CheckoutOrderPayload } from '@scentia/domain/orders/order'
import type { InitializedPayment } from '@scentia/domain/payment/checkout-payload'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { apiRequest } from '../../../lib/api-client'

// The checkout's wire shapes are contracts shared with the API (docs/decisions/042).
export type { CheckoutAnswer, InitializedPayment }

/** The initialize body, built once for card payments and pay on delivery. */
export function initializeBody(
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'sizeId'>[],
  shipping: ShippingDetails,
  promoCode?: string,
  gift?: GiftRequest,
  deliveryMethod?: DeliveryMethod,
  /** The courier's signed live quote the shipping step showed (docs/decisions/044). */
  shippingQuote?: string | null,
): InitializePaymentBody {
  return {
    // A size other than the full bottle travels as size_id; none means the bottle.
    cart_items: items.map(({ id, quantity, sizeId }) =>
      sizeId === undefined ? { id, quantity } : { id, quantity, size_id: sizeId },
    ),
    shipping,
    ...(promoCode ? { promo_code: promoCode } : {}),
    ...(gift ? { gift } : {}),
    ...(deliveryMethod ? { delivery_method: deliveryMethod } : {}),
    // A quote prices a delivery only: a pickup is free whatever was quoted before (decision 046).
    ...(shippingQuote && deliveryMethod !== 'pickup' ? { shipping_quote: shippingQuote } : {}),
  }
}

/** POST /api/payments/initialize with the body above: the same arguments, so the two cannot drift. */
export function initializePayment(
  ...args: Parameters<typeof initializeBody>
): Promise<InitializedPayment> {
  return apiRequest('/payments/initialize', {
    method: 'POST',
    body: initializeBody(...args),
    // The figures shown and charged: checked in production too.
    schema: initializedPaymentSchema,
    alwaysCheck: true,
  })
}

/**
 * GET /api/payments/verify/{reference}: Paystack's envelope, read with the domain's
 * `readVerificationResponse`. 15 s per attempt (docs/product.md §S9); the caller polls again.
 */
export function verifyPayment(reference: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>(`/payments/verify/${encodeURIComponent(reference)}`, {
    signal,
    timeoutMs: VERIFICATION_TIMEOUT_MS,
  })
}

/** POST /api/checkout with the spec's order payload; 30 s per attempt (docs/product.md §S9). */
export function submitOrder(payload: CheckoutOrderPayload): Promise<CheckoutAnswer> {
  return apiRequest('/checkout', {
    method: 'POST',
    body: payload,
    schema: checkoutAnswerSchema,
    alwaysCheck: true,
    timeoutMs: ORDER_SUBMISSION_TIMEOUT_MS,
  })
}
