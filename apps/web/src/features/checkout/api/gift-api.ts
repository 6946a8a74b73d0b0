import type { GiftRequest } from '@scentia/domain/checkout/gift'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { giftOptionsAnswerSchema } from '@scentia/contracts/checkout'
import { apiRequest } from '../../../lib/api-client'

/** GET /api/checkout/gift-options: the owner's gift wrap price (0: not offered; decision 045). */
export const giftOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'gift-options'] as const,
    queryFn: async ({ signal }): Promise<{ wrapPrice: number }> => {
      const answer = await apiRequest('/checkout/gift-options', {
        signal,
        // The checkout's own chunk carries its contracts (decision 042).
        schema: giftOptionsAnswerSchema,
      })
      return { wrapPrice: answer.gift_wrap_price }
    },
  })

export const useGiftOptions = () => useQuery(giftOptionsQueryOptions())

/** The checkout's gift choice as the shopper makes it. */
export interface GiftChoice {
  isGift: boolean
  message: string
  wrap: boolean
}

export const NO_GIFT: GiftChoice = { isGift: false, message: '', wrap: false }

/** The initialize body's `gift`, or nothing when it is not a gift; the server prices the wrap. */
export function giftRequestOf(choice: GiftChoice | undefined): GiftRequest | undefined {
  if (!choice?.isGift) return undefined
  return { message: choice.message, wrap: choice.wrap }
}
