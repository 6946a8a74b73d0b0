import type { CartItem } from '@scentia/domain/cart/cart'
import {
  shippingDetailsSchema,
  type ShippingDetails,
} from '@scentia/domain/checkout/shipping-details'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { useQuery } from '@tanstack/react-query'
import { useShippingFee, type ShippingFee } from '../../../lib/use-shipping-fee'
import {
  COURIER_QUOTE_REFRESH_MS,
  COURIER_QUOTE_STALE_MS,
  courierQuoteKeys,
  getCourierQuote,
} from '../api/courier-quote-api'

export const COURIER_QUOTE_LOADING_NOTE = 'Getting the courier’s price for your address…'
export const courierQuoteNote = (courier: string) => `Live price from ${courier}`
export const COURIER_FALLBACK_NOTE =
  'The courier’s live price is not available right now, so this is our standard fee for your area. It is what you will pay.'

export interface DeliveryFee extends ShippingFee {
  /** The courier's signed quote to send with the payment; null when the table's fee applies. */
  quote: string | null
  /** Where the figure comes from, in words, when a courier is connected; null otherwise. */
  note: string | null
}

/**
 * Checkout's Standard Delivery fee (docs/decisions/044-couriers.md): the owner's table, as the
 * cart shows it, and where a courier is connected and the table prices the delivery (not free,
 * not 'Pay on Delivery'), the courier's live price for the full address and cart, signed by the
 * server so the payment charges exactly what is shown. While the courier is asked the fee is
 * loading (the payment waits); when it is slow or down the table's fee stands, and the shopper
 * is told so in plain words.
 */
export function useDeliveryFee(
  items: readonly CartItem[],
  details: ShippingDetails,
  method: DeliveryMethod,
  liveQuotes: boolean,
): DeliveryFee {
  const table = useShippingFee(items, details, method)
  // An emptied cart (the order just placed) has no parcel to price.
  const ask =
    liveQuotes &&
    items.length > 0 &&
    method === 'delivery' &&
    !table.isLoading &&
    table.error === null &&
    table.fee > 0 &&
    shippingDetailsSchema.safeParse(details).success
  const query = useQuery({
    queryKey: courierQuoteKeys.quote(details, items),
    queryFn: ({ signal }) => getCourierQuote(details, items, signal),
    enabled: ask,
    staleTime: COURIER_QUOTE_STALE_MS,
    refetchInterval: COURIER_QUOTE_REFRESH_MS,
    // The server already falls back to the table when the courier fails: one answer is enough.
    retry: false,
  })
  if (!ask) return { ...table, quote: null, note: null }
  const answer = query.data
  if (answer?.source === 'courier' && answer.courier !== null && answer.quote !== null) {
    return {
      ...table,
      fee: answer.fee,
      label: answer.label,
      estimate: answer.estimate,
      quote: answer.quote,
      note: courierQuoteNote(answer.courier),
    }
  }
  // The table's answer (courier slow or down), or no answer at all: the table's fee stands,
  // which is what payment charges without a quote.
  if (answer || query.isError) return { ...table, quote: null, note: COURIER_FALLBACK_NOTE }
  return { ...table, label: '…', isLoading: true, quote: null, note: COURIER_QUOTE_LOADING_NOTE }
}
