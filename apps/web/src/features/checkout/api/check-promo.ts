import type { CartItem } from '@scentia/domain/cart/cart'
import { promoCheckAnswerSchema } from '@scentia/contracts/checkout'
import type { PromoCheckAnswer } from '@scentia/domain/promo/promo'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** A cart line as the preview needs it: the product, its size (none: the full bottle), how many. */
type PromoCartLine = Pick<CartItem, 'id' | 'quantity' | 'sizeId'>

/**
 * POST /api/promos/check: the server's preview of a code on the cart as it stands.
 * A refusal is an answer (`success: false` with the shopper's message), not an error.
 */
export function checkPromo(
  code: string,
  items: readonly PromoCartLine[],
): Promise<PromoCheckAnswer> {
  return apiRequest('/promos/check', {
    method: 'POST',
    // The discount the checkout shows: checked in production too (docs/decisions/042).
    schema: promoCheckAnswerSchema,
    alwaysCheck: true,
    // Priced like initialize: a size other than the full bottle travels as size_id.
    body: {
      code,
      cart_items: items.map(({ id, quantity, sizeId }) =>
        sizeId === undefined ? { id, quantity } : { id, quantity, size_id: sizeId },
      ),
    },
  })
}

export function useCheckPromo() {
  return useMutation({
    mutationFn: ({ code, items }: { code: string; items: readonly PromoCartLine[] }) =>
      checkPromo(code, items),
  })
}
