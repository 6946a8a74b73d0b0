import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { courierQuoteAnswerSchema, type CourierQuoteAnswer } from '@scentia/contracts/shipping'
import { apiRequest } from '../../../lib/api-client'

/**
 * The courier's quote is kept this long: asking again costs the shop two courier calls, and the
 * signed quote is paid at for 30 minutes (courier-quote.ts), so a shopper who lingers on the
 * payment step gets a fresh one well before theirs expires.
 */
export const COURIER_QUOTE_STALE_MS = 10 * 60_000
export const COURIER_QUOTE_REFRESH_MS = 20 * 60_000

/** The server answers within its 2 s wait for the courier; this is only the network's margin. */
const COURIER_QUOTE_TIMEOUT_MS = 15_000

export const courierQuoteKeys = {
  all: ['courier-quote'] as const,
  quote: (
    shipping: ShippingDetails,
    items: readonly Pick<CartItem, 'id' | 'quantity' | 'sizeId'>[],
  ) =>
    [
      'courier-quote',
      shipping,
      items.map(({ id, quantity, sizeId }) => [id, sizeId ?? null, quantity]),
    ] as const,
}

/**
 * POST /api/shipping/courier-quote (docs/decisions/044-couriers.md): the delivery fee for this
 * address and cart, the courier's live price signed by the server, or the owner's table when the
 * courier is slow or down. Only ids and quantities travel: the server prices the parcel.
 */
export function getCourierQuote(
  shipping: ShippingDetails,
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'sizeId'>[],
  signal?: AbortSignal,
): Promise<CourierQuoteAnswer> {
  return apiRequest('/shipping/courier-quote', {
    method: 'POST',
    body: {
      shipping,
      cart_items: items.map(({ id, quantity, sizeId }) =>
        sizeId === undefined ? { id, quantity } : { id, quantity, size_id: sizeId },
      ),
    },
    // The figure shown as the one about to be charged: checked in production too.
    schema: courierQuoteAnswerSchema,
    alwaysCheck: true,
    timeoutMs: COURIER_QUOTE_TIMEOUT_MS,
    signal,
  })
}
