import type { CheckoutShipping } from '../shipping/checkout-shipping'
import type { DeliveryMethod } from '../shipping/pickup'
import { chooseDeliveryFee, type DeliveryFeeChoice } from './couriers'

/*
 * The courier's live quote, carried from the checkout's shipping step to the payment
 * (docs/decisions/044-couriers.md, 2026-11-28 amendment). The server signs what it showed; this is
 * the rule for when a signed quote still prices the order. The signing itself (an HMAC with a
 * secret from the environment) lives in the API: the rule is pure and shared.
 */

/** How long a shown quote may be paid at: long enough to pay, short enough to stay a real price. */
export const COURIER_QUOTE_TTL_MS = 30 * 60_000

/** What the server signed when it showed the courier's price. */
export interface CourierQuoteClaims {
  /** Integer naira, as shown. */
  fee: number
  courier: string
  service: string
  /** `addressKey` of the address it was quoted for. */
  address: string
  /** `cartKey` of the cart it was quoted for (the parcel's items and weight follow from it). */
  cart: string
  /** Milliseconds since the epoch after which it is no longer paid at. */
  expiresAt: number
}

/** The address as a courier prices it, spelled one way: case and spacing do not matter. */
export function addressKey(address: {
  street_address: string
  city: string
  state: string
  lga: string
  ward: string
}): string {
  return [address.street_address, address.city, address.ward, address.lga, address.state]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|')
}

/**
 * The cart's lines as the parcel is made of them: each product and size with its quantity, in
 * one order (lines of the same product and size added together, as pricing does), so the same
 * cart always has the same key and any other has another.
 */
export function cartKey(
  lines: readonly { id: number; size_id?: number | undefined; quantity: number }[],
): string {
  const units = new Map<string, number>()
  for (const line of lines) {
    const key = `${String(line.id)}:${line.size_id === undefined ? '' : String(line.size_id)}`
    units.set(key, (units.get(key) ?? 0) + line.quantity)
  }
  return [...units.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, quantity]) => `${key}x${String(quantity)}`)
    .join(',')
}

export const COURIER_QUOTE_PROBLEMS = ['forged', 'expired', 'address', 'cart'] as const
export type CourierQuoteProblem = (typeof COURIER_QUOTE_PROBLEMS)[number]

/** What the shopper reads when a quote cannot be paid at: what happened and what to do. */
export const COURIER_QUOTE_MESSAGES: Record<CourierQuoteProblem, string> = {
  forged: 'We could not confirm your delivery fee. Please go back to Shipping to get it again.',
  expired:
    'Your delivery fee quote has expired. Please go back to Shipping to see the current fee.',
  address:
    'Your delivery address changed after the fee was quoted. Please go back to Shipping to see the fee for this address.',
  cart: 'Your cart changed after the delivery fee was quoted. Please go back to Shipping to see the fee for this cart.',
}

export type CourierQuoteVerdict =
  { ok: true; choice: DeliveryFeeChoice } | { ok: false; problem: CourierQuoteProblem }

/**
 * The delivery fee an order is charged, given the quote it carries:
 * - no quote: the owner's table, as before couriers;
 * - a pickup: free, whatever quote came with it (a quote prices a delivery, decision 046);
 * - a quote whose signature did not hold (`null`): refused as forged;
 * - past its expiry, or for another address or another cart: refused, with the reason;
 * - otherwise the signed fee, through the same `chooseDeliveryFee` that chose it, so where the
 *   owner's table now makes delivery free or 'Pay on Delivery' the table still wins.
 */
export function courierQuoteVerdict(
  quote: CourierQuoteClaims | null | undefined,
  order: {
    table: CheckoutShipping
    method: DeliveryMethod
    address: string
    cart: string
    /** Milliseconds since the epoch. */
    now: number
  },
): CourierQuoteVerdict {
  const fromTable = chooseDeliveryFee(order.table, { ok: false, reason: 'no-courier' })
  if (quote === undefined || order.method === 'pickup') return { ok: true, choice: fromTable }
  if (quote === null) return { ok: false, problem: 'forged' }
  if (!(order.now <= quote.expiresAt)) return { ok: false, problem: 'expired' }
  if (quote.address !== order.address) return { ok: false, problem: 'address' }
  if (quote.cart !== order.cart) return { ok: false, problem: 'cart' }
  return {
    ok: true,
    choice: chooseDeliveryFee(order.table, { ok: true, fee: quote.fee, courier: quote.courier }),
  }
}
