import { cartSubtotal, type CartItem } from '@scentia/domain/cart/cart'
import { checkoutShippingFee } from '@scentia/domain/shipping/checkout-shipping'
import type { DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { isApiError } from './api-client'
import { useDeliveryRates } from './delivery-rates'
import { useShippingFeeQuery } from './shipping-fee'

export interface ShippingFee {
  fee: number
  label: string
  estimate: string
  isLoading: boolean
  /** Why the fee could not be fetched (the server's words), with a way to ask again. */
  error: string | null
  retry: () => void
}

/** Until the owner's table has loaded, no state is listed: the spec's window stands meanwhile. */
const NO_RATES: DeliveryRates = { states: [], lga_overrides: [], free_delivery_from: null }

/**
 * The Standard Delivery price: 'Free' for a 'test product', otherwise the server's fee for the
 * address and subtotal, with its label ('Pay on Delivery' when 0, 'Free' over the owner's
 * threshold) and window (docs/product.md §13); the domain's provisional fee until the address is
 * complete, with the state's window from the owner's table.
 */
export function useShippingFee(
  items: readonly CartItem[],
  location: { state: string; lga: string; ward: string },
  method: DeliveryMethod = 'delivery',
): ShippingFee {
  const subtotal = cartSubtotal(items)
  const rates = useDeliveryRates()
  const local = checkoutShippingFee({
    items,
    location,
    orderTotal: subtotal,
    rates: rates.data ?? NO_RATES,
    method,
  })
  // A pickup is priced by the domain alone (free, decision 046): nothing to ask the server.
  const query = useShippingFeeQuery(
    local.status === 'calculated' && method === 'delivery' ? { ...location, subtotal } : null,
  )
  const retry = () => {
    void query.refetch()
  }
  if (local.status !== 'calculated' || method === 'pickup') {
    return {
      fee: local.fee,
      label: local.label,
      estimate: local.estimate,
      isLoading: false,
      error: null,
      retry,
    }
  }
  if (query.data) {
    return {
      fee: query.data.fee,
      label: query.data.label,
      estimate: query.data.estimate,
      isLoading: false,
      error: null,
      retry,
    }
  }
  return {
    fee: 0,
    label: query.isError ? '—' : '…',
    estimate: local.estimate,
    isLoading: true,
    error: query.isError
      ? isApiError(query.error)
        ? query.error.message
        : 'Failed to load the delivery fee'
      : null,
    retry,
  }
}
