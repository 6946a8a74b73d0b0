import type { CartItem } from '@scentia/domain/cart/cart'
import { sampleCredit } from '@scentia/domain/cart/sample-credit'
import { useQuery } from '@tanstack/react-query'
import { sampleCreditsAnswerSchema } from '@scentia/contracts/checkout'
import { apiRequest } from './api-client'
import { useSessionUserId } from './session'

export const sampleCreditKeys = {
  list: (userId: number | null) => ['sample-credits', userId] as const,
}

/** GET /api/payments/sample-credits: the signed-in shopper's unused paid samples. */
export function useSampleCredits() {
  const userId = useSessionUserId()
  return useQuery({
    queryKey: sampleCreditKeys.list(userId),
    queryFn: ({ signal }) =>
      // Money off the cart's preview: checked in production too (docs/decisions/042).
      apiRequest('/payments/sample-credits', {
        signal,
        schema: sampleCreditsAnswerSchema,
        alwaysCheck: true,
      }),
    enabled: userId !== null,
    staleTime: 60_000,
    select: (response) => response.samples,
  })
}

/**
 * The preview of the sample credit the cart and the checkout's summary both show: the domain's
 * own `sampleCredit` over the shopper's samples and the lines. Shared here so the two screens
 * cannot disagree (the checkout showed a higher total than the charge). The server
 * decides again at initialize; this only shows it.
 */
export function useSampleCreditPreview(items: readonly CartItem[]): number {
  const { data: samples } = useSampleCredits()
  if (!samples || samples.length === 0) return 0
  const history = samples.map((sample) => ({
    sampleItemId: sample.sampleItemId,
    productId: sample.productId,
    unitPrice: sample.unitPrice,
    paidAt: new Date(sample.paidAt),
    used: false,
  }))
  const lines = items.map((item) => ({
    productId: item.id,
    price: item.price,
    quantity: item.quantity,
    isFullBottle: item.sizeId === undefined,
  }))
  return sampleCredit(history, lines, new Date()).total
}
