import type { PromoCheckAnswer } from '@scentia/domain/promo/promo'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/**
 * POST /api/promos/check (issue 14): the server's preview of a code on the cart as it stands.
 * A refusal is an answer (`success: false` with the shopper's message), not an error.
 */
export function checkPromo(
  code: string,
  items: readonly { id: number; quantity: number }[],
): Promise<PromoCheckAnswer> {
  return apiRequest<PromoCheckAnswer>('/promos/check', {
    method: 'POST',
    body: { code, cart_items: items.map(({ id, quantity }) => ({ id, quantity })) },
  })
}

export function useCheckPromo() {
  return useMutation({
    mutationFn: ({
      code,
      items,
    }: {
      code: string
      items: readonly { id: number; quantity: number }[]
    }) => checkPromo(code, items),
  })
}
