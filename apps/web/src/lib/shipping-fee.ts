import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** GET /api/shipping/fee answers the fee the server will charge, with how to show it. */
export interface ShippingFeeResponse {
  success: boolean
  /** Naira after the order-total discount; 0 means 'Pay on Delivery'. */
  fee: number
  /** The ward's fee before the discount. */
  baseFee: number | null
  /** e.g. '2-4 business days'. */
  estimate: string
  /** The fee as shoppers see it: '₦8,000' or 'Pay on Delivery'. */
  label: string
}

export interface ShippingFeeInput {
  state: string
  lga: string
  ward: string
  subtotal: number
}

/**
 * How long a fee is reused. The owner may edit the fee table, and the checkout shows this figure
 * as the one about to be charged: a minute keeps it close to the server's without asking again
 * on every keystroke. The product page's estimate and the checkout share it (they
 * kept two clients, five minutes and one).
 */
const SHIPPING_FEE_STALE_MS = 60_000

export const shippingFeeKeys = {
  all: ['shipping-fee'] as const,
  fee: (input: ShippingFeeInput) => ['shipping-fee', input] as const,
}

export function getShippingFee(
  input: ShippingFeeInput,
  signal?: AbortSignal,
): Promise<ShippingFeeResponse> {
  return apiRequest<ShippingFeeResponse>('/shipping/fee', {
    query: {
      state: input.state,
      lga: input.lga || undefined,
      ward: input.ward || undefined,
      subtotal: input.subtotal,
    },
    signal,
  })
}

/**
 * GET /api/shipping/fee for the product page's estimate and the checkout's Standard Delivery.
 * `null` asks nothing yet (the address is not complete).
 */
export function shippingFeeQueryOptions(input: ShippingFeeInput | null) {
  return queryOptions({
    queryKey: input ? shippingFeeKeys.fee(input) : shippingFeeKeys.all,
    queryFn: ({ signal }) => {
      if (!input) throw new Error('No address to price')
      return getShippingFee(input, signal)
    },
    enabled: input !== null,
    staleTime: SHIPPING_FEE_STALE_MS,
  })
}

export function useShippingFeeQuery(input: ShippingFeeInput | null) {
  return useQuery(shippingFeeQueryOptions(input))
}
