/** `ORD` followed by 10 digits (docs/product.md §3). */
export const ORDER_ID_PREFIX = 'ORD'
export const ORDER_ID_DIGITS = 10
export const ORDER_ID_PATTERN = /^ORD\d{10}$/

export const EMPTY_ORDER_ID_MESSAGE = 'Please enter an order ID'

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value)
}

/**
 * A new order id from an injected random source (values in [0, 1), like Math.random). Ids are
 * random, never sequential (docs/product.md §3), so one order id says nothing about how many others
 * exist; the database's unique index catches the rare collision and the caller draws again.
 */
export function createOrderId(rng: () => number): string {
  let digits = ''
  for (let i = 0; i < ORDER_ID_DIGITS; i++) {
    const draw = rng()
    if (!(draw >= 0 && draw < 1)) throw new RangeError(`rng gave ${draw}, outside [0, 1)`)
    digits += String(Math.floor(draw * 10))
  }
  return ORDER_ID_PREFIX + digits
}

export type TrackInput = { ok: true; orderId: string } | { ok: false; message: string }

/**
 * The track page's order id box (docs/product.md §S5): trimmed; empty gives 'Please enter an order ID'.
 * Upper-cased too, because the page shows ids in upper case and a shopper copying
 * "ord…" from an email should still find the order.
 */
export function parseTrackInput(input: string): TrackInput {
  const orderId = input.trim().toUpperCase()
  return orderId === '' ? { ok: false, message: EMPTY_ORDER_ID_MESSAGE } : { ok: true, orderId }
}

/** The track page's query parameter: /track?id=ORD0123456789 (docs/product.md §S2 Track Order). */
export const TRACK_ID_PARAM = 'id'

/** Longer than any order id with room for a pasted space or two; anything longer is no order. */
const MAX_TRACK_ID_LENGTH = 32

/**
 * Whether a trimmed id is worth asking the server about. A longer one cannot be an order, and
 * the server's router refuses long addresses with its own wording before any order lookup: the
 * page answers "Order Not Found" for it instead.
 */
export function isTrackableId(id: string): boolean {
  return id.length <= MAX_TRACK_ID_LENGTH
}

/**
 * The order id a /track link carries, as the page shows it and the lookup sends it: trimmed and
 * upper-cased like the box's input, and capped, so a link spelt "ord…" or padded with spaces is
 * the same page (and the same server render) as the id itself.
 */
export function trackIdParam(params: { get(name: string): string | null }): string {
  return (params.get(TRACK_ID_PARAM) ?? '').trim().toUpperCase().slice(0, MAX_TRACK_ID_LENGTH)
}
