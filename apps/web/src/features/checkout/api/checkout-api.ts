import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import {
  ORDER_SUBMISSION_TIMEOUT_MS,
  VERIFICATION_TIMEOUT_MS,
} from '@scentia/domain/checkout/recovery'
import type { CheckoutOrderPayload, Order } from '@scentia/domain/orders/order'
import type { InitializedPayment } from '@scentia/domain/payment/checkout-payload'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { apiRequest } from '../../../lib/api-client'

// POST /api/payments/initialize's answer is a wire type of the domain, shared with the API.
export type { InitializedPayment }

export function initializePayment(
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'sizeId'>[],
  shipping: ShippingDetails,
  promoCode?: string,
  deliveryMethod?: DeliveryMethod,
): Promise<InitializedPayment> {
  return apiRequest<InitializedPayment>('/payments/initialize', {
    method: 'POST',
    // A size other than the full bottle travels as size_id; none means the bottle.
    body: {
      cart_items: items.map(({ id, quantity, sizeId }) =>
        sizeId === undefined ? { id, quantity } : { id, quantity, size_id: sizeId },
      ),
      shipping,
      ...(promoCode ? { promo_code: promoCode } : {}),
      ...(deliveryMethod ? { delivery_method: deliveryMethod } : {}),
    },
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

/** POST /api/checkout's answer (201 made, 200 already existed). */
export interface CheckoutAnswer {
  success: true
  message: string
  order_id: string
  payment_status: string
  order: Order
}

/** POST /api/checkout with the spec's order payload; 30 s per attempt (docs/product.md §S9). */
export function submitOrder(payload: CheckoutOrderPayload): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>('/checkout', {
    method: 'POST',
    body: payload,
    timeoutMs: ORDER_SUBMISSION_TIMEOUT_MS,
  })
}
