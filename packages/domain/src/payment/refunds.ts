/**
 * Refunds, written once (docs/product.md §12, docs/decisions/041-refunds.md): their states, how
 * they travel, and the arithmetic of how much goes back. The API records and enforces these (the
 * database's CHECK constraints are built from the lists); the pages show them.
 */
import { isPayOnDelivery } from './transfer'

/**
 * A refund's state:
 * - pending: recorded; for Paystack, waiting for the job that asks Paystack to send it; for a
 *   pay-on-delivery order, waiting for the owner to hand the cash back;
 * - processing: Paystack accepted it and is moving the money;
 * - processed: the money is back with the shopper (Paystack's `refund.processed`, or the owner
 *   recorded the cash returned);
 * - failed: Paystack could not send it (`refund.failed`); the owner may start another.
 */
export const REFUND_STATES = ['pending', 'processing', 'processed', 'failed'] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** Where a refund can go next: only forwards, and processed and failed are final. */
export const refundTransitions: Record<RefundState, readonly RefundState[]> = {
  pending: ['processing', 'processed', 'failed'],
  processing: ['processed', 'failed'],
  processed: [],
  failed: [],
}

export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return refundTransitions[from].includes(to)
}

export function isRefundState(value: unknown): value is RefundState {
  return typeof value === 'string' && (REFUND_STATES as readonly string[]).includes(value)
}

/**
 * Paystack's words for a refund (`pending`, `processing`, `processed`, `failed`, and whatever it
 * adds later) as our state: an unknown word keeps the refund moving rather than closing it.
 */
export function refundStateFromPaystack(status: string): RefundState {
  const word = status.trim().toLowerCase()
  if (word === 'processed' || word === 'failed') return word
  return 'processing'
}

/** paystack: through Paystack's Refund API; cash: a pay-on-delivery order, handed back by the owner. */
export const REFUND_METHODS = ['paystack', 'cash'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]

/** Money paid at the door goes back at the door; everything else through Paystack. */
export function refundMethodFor(paymentMethod: string): RefundMethod {
  return isPayOnDelivery(paymentMethod) ? 'cash' : 'paystack'
}

/** Why money goes back: a cancellation, a return, or the owner's own decision (a goodwill refund). */
export const REFUND_CAUSES = ['cancellation', 'return', 'owner'] as const
export type RefundCause = (typeof REFUND_CAUSES)[number]

/** As the shopper and the owner read a refund's state. */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Refund requested',
  processing: 'Refund on its way',
  processed: 'Refunded',
  failed: 'Refund failed',
}

export type RefundTone = 'blue' | 'green' | 'red'

export const REFUND_STATE_TONES: Record<RefundState, RefundTone> = {
  pending: 'blue',
  processing: 'blue',
  processed: 'green',
  failed: 'red',
}

export function refundStateLabel(state: string): string {
  return isRefundState(state) ? REFUND_STATE_LABELS[state] : REFUND_STATE_LABELS.pending
}

/** Naira in the database, kobo on the wire to Paystack (docs/product.md §3). */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100)
}

export interface RefundAmount {
  /** Integer naira. */
  amount: number
  state: RefundState
}

export interface RefundTotals {
  /** Naira back with the shopper. */
  refunded: number
  /** Naira on its way back (pending or processing). */
  inFlight: number
  /** Naira that may still be refunded: paid, less what went or is going back. */
  refundable: number
  /** What the order cost the shopper once the refunds that went through are taken off. */
  netPaid: number
}

/**
 * An order's money after its refunds: a failed refund returned nothing, so it counts for
 * nothing; one in flight is already promised, so it cannot be promised twice.
 */
export function refundTotals(paid: number, refunds: readonly RefundAmount[]): RefundTotals {
  let refunded = 0
  let inFlight = 0
  for (const refund of refunds) {
    if (refund.state === 'processed') refunded += refund.amount
    else if (refund.state !== 'failed') inFlight += refund.amount
  }
  return {
    refunded,
    inFlight,
    refundable: Math.max(0, paid - refunded - inFlight),
    netPaid: paid - refunded,
  }
}

/** Whether the refunds that went through add up to everything paid: the order is refunded. */
export function isFullyRefunded(paid: number, refunds: readonly RefundAmount[]): boolean {
  const totals = refundTotals(paid, refunds)
  return paid > 0 && totals.inFlight === 0 && totals.refunded >= paid
}

export const REFUND_AMOUNT_NOT_WHOLE = 'A refund is a whole number of naira, at least ₦1.'
export const REFUND_NOTHING_LEFT =
  'Everything paid for this order has already been refunded, or is on its way back.'

/** Why this amount cannot be refunded now, or null: at least ₦1, never more than is left. */
export function refundAmountProblem(amount: number, totals: RefundTotals): string | null {
  if (!Number.isInteger(amount) || amount < 1) return REFUND_AMOUNT_NOT_WHOLE
  if (totals.refundable <= 0) return REFUND_NOTHING_LEFT
  if (amount > totals.refundable) {
    return `At most ₦${totals.refundable.toLocaleString('en-NG')} can still be refunded on this order.`
  }
  return null
}

/** An order's money as the refund arithmetic needs it (the wire's Order has these fields). */
export interface RefundableOrder {
  /** Naira paid, delivery included. */
  total_amount: number
  shipping_fee?: number | null
  discount?: number
  sample_credit?: number
  cart_items: readonly { price: number; quantity: number; isSample?: boolean }[]
}

/** Units of one order line (its index in cart_items) that go back. */
export interface ReturnedLine {
  line: number
  quantity: number
}

/** What the goods cost the shopper: the lines, less the promo discount and the sample credit. */
function goodsPaid(order: RefundableOrder, subtotal: number): number {
  return Math.max(0, subtotal - (order.discount ?? 0) - (order.sample_credit ?? 0))
}

function linesValue(order: RefundableOrder, lines: readonly ReturnedLine[]): number {
  return lines.reduce((sum, { line, quantity }) => {
    const item = order.cart_items[line]
    return item ? sum + item.price * quantity : sum
  }, 0)
}

export type LineRefund = { ok: true; amount: number } | { ok: false; message: string }

/**
 * How much goes back for returned units (docs/decisions/041): each unit's share of what the
 * goods actually cost, so a promo discount and a sample credit are shared out over the lines in
 * proportion to their price, and delivery (which did happen) is not refunded. Earlier returns
 * of the same order count: the amount is the share of everything returned so far less the share
 * of what was returned before, each rounded down, so the parts always add up to exactly what the
 * goods cost, never a naira more. Samples cannot come back (opened, docs/product.md §12).
 */
export function lineRefundAmount(
  order: RefundableOrder,
  returning: readonly ReturnedLine[],
  returnedBefore: readonly ReturnedLine[] = [],
): LineRefund {
  const counts = new Map<number, number>()
  for (const { line, quantity } of [...returnedBefore, ...returning]) {
    counts.set(line, (counts.get(line) ?? 0) + quantity)
  }
  for (const { line, quantity } of returning) {
    const item = order.cart_items[line]
    if (!item || !Number.isInteger(quantity) || quantity < 1) {
      return { ok: false, message: 'Choose the items and how many of each to send back.' }
    }
    if (item.isSample) return { ok: false, message: 'Samples cannot be returned.' }
    if ((counts.get(line) ?? 0) > item.quantity) {
      return { ok: false, message: 'That is more than the order holds of this item.' }
    }
  }
  const subtotal = order.cart_items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  if (subtotal <= 0) return { ok: true, amount: 0 }
  const paidForGoods = goodsPaid(order, subtotal)
  const shareOf = (value: number) => Math.floor((value * paidForGoods) / subtotal)
  const before = linesValue(order, returnedBefore)
  const after = before + linesValue(order, returning)
  return { ok: true, amount: shareOf(after) - shareOf(before) }
}
