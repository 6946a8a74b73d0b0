import type { OrderStatus } from '../orders/status'
import { isPayOnDelivery } from '../payment/transfer'
import type { CheckoutShipping } from '../shipping/checkout-shipping'

/*
 * Couriers behind one interface (docs/product.md §13, docs/decisions/044-couriers.md): the pure
 * rules that turn a courier's word into the shop's. The API's couriers module applies them; the
 * client of a given courier (Shipbubble first) only translates its wire into these names.
 */

/** Where a booked shipment stands, in the shop's words, whatever the courier calls it. */
export const SHIPMENT_STATES = ['booked', 'in_transit', 'delivered', 'cancelled'] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

/**
 * A courier's status word → the shipment's state; null for a word we do not act on (the courier
 * adds words over time: an unknown one is recorded, never guessed at). Shipbubble's label
 * statuses: pending, confirmed, picked_up, in_transit, completed, cancelled.
 */
export function shipmentStateOf(courierStatus: string): ShipmentState | null {
  switch (
    courierStatus
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ) {
    case 'pending':
    case 'confirmed':
    case 'label_created':
      return 'booked'
    case 'picked_up':
    case 'in_transit':
    case 'out_for_delivery':
      return 'in_transit'
    case 'completed':
    case 'delivered':
      return 'delivered'
    case 'cancelled':
    case 'canceled':
      return 'cancelled'
    default:
      return null
  }
}

const STATE_RANK: Record<ShipmentState, number> = {
  booked: 0,
  in_transit: 1,
  delivered: 2,
  cancelled: 2,
}

/**
 * The shipment's state after an event: a courier's events arrive late, twice or out of order
 * (webhooks are retried), so a state only moves forward, and delivered and cancelled are final. A
 * 'delivered' never goes back to 'shipped'.
 */
export function nextShipmentState(current: ShipmentState, incoming: ShipmentState): ShipmentState {
  if (current === 'delivered' || current === 'cancelled') return current
  return STATE_RANK[incoming] > STATE_RANK[current] ? incoming : current
}

/**
 * The order's status steps a shipment state asks for, one forward step at a time
 * (orderTransitions allows no skipping, and each step has its own mail and text): a parcel the
 * courier reports delivered while the order still says processing is shipped, then delivered.
 * Empty when the order is already there or past it, or closed (cancelled, refunded), or when the
 * state moves no order (booked, cancelled: the owner decides what a cancelled shipment means).
 */
export function orderStepsFor(order: OrderStatus, state: ShipmentState): OrderStatus[] {
  const target: OrderStatus | null =
    state === 'in_transit' ? 'shipped' : state === 'delivered' ? 'delivered' : null
  if (target === null) return []
  const path: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered']
  const from = path.indexOf(order)
  const to = path.indexOf(target)
  if (from === -1 || from >= to) return []
  return path.slice(from + 1, to + 1)
}

/** What a courier answered when asked for a live price, within the checkout's short wait. */
export type CourierQuoteOutcome =
  | { ok: true; fee: number; courier: string }
  | { ok: false; reason: 'no-courier' | 'timeout' | 'unavailable' | 'no-rate' }

export const DELIVERY_FEE_SOURCES = ['table', 'courier'] as const
export type DeliveryFeeSource = (typeof DELIVERY_FEE_SOURCES)[number]

export interface DeliveryFeeChoice {
  fee: number
  source: DeliveryFeeSource
  /** The courier whose price it is, when it is one. */
  courier: string | null
}

/**
 * Which fee checkout shows and payment charges: the courier's live price when it answered in time
 * with a sensible figure, else the owner's table (decision 040) — never an error for the shopper.
 * The table still wins where it makes delivery free (the owner's threshold, a test product: the
 * owner's promise to the shopper), where the owner left the state at 0 ('Pay on Delivery': the
 * shopper settles with the rider, §S9) and where it cannot price yet (no complete address).
 */
export function chooseDeliveryFee(
  table: CheckoutShipping,
  courier: CourierQuoteOutcome,
): DeliveryFeeChoice {
  const fromTable: DeliveryFeeChoice = { fee: table.fee, source: 'table', courier: null }
  if (table.status !== 'calculated' || table.fee === 0) return fromTable
  if (!courier.ok) return fromTable
  if (!Number.isSafeInteger(courier.fee) || courier.fee <= 0 || courier.fee > MAX_COURIER_FEE) {
    return fromTable
  }
  return { fee: courier.fee, source: 'courier', courier: courier.courier }
}

/** Beyond this a courier's figure for one parcel of perfume is a mistake, not a price. */
export const MAX_COURIER_FEE = 100_000

/** Naira from a courier's amount (Shipbubble sends naira, sometimes with kobo): rounded up. */
export function courierFeeNaira(amount: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null
  return Math.ceil(amount)
}

export const COURIER_ALREADY_BOOKED_MESSAGE = 'A courier is already booked for this order'
export const COURIER_NOT_BOOKABLE_MESSAGE =
  'Only an order that has not shipped yet can be booked with a courier'
export const COURIER_NOT_PAID_MESSAGE = 'This order has not been paid, so no courier can be booked'

/**
 * Why the owner may not book a courier for an order, or null when they may: the order has not
 * shipped (nor been closed), it is paid or will be paid at the door, and no parcel is booked for
 * it already (a cancelled booking may be booked again).
 */
export function courierBookingProblem(
  order: { status: OrderStatus; payment_status: string; payment_method: string },
  hasLiveShipment: boolean,
): string | null {
  if (hasLiveShipment) return COURIER_ALREADY_BOOKED_MESSAGE
  if (order.status !== 'pending' && order.status !== 'processing') {
    return COURIER_NOT_BOOKABLE_MESSAGE
  }
  const payable =
    order.payment_status === 'paid' ||
    (order.payment_status === 'pending' && isPayOnDelivery(order.payment_method))
  return payable ? null : COURIER_NOT_PAID_MESSAGE
}
