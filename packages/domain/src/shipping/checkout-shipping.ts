/**
 * The Standard Delivery option of checkout step 1 (docs/product.md §S2 Checkout, §5, §9): its fee, the
 * label shown in place of a price, and the delivery estimate.
 *
 * How the spec's three fee rules fit together:
 * - "0 when the cart holds an item named 'test product'" wins over everything: label "Free".
 * - Otherwise the Lagos delivery fee (calculateDeliveryFee): a naira amount, or 0 for another
 *   state or a ward the fee table does not know; 0 is labelled "Pay on Delivery" — the courier
 *   is paid at the door — never "Free".
 * - "Default shipping fee 2500 NGN when no other fee applies at checkout" is the fee checkout
 *   holds while no fee can be calculated yet: the location or the total is missing, and the fee
 *   helper refuses with "Location and total price are required to calculate shipping.". It is
 *   provisional: the server never charges it, because payment needs a complete address and the
 *   fee endpoint answers 400 with that message instead.
 */
import { formatNaira } from '../money/format'
import { calculateDeliveryFee, LAGOS } from './delivery-fee'
import {
  deliveryQuote,
  FREE_DELIVERY_LABEL,
  PAY_ON_DELIVERY_LABEL,
  stateRateFor,
  deliveryDaysLabel,
  type DeliveryRates,
} from './delivery-rates'
import { deliveryEstimateLabel, deliveryZone } from './delivery-window'
import { MAX_BASE_FEE, MIN_BASE_FEE } from './lagos-base-fee'
import { PICKUP_ESTIMATE, PICKUP_FEE, PICKUP_FEE_LABEL, type DeliveryMethod } from './pickup'

export { FREE_DELIVERY_LABEL, PAY_ON_DELIVERY_LABEL }

export const DEFAULT_SHIPPING_FEE = 2_500
export const TEST_PRODUCT_NAME = 'test product'
export const SHIPPING_LOCATION_REQUIRED_MESSAGE =
  'Location and total price are required to calculate shipping.'
export const LAGOS_DELIVERY_ESTIMATE = deliveryEstimateLabel('lagos')
export const DEFAULT_DELIVERY_ESTIMATE = deliveryEstimateLabel('elsewhere')

/** Case-insensitive, surrounding spaces ignored: "Test Product" counts, "Test Products" does not. */
export function hasTestProduct(items: readonly { name: string }[]): boolean {
  return items.some((item) => item.name.trim().toLowerCase() === TEST_PRODUCT_NAME)
}

/**
 * The window checkout names for a state: 2-4 business days to Lagos; elsewhere the owner's row for
 * the state (or its LGA), and the spec's 5-7 business days for a state the table does not list.
 */
export function deliveryEstimate(
  state: string | null | undefined,
  rates?: DeliveryRates,
  lga?: string | null,
): string {
  const row =
    rates && state && deliveryZone(state) === 'elsewhere'
      ? stateRateFor(rates, state, lga)
      : undefined
  return row ? deliveryDaysLabel(row.rate) : deliveryEstimateLabel(deliveryZone(state))
}

/** The price column of the delivery option for a calculated fee: ₦ amount, or Pay on Delivery. */
export function deliveryFeeLabel(fee: number): string {
  return fee > 0 ? formatNaira(fee) : PAY_ON_DELIVERY_LABEL
}

/**
 * The fee table's Lagos line for an order of `subtotal`, for a page that cannot ask the server
 * for one ward's fee (the product page without JavaScript): the cheapest and dearest Lagos
 * fee after the order's discount (docs/product.md §3: base fees of 3,000 to 8,000).
 */
export function lagosFeeLine(subtotal: number): string {
  const fee = (baseFee: number) =>
    formatNaira(calculateDeliveryFee({ state: LAGOS, baseFee }, subtotal))
  return `${LAGOS}: ${fee(MIN_BASE_FEE)} to ${fee(MAX_BASE_FEE)} by ward, ${LAGOS_DELIVERY_ESTIMATE}`
}

/**
 * Where an order goes. The fee table is keyed by LGA and ward (ward names repeat across LGAs),
 * so a location is complete only with all three.
 */
export interface DeliveryLocation {
  state: string
  lga: string
  ward: string
}

export function isDeliveryLocationComplete(
  location: Partial<DeliveryLocation> | null | undefined,
): location is DeliveryLocation {
  return [location?.state, location?.lga, location?.ward].every(
    (part) => typeof part === 'string' && part.trim() !== '',
  )
}

export interface CheckoutShippingInput {
  /** The cart's lines; only their names matter here. */
  items: readonly { name: string }[]
  location?: Partial<DeliveryLocation> | null
  /** The order total the discount applies to: the cart subtotal, integer naira. */
  orderTotal?: number | null
  /** The ward's base fee from the Lagos table; absent when the table does not know the ward. */
  baseFee?: number | null
  /** The owner's table for every other state (delivery-rates.ts). */
  rates: DeliveryRates
  /** Absent: a delivery. A pickup at the showroom is free wherever the shopper lives (decision 046). */
  method?: DeliveryMethod
}

export type CheckoutShipping =
  | { status: 'free'; fee: 0; label: string; estimate: string }
  | { status: 'calculated'; fee: number; label: string; estimate: string }
  | { status: 'location-required'; fee: number; label: string; estimate: string; message: string }

export function checkoutShippingFee(input: CheckoutShippingInput): CheckoutShipping {
  if (input.method === 'pickup') {
    return {
      status: 'calculated',
      fee: PICKUP_FEE,
      label: PICKUP_FEE_LABEL,
      estimate: PICKUP_ESTIMATE,
    }
  }
  const estimate = deliveryEstimate(input.location?.state, input.rates, input.location?.lga)
  if (hasTestProduct(input.items)) {
    return { status: 'free', fee: 0, label: FREE_DELIVERY_LABEL, estimate }
  }
  const { location, orderTotal } = input
  if (!isDeliveryLocationComplete(location) || orderTotal == null) {
    return {
      status: 'location-required',
      fee: DEFAULT_SHIPPING_FEE,
      label: formatNaira(DEFAULT_SHIPPING_FEE),
      estimate,
      message: SHIPPING_LOCATION_REQUIRED_MESSAGE,
    }
  }
  const quote = deliveryQuote({
    state: location.state,
    lga: location.lga,
    ward: location.ward,
    orderTotal,
    rates: input.rates,
    lagosBaseFee: input.baseFee,
  })
  return { status: 'calculated', fee: quote.fee, label: quote.label, estimate: quote.estimate }
}
