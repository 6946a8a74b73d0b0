/**
 * Returns, written once (docs/product.md §12, docs/decisions/043-returns.md): the window, what
 * can come back and how many, the reasons a shopper picks from, the states a return moves
 * through and what the money is. The API enforces these (its CHECK constraints are built from the
 * lists); My Orders, the track page and the console ask the same functions before offering a
 * button.
 */
import { showroomAddress, SHOWROOM } from '../contact/showroom'
import {
  lineRefundAmount,
  type LineRefund,
  type RefundableOrder,
  type ReturnedLine,
} from './refunds'

/** "Free returns within 30 days" (the checkout's promise), counted from delivery. */
export const RETURN_WINDOW_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment a return may be asked for: 30 days after the order's delivered event. */
export function returnWindowEnds(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS)
}

export function isWithinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() <= returnWindowEnds(deliveredAt).getTime()
}

/** The short list a shopper picks from; the owner reads the label. */
export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'changed-mind',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged or leaking',
  'wrong-item': 'Not what I ordered',
  'not-as-described': 'Not as described (I doubt it is genuine)',
  'changed-mind': 'Changed my mind (still sealed)',
  other: 'Something else',
}

export function isReturnReason(value: unknown): value is ReturnReason {
  return typeof value === 'string' && (RETURN_REASONS as readonly string[]).includes(value)
}

/** The shopper's optional note, and the owner's note on a refusal (both mailed, so bounded). */
export const RETURN_NOTE_MAX = 500
export const REFUSAL_NOTE_MIN = 3

/**
 * A return's states:
 * - requested: the shopper asked; the owner has not answered;
 * - approved: the shopper may send the items back (the showroom's address);
 * - refused: the owner said no, with a note (final);
 * - received: the items are back with the shop; its refund was started;
 * - refunded: that refund went through (final).
 */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const
export type ReturnState = (typeof RETURN_STATES)[number]

export const returnTransitions: Record<ReturnState, readonly ReturnState[]> = {
  requested: ['approved', 'refused'],
  approved: ['received'],
  refused: [],
  received: ['refunded'],
  refunded: [],
}

export function canMoveReturn(from: ReturnState, to: ReturnState): boolean {
  return returnTransitions[from].includes(to)
}

export function isReturnState(value: unknown): value is ReturnState {
  return typeof value === 'string' && (RETURN_STATES as readonly string[]).includes(value)
}

/** Requested or approved: the shopper still has something to wait for or to do. */
export function isReturnOpen(state: string): boolean {
  return state === 'requested' || state === 'approved'
}

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return refused',
  received: 'Return received',
  refunded: 'Returned and refunded',
}

export type ReturnTone = 'blue' | 'amber' | 'green' | 'red'

export const RETURN_STATE_TONES: Record<ReturnState, ReturnTone> = {
  requested: 'amber',
  approved: 'blue',
  refused: 'red',
  received: 'blue',
  refunded: 'green',
}

/** A state the shop does not know reads as requested, as an unknown order status reads pending. */
export function returnStateLabel(state: string): string {
  return isReturnState(state) ? RETURN_STATE_LABELS[state] : RETURN_STATE_LABELS.requested
}

export function returnStateTone(state: string): ReturnTone {
  return isReturnState(state) ? RETURN_STATE_TONES[state] : RETURN_STATE_TONES.requested
}

/** The owner's buttons for a return in this state. */
export interface ReturnActions {
  approve: boolean
  refuse: boolean
  receive: boolean
}

export function ownerReturnActions(state: string): ReturnActions {
  const known = isReturnState(state) ? state : 'refused'
  return {
    approve: canMoveReturn(known, 'approved'),
    refuse: canMoveReturn(known, 'refused'),
    receive: canMoveReturn(known, 'received'),
  }
}

/** What the shopper reads under the return's badge. */
export function returnStateHelp(state: string, ownerNote: string | null = null): string {
  switch (state) {
    case 'approved':
      return returnInstructions()
    case 'refused':
      return ownerNote
        ? `We could not accept this return: ${ownerNote}`
        : 'We could not accept this return.'
    case 'received':
      return 'We have your items back. Your refund is on its way.'
    case 'refunded':
      return 'Your refund for the returned items has gone through.'
    default:
      return 'We will answer within one business day.'
  }
}

/** How to send the items back once approved: the showroom, by hand or by courier. */
export function returnInstructions(): string {
  return `Bring or send the sealed items, with your order number, to ${SHOWROOM.name}, ${showroomAddress()} (${SHOWROOM.landmark}). Call ${SHOWROOM.phone} if you need help.`
}

/** One order line as returns need it (the wire's cart_items has these fields). */
export interface ReturnableItem {
  quantity: number
  isSample?: boolean
}

/** A return already recorded on the order: its state and its lines. */
export interface EarlierReturn {
  state: string
  lines: readonly ReturnedLine[]
}

/**
 * Units of each line that may still be asked back: full bottles only (samples are opened by
 * nature), what was bought less what any return not refused already claims.
 */
export function returnableUnits(
  items: readonly ReturnableItem[],
  earlier: readonly EarlierReturn[],
): number[] {
  const claimed = items.map(() => 0)
  for (const entry of earlier) {
    if (entry.state === 'refused') continue
    for (const { line, quantity } of entry.lines) {
      if (line >= 0 && line < claimed.length) claimed[line] = (claimed[line] ?? 0) + quantity
    }
  }
  return items.map((item, index) =>
    item.isSample ? 0 : Math.max(0, item.quantity - (claimed[index] ?? 0)),
  )
}

/** The order's facts a return request is judged on. */
export interface ReturnRequestFacts {
  status: string
  paymentStatus: string
  /** When the order's delivered event happened; null if it never was. */
  deliveredAt: Date | null
  items: readonly ReturnableItem[]
  earlier: readonly EarlierReturn[]
}

export const RETURN_NOT_DELIVERED = 'Only a delivered order can be returned.'
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, and this order's window has closed.`
export const RETURN_ALREADY_OPEN =
  'You already have a return open on this order. We will answer it first.'
export const RETURN_NOTHING_LEFT = 'Nothing on this order can still be returned.'
export const RETURN_PICK_ITEMS = 'Choose the items and how many of each to send back.'
export const RETURN_TOO_MANY = 'That is more than you can return of this item.'
export const RETURN_NO_SAMPLES = 'Samples cannot be returned.'
export const RETURN_PICK_REASON = 'Choose why you are returning the items.'

/** Whether this order can take a return request at all (My Orders shows the button by it). */
export function returnEligibilityProblem(
  facts: Omit<ReturnRequestFacts, 'items' | 'earlier'> & Partial<ReturnRequestFacts>,
  now: Date,
): string | null {
  if (facts.status !== 'delivered' || facts.paymentStatus !== 'paid') return RETURN_NOT_DELIVERED
  if (!isWithinReturnWindow(facts.deliveredAt, now)) return RETURN_WINDOW_CLOSED
  const earlier = facts.earlier ?? []
  if (earlier.some((entry) => isReturnOpen(entry.state))) return RETURN_ALREADY_OPEN
  if (facts.items && returnableUnits(facts.items, earlier).every((units) => units === 0)) {
    return RETURN_NOTHING_LEFT
  }
  return null
}

/**
 * Why this request cannot be taken, or null: the order delivered and paid, within the window,
 * no other return open (one at a time keeps a double click from asking twice), at least one
 * unit, full bottles only, never more than is left of a line, and a reason from the list.
 */
export function returnRequestProblem(
  facts: ReturnRequestFacts,
  request: { lines: readonly ReturnedLine[]; reason: string },
  now: Date,
): string | null {
  const eligibility = returnEligibilityProblem(facts, now)
  if (eligibility) return eligibility
  if (request.lines.length === 0) return RETURN_PICK_ITEMS
  const left = returnableUnits(facts.items, facts.earlier)
  const asked = new Map<number, number>()
  for (const { line, quantity } of request.lines) {
    const item = facts.items[line]
    if (!item || !Number.isInteger(quantity) || quantity < 1) return RETURN_PICK_ITEMS
    if (item.isSample) return RETURN_NO_SAMPLES
    asked.set(line, (asked.get(line) ?? 0) + quantity)
    if ((asked.get(line) ?? 0) > (left[line] ?? 0)) return RETURN_TOO_MANY
  }
  if (!isReturnReason(request.reason)) return RETURN_PICK_REASON
  return null
}

/** The owner's count of resaleable units per returned line: 0 to what came back. */
export function resaleableProblem(
  lines: readonly ReturnedLine[],
  resaleable: readonly ReturnedLine[],
): string | null {
  const returned = new Map(lines.map(({ line, quantity }) => [line, quantity]))
  const counted = new Map<number, number>()
  for (const { line, quantity } of resaleable) {
    if (!Number.isInteger(quantity) || quantity < 0)
      return 'Count resaleable units as whole numbers.'
    counted.set(line, (counted.get(line) ?? 0) + quantity)
    if (!returned.has(line) || (counted.get(line) ?? 0) > (returned.get(line) ?? 0)) {
      return 'More units are marked resaleable than came back.'
    }
  }
  return null
}

/**
 * The money for a received return: each returned unit's fair share of what the goods cost
 * (discount and sample credit shared in proportion to price, delivery kept), counting the
 * returns received before it, by the same arithmetic as the owner's partial refunds
 * (refunds.ts lineRefundAmount).
 */
export function returnRefundAmount(
  order: RefundableOrder,
  lines: readonly ReturnedLine[],
  earlier: readonly EarlierReturn[],
): LineRefund {
  const before = earlier
    .filter((entry) => entry.state === 'received' || entry.state === 'refunded')
    .flatMap((entry) => entry.lines)
  return lineRefundAmount(order, lines, before)
}

/** The order as the shopper's pages have it (the wire's Order has these fields). */
export interface ReturnableOrder {
  status: string
  payment_status?: string
  delivered_at?: string | null
  cart_items: readonly ReturnableItem[]
  returns?: readonly EarlierReturn[]
}

function facts(order: ReturnableOrder): ReturnRequestFacts {
  const delivered = order.delivered_at ? new Date(order.delivered_at) : null
  return {
    status: order.status,
    paymentStatus: order.payment_status ?? '',
    deliveredAt: delivered && !Number.isNaN(delivered.getTime()) ? delivered : null,
    items: order.cart_items,
    earlier: order.returns ?? [],
  }
}

/** My Orders offers "Return items" only where the API would take a request now. */
export function canShopperReturnOrder(order: ReturnableOrder, now: Date): boolean {
  return returnEligibilityProblem(facts(order), now) === null
}

/** The units of each line the return form offers (0 for samples and lines already returned). */
export function orderReturnableUnits(order: ReturnableOrder): number[] {
  return returnableUnits(order.cart_items, order.returns ?? [])
}
