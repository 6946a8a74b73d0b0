import type { Address } from '@scentia/domain/account/address'
import type { CartItem } from '@scentia/domain/cart/cart'
import {
  ORDER_SUBMISSION_TIMEOUT_MS,
  VERIFICATION_TIMEOUT_MS,
} from '@scentia/domain/checkout/recovery'
import type { CheckoutOrderPayload, Order } from '@scentia/domain/orders/order'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** The address and contact details checkout sends (PRODUCT §4 step 1). */
export interface ShippingDetails {
  full_name: string
  email: string
  phone_number: string
  street_address: string
  state: string
  lga: string
  ward: string
  city: string
}

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
  email: string
  cart_items: { id: number; name: string; image: string; price: number; quantity: number }[]
}

export function initializePayment(
  items: readonly Pick<CartItem, 'id' | 'quantity'>[],
  shipping: ShippingDetails,
): Promise<InitializedPayment> {
  return apiRequest<InitializedPayment>('/payments/initialize', {
    method: 'POST',
    body: { cart_items: items.map(({ id, quantity }) => ({ id, quantity })), shipping },
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

export interface ShippingFeeAnswer {
  success: true
  fee: number
  baseFee: number | null
  estimate: string
  label: string
}

export interface FeeQuery {
  state: string
  lga: string
  ward: string
  subtotal: number
}

/** GET /api/shipping/fee: the Standard Delivery price, from the server's fee table. */
export function shippingFeeQueryOptions(query: FeeQuery | null) {
  return queryOptions({
    queryKey: ['shipping-fee', query],
    queryFn: ({ signal }) =>
      apiRequest<ShippingFeeAnswer>('/shipping/fee', {
        signal,
        query: query ? { ...query } : {},
      }),
    enabled: query !== null,
    staleTime: 60_000,
  })
}

export interface AddressInput {
  street_address: string
  state: string
  lga: string
  ward: string
  city: string
  isPrimary: boolean
}

/** POST /api/user/add-address/{userId}: the checkout's Save Address. */
export function saveAddress(userId: number, address: AddressInput): Promise<{ address: Address }> {
  return apiRequest<{ success: true; message: string; address: Address }>(
    `/user/add-address/${userId}`,
    { method: 'POST', body: address },
  )
}
