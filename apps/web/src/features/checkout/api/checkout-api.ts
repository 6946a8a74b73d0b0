import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import {
  ORDER_SUBMISSION_TIMEOUT_MS,
  VERIFICATION_TIMEOUT_MS,
} from '@scentia/domain/checkout/recovery'
import type { CheckoutOrderPayload, Order } from '@scentia/domain/orders/order'
import { apiRequest } from '../../../lib/api-client'

/** POST /api/payments/initialize: the server's prices, not the browser's (decision 006). */
export interface InitializedPayment {
  success: true
  message: string
  reference: string
  access_code: string
  authorization_url: string
  amount: number
  amount_kobo: number
  currency: 'NGN'
  subtotal: number
  shipping_fee: number
  /** The promo code the server applied (issue 14) and what it took off the goods. */
  promo_code?: string | null
  discount?: number
  email: string
  cart_items: { id: number; name: string; image: string; price: number; quantity: number }[]
}

export function initializePayment(
  items: readonly Pick<CartItem, 'id' | 'quantity'>[],
  shipping: ShippingDetails,
  promoCode?: string,
): Promise<InitializedPayment> {
  return apiRequest<InitializedPayment>('/payments/initialize', {
    method: 'POST',
    body: {
      cart_items: items.map(({ id, quantity }) => ({ id, quantity })),
      shipping,
      ...(promoCode ? { promo_code: promoCode } : {}),
    },
  })
}

/**
 * GET /api/payments/verify/{reference}: Paystack's envelope, read with the domain's
 * `readVerificationResponse`. 15 s per attempt (spec §9); the caller polls again.
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

/** POST /api/checkout with the spec's order payload; 30 s per attempt (spec §9). */
export function submitOrder(payload: CheckoutOrderPayload): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>('/checkout', {
    method: 'POST',
    body: payload,
    timeoutMs: ORDER_SUBMISSION_TIMEOUT_MS,
  })
}
