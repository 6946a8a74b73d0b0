import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { Order } from '@scentia/domain/orders/order'
import type { PodSettings } from '@scentia/domain/payment/pay-on-delivery'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

interface PodSettingsResponse {
  success: true
  enabled: boolean
  ceiling_naira: number
}

export const podSettingsQueryKey = ['pay-on-delivery', 'settings'] as const

/** The owner's switch and ceiling (public: the checkout shows them to every shopper). */
export const podSettingsQueryOptions = () =>
  queryOptions({
    queryKey: podSettingsQueryKey,
    queryFn: async ({ signal }): Promise<PodSettings> => {
      const answer = await apiRequest<PodSettingsResponse>('/payments/pay-on-delivery', { signal })
      return { enabled: answer.enabled, ceilingNaira: answer.ceiling_naira }
    },
  })

export const usePodSettings = () => useQuery(podSettingsQueryOptions())

export interface PodOrderAnswer {
  success: true
  message: string
  order_id: string
  payment_status: string
  order: Order
}

/**
 * POST /api/payments/pay-on-delivery: the order is placed without the pop-up (docs/product.md §10). An
 * applied promo code goes with it, priced again by the server as at initialize.
 */
export function placePodOrder(
  items: readonly CartItem[],
  shipping: ShippingDetails,
  promoCode?: string,
  deliveryMethod?: DeliveryMethod,
) {
  return apiRequest<PodOrderAnswer>('/payments/pay-on-delivery', {
    method: 'POST',
    body: {
      cart_items: items.map(({ id, quantity }) => ({ id, quantity })),
      shipping,
      ...(promoCode === undefined ? {} : { promo_code: promoCode }),
      ...(deliveryMethod ? { delivery_method: deliveryMethod } : {}),
    },
  })
}
