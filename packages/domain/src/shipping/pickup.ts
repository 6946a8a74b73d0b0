/**
 * Pickup at the showroom (docs/product.md §13, decision 046): the second delivery option. It is
 * free, and the order gets a short code the shopper reads out at the counter. The statuses a
 * pickup goes through, and their names, are orders/pickup-status.ts; the showroom's words,
 * contact/showroom-pickup.ts.
 */
import type { DeliveryDays } from './delivery-rates'

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value)
}

/** An order from before the method was kept, or an unknown value, was a delivery. */
export function toDeliveryMethod(value: unknown): DeliveryMethod {
  return isDeliveryMethod(value) ? value : 'delivery'
}

export const PICKUP_OPTION_NAME = 'Pickup at the showroom'
export const PICKUP_FEE = 0
/** Free, never "Pay on Delivery": nothing is owed a courier (decision 040's labels). */
export const PICKUP_FEE_LABEL = 'Free'
/** The owner packs a pickup order within a business day or two; no courier leg. */
export const PICKUP_DAYS: DeliveryDays = { min_days: 1, max_days: 2 }
export const PICKUP_ESTIMATE = `Ready in ${String(PICKUP_DAYS.min_days)}-${String(PICKUP_DAYS.max_days)} business days`
/** Pay on delivery, for an order collected at the showroom (docs/product.md §10). */
export const PAY_AT_COUNTER_LABEL = 'Pay at the counter'

/*
 * The pickup code: 6 characters from an alphabet without look-alikes (no 0/O/Q/D, 1/I/L/J,
 * 2/Z, 5/S, 8/B, U/V), so it survives being read aloud or typed from a text message.
 * 20^6 = 64 million codes, and the owner's check allows MAX_PICKUP_CODE_ATTEMPTS wrong tries
 * per order, so guessing one is out of reach.
 */
export const PICKUP_CODE_ALPHABET = 'ACEFGHKMNPRTWXY34679'
export const PICKUP_CODE_LENGTH = 6
export const MAX_PICKUP_CODE_ATTEMPTS = 5

export const PICKUP_CODE_PATTERN = new RegExp(
  `^[${PICKUP_CODE_ALPHABET}]{${String(PICKUP_CODE_LENGTH)}}$`,
)

/** A fresh code from an injected random source in [0, 1): the server passes a crypto one. */
export function createPickupCode(rng: () => number): string {
  let code = ''
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) {
    const draw = rng()
    if (!(draw >= 0 && draw < 1)) throw new RangeError(`rng gave ${String(draw)}, outside [0, 1)`)
    code += PICKUP_CODE_ALPHABET[Math.floor(draw * PICKUP_CODE_ALPHABET.length)] ?? ''
  }
  return code
}

/** What the owner typed, as a code: upper-cased, spaces and dashes dropped ("k7m 3px" → "K7M3PX"). */
export function normalisePickupCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

export function isPickupCode(value: string): boolean {
  return PICKUP_CODE_PATTERN.test(value)
}

/** "KTM 3PX": two groups of three, easier to read aloud; the check ignores the space. */
export function formatPickupCode(code: string): string {
  return code.length === PICKUP_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code
}

export const PICKUP_NOT_PICKUP_MESSAGE = 'This order is not for pickup at the showroom'
export const PICKUP_NOT_READY_MESSAGE =
  'Mark the order ready for pickup before the shopper collects it'
export const PICKUP_WRONG_CODE_MESSAGE = 'That pickup code is not right for this order'
export const PICKUP_LOCKED_MESSAGE = `The pickup code was typed wrong ${String(MAX_PICKUP_CODE_ATTEMPTS)} times, so this order is locked. Check the shopper’s order confirmation and ID, then unlock the code on this page.`
export const PICKUP_NOT_LOCKED_MESSAGE = 'The pickup code of this order is not locked'
export const PICKUP_USE_CODE_MESSAGE =
  'A pickup order is marked collected with the shopper’s pickup code'

export type PickupCollection =
  | { ok: true }
  | { ok: false; status: 409; message: string; countsAsAttempt: false }
  | { ok: false; status: 422; message: string; countsAsAttempt: true }

/**
 * Whether the owner may mark a pickup order collected with the code they typed: the order must
 * be a pickup, ready (its "shipped" status) and paid or awaiting payment at the counter, with
 * attempts left; the code must match. A wrong code counts against the attempts, nothing else does.
 */
export function pickupCollection(
  order: {
    delivery_method: DeliveryMethod
    /** The order's status: a pickup is collected from "shipped", its "Ready for pickup". */
    status: string
    pickup_code: string | null
    pickup_code_failures: number
  },
  typed: string,
): PickupCollection {
  if (order.delivery_method !== 'pickup' || order.pickup_code === null) {
    return { ok: false, status: 409, message: PICKUP_NOT_PICKUP_MESSAGE, countsAsAttempt: false }
  }
  if (order.pickup_code_failures >= MAX_PICKUP_CODE_ATTEMPTS) {
    return { ok: false, status: 409, message: PICKUP_LOCKED_MESSAGE, countsAsAttempt: false }
  }
  if (order.status !== 'shipped') {
    return { ok: false, status: 409, message: PICKUP_NOT_READY_MESSAGE, countsAsAttempt: false }
  }
  if (!codesMatch(order.pickup_code, normalisePickupCode(typed))) {
    return { ok: false, status: 422, message: PICKUP_WRONG_CODE_MESSAGE, countsAsAttempt: true }
  }
  return { ok: true }
}

/** Compares every character whatever the first difference, so timing says nothing of the code. */
function codesMatch(expected: string, typed: string): boolean {
  let difference = expected.length ^ typed.length
  for (let i = 0; i < expected.length; i++) {
    difference |= expected.charCodeAt(i) ^ (typed.charCodeAt(i) || 0)
  }
  return difference === 0
}

/** The order's fields the lock reads. */
interface PickupLockState {
  delivery_method: DeliveryMethod
  pickup_code: string | null
  pickup_code_failures: number
}

/** Locked: the counter's check stopped after MAX_PICKUP_CODE_ATTEMPTS wrong codes. */
export function isPickupLocked(order: PickupLockState): boolean {
  return (
    order.delivery_method === 'pickup' &&
    order.pickup_code !== null &&
    order.pickup_code_failures >= MAX_PICKUP_CODE_ATTEMPTS
  )
}

export type PickupUnlock = { ok: true } | { ok: false; status: 409; message: string }

/**
 * Whether the owner may unlock a locked pickup code (decision 046, amended 2026-11-28): once they
 * have checked the shopper some other way, the tries start again from none. Only a locked
 * pickup order unlocks; the code itself stays the same (the shopper still holds it).
 */
export function pickupUnlock(order: PickupLockState): PickupUnlock {
  if (order.delivery_method !== 'pickup' || order.pickup_code === null) {
    return { ok: false, status: 409, message: PICKUP_NOT_PICKUP_MESSAGE }
  }
  if (!isPickupLocked(order)) return { ok: false, status: 409, message: PICKUP_NOT_LOCKED_MESSAGE }
  return { ok: true }
}
