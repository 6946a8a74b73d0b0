import type { ShippingFeeAnswer } from '@scentia/contracts/shipping'
import { apiRequest } from './api-client'
import { queryOptions, useServerQuery } from './server-state'

/** GET /api/shipping/fee's answer, a contract shared with the API (docs/decisions/042). */
export type ShippingFeeResponse = ShippingFeeAnswer

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

export async function getShippingFee(
  input: ShippingFeeInput,
  signal?: AbortSignal,
): Promise<ShippingFeeResponse> {
  // The answer's schema, and zod with it, loads with the first fee asked for: a product page
  // asks only once the shopper picks an address, so it neither downloads nor runs zod while it
  // loads (decision 036: the product page's Total Blocking Time).
  const { shippingFeeAnswerSchema } = await import('@scentia/contracts/shipping')
  return apiRequest('/shipping/fee', {
    // The checkout shows this figure as the one about to be charged: checked in production too.
    schema: shippingFeeAnswerSchema,
    alwaysCheck: true,
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
  return useServerQuery(shippingFeeQueryOptions(input))
}
