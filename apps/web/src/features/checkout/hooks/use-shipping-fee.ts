import { cartSubtotal, type CartItem } from '@scentia/domain/cart/cart'
import {
  checkoutShippingFee,
  deliveryEstimate,
  deliveryFeeLabel,
} from '@scentia/domain/shipping/checkout-shipping'
import { isApiError } from '../../../lib/api-client'
import { useShippingFeeQuery } from '../../../lib/shipping-fee'

export interface ShippingFee {
  fee: number
  label: string
  estimate: string
  isLoading: boolean
  /** Why the fee could not be fetched (the server's words), with a way to ask again. */
  error: string | null
  retry: () => void
}

/**
 * The Standard Delivery price: 'Free' for a 'test product', otherwise the server's fee for the
 * ward and subtotal ('Pay on Delivery' when 0); the domain's provisional fee until the address
 * is complete.
 */
export function useShippingFee(
  items: readonly CartItem[],
  location: { state: string; lga: string; ward: string },
): ShippingFee {
  const subtotal = cartSubtotal(items)
  const local = checkoutShippingFee({ items, location, orderTotal: subtotal })
  const query = useShippingFeeQuery(
    local.status === 'calculated' ? { ...location, subtotal } : null,
  )
  const retry = () => {
    void query.refetch()
  }
  if (local.status !== 'calculated') {
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
      label: deliveryFeeLabel(query.data.fee),
      estimate: deliveryEstimate(location.state),
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
