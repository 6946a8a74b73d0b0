import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** GET /api/shipping/fee answers the fee the server will charge, with how to show it. */
export interface ShippingFeeResponse {
  success: boolean
  /** Naira after the order-total discount; 0 means 'Pay on Delivery'. */
  fee: number
  /** The ward's fee before the discount. */
  baseFee: number
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

export function shippingFeeQueryOptions(input: ShippingFeeInput, enabled: boolean) {
  return queryOptions({
    queryKey: ['shipping-fee', input],
    queryFn: ({ signal }) => getShippingFee(input, signal),
    // Fees are data the shop owner may edit; five minutes is fresh enough for a preview.
    staleTime: 5 * 60 * 1000,
    enabled,
  })
}

export function useShippingFee(input: ShippingFeeInput, enabled: boolean) {
  return useQuery(shippingFeeQueryOptions(input, enabled))
}
