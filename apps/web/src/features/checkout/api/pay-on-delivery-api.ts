import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { CartItem } from '@scentia/domain/cart/cart'
import type { GiftRequest } from '@scentia/domain/checkout/gift'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { checkoutAnswerSchema, type CheckoutAnswer } from '@scentia/contracts/checkout'
import { apiRequest } from '../../../lib/api-client'
import { initializeBody } from './checkout-api'

/** The same answer as a card checkout's (docs/decisions/042). */
export type PodOrderAnswer = CheckoutAnswer

/**
 * POST /api/payments/pay-on-delivery: the order is placed without the pop-up (docs/product.md §10). An
 * applied promo code goes with it, priced again by the server as at initialize.
 */
export function placePodOrder(
  items: readonly CartItem[],
  shipping: ShippingDetails,
  promoCode?: string,
  gift?: GiftRequest,
  deliveryMethod?: DeliveryMethod,
  /** The courier's signed live quote the shipping step showed (docs/decisions/044). */
  shippingQuote?: string | null,
) {
  // The same body as a card checkout's, so a sample size travels as size_id here too.
  const body = initializeBody(items, shipping, promoCode, gift, deliveryMethod, shippingQuote)
  return apiRequest('/payments/pay-on-delivery', {
    method: 'POST',
    body,
    // The order's totals: checked in production too.
    schema: checkoutAnswerSchema,
    alwaysCheck: true,
  })
}
