/**
 * What a change of an order's payment does, written once (docs/decisions/029-unpaid-orders.md).
 * A card paid, a transfer placed, paid or expired, a delivery collected or refused, an order
 * cancelled by its shopper: each is a move between two stages, and the table below says what the
 * move does to stock (per size), to the promo code's use, to the sample credit, and which messages
 * it sends. The API applies these effects in one function, inside the move's transaction.
 */
import { isPayOnDelivery, isTransferMethod } from './transfer'
import { isOrderPaymentStatus, type OrderPaymentStatus } from './payment-status'

/**
 * Where an order stands, as far as stock, promo uses and credit go:
 * - open: no order holds anything yet (a pop-up still open, or an order recorded pending whose
 *   stock was never taken, such as a slow card);
 * - awaiting_transfer, awaiting_collection: unpaid, holding their units (a transfer on its way,
 *   pay on delivery the owner has not yet accepted);
 * - accepted_collection: pay on delivery the owner accepted (moved on from pending), still unpaid
 *   and holding its units until the courier collects;
 * - paid; refund_due and reversed (money came in that no paid order stands for, or went back);
 * - unpaid: failed or abandoned, holding nothing;
 * - cancelled: the shopper or the owner cancelled it before it shipped (a paid one's refund is
 *   on its way, docs/product.md §12);
 * - refunded: every naira paid for it went back (docs/product.md §12).
 */
export const ORDER_STAGES = [
  'open',
  'awaiting_transfer',
  'awaiting_collection',
  'accepted_collection',
  'paid',
  'refund_due',
  'reversed',
  'unpaid',
  'cancelled',
  'refunded',
] as const
export type OrderStage = (typeof ORDER_STAGES)[number]

/** take: the lines' units leave stock (each from its own size); release: they go back. */
export type StockEffect = 'take' | 'release' | 'none'
/** use: the code's held use counts for good; release: it goes back to the code. */
export type PromoEffect = 'use' | 'release' | 'none'
/** release: the sample credit this payment claimed is free for the shopper's next order. */
export type CreditEffect = 'release' | 'none'

/**
 * What the shopper (and the owner) hear:
 * - order-confirmed: the confirmation mail and the "order confirmed" text (and the owner's text
 *   when it is paid);
 * - transfer-received: the same mail and owner's text, with "we received your transfer";
 * - refund-due: the refund notices (support and shopper);
 * - order-cancelled: a line in the order's history (My Orders, Notifications), and the
 *   cancellation mail and text;
 * - refund-started: the money paid goes back through a refund (docs/decisions/041).
 */
export type OrderMessage =
  'order-confirmed' | 'transfer-received' | 'refund-due' | 'order-cancelled' | 'refund-started'

export interface LifecycleEffects {
  stock: StockEffect
  promo: PromoEffect
  sampleCredit: CreditEffect
  messages: readonly OrderMessage[]
}

const effects = (
  stock: StockEffect,
  promo: PromoEffect,
  sampleCredit: CreditEffect,
  messages: readonly OrderMessage[] = [],
): LifecycleEffects => ({ stock, promo, sampleCredit, messages })

/** Nothing changes but the recorded status (a transfer still pending, failed then abandoned). */
const NOTHING = effects('none', 'none', 'none')
/**
 * How a hold ends, whichever stage holds it (see holdsStock): left unpaid or cancelled, every
 * unit, the code's use and the credit go back at once; only a cancellation tells anyone.
 */
const HOLD_ENDS = {
  unpaid: effects('release', 'release', 'release'),
  cancelled: effects('release', 'release', 'release', ['order-cancelled']),
}

/**
 * The moves an order may make, and what each does. A move that is not here does not happen.
 * Holding a stage's things is what the stage means: awaiting_* hold units, paid keeps them, and
 * only a move out of a holding stage gives them back, so nothing is released twice.
 */
export const lifecycleTransitions: Record<
  OrderStage,
  Partial<Record<OrderStage, LifecycleEffects>>
> = {
  open: {
    open: NOTHING,
    paid: effects('take', 'use', 'none', ['order-confirmed']),
    refund_due: effects('none', 'release', 'none', ['refund-due']),
    // No "confirmed" text or mail before the money is in (docs/decisions/029): the page says
    // "Awaiting your transfer" instead.
    awaiting_transfer: effects('take', 'none', 'none'),
    // Pay on delivery is confirmed when the owner accepts it, not when it is placed
    // (docs/decisions/029): placing it texts and mails nobody.
    awaiting_collection: effects('take', 'none', 'none'),
    unpaid: effects('none', 'release', 'none'),
    cancelled: effects('none', 'release', 'release', ['order-cancelled']),
  },
  unpaid: {
    // The shopper retried in the same pop-up: a later verdict may still pay or hold.
    open: NOTHING,
    unpaid: NOTHING,
    paid: effects('take', 'use', 'none', ['order-confirmed']),
    refund_due: effects('none', 'none', 'none', ['refund-due']),
    awaiting_transfer: effects('take', 'none', 'none'),
  },
  awaiting_transfer: {
    awaiting_transfer: NOTHING,
    paid: effects('none', 'use', 'none', ['transfer-received']),
    refund_due: effects('release', 'release', 'none', ['refund-due']),
    ...HOLD_ENDS,
  },
  awaiting_collection: {
    awaiting_collection: NOTHING,
    // The owner accepts it: the one "order confirmed" mail and text a pay-on-delivery order gets.
    accepted_collection: effects('none', 'none', 'none', ['order-confirmed']),
    // Collected before it was accepted: the money is in, so it is confirmed now.
    paid: effects('none', 'use', 'none', ['order-confirmed']),
    ...HOLD_ENDS,
  },
  accepted_collection: {
    // Processing, shipped, delivered: still waiting for the courier's collection.
    accepted_collection: NOTHING,
    paid: effects('none', 'use', 'none'),
    // Unpaid, or the owner cancels it before it ships: nothing was paid.
    ...HOLD_ENDS,
  },
  paid: {
    // A chargeback or a refund on Paystack's side; support settles the goods.
    reversed: NOTHING,
    // Cancelled before it shipped (docs/product.md §12): the units, the code's use and the
    // sample credit go back at once, and the whole payment is refunded (docs/decisions/041).
    cancelled: effects('release', 'release', 'release', ['order-cancelled', 'refund-started']),
    // Refunds that add up to everything paid (after a return): the goods are with the shopper
    // or come back through the return, which restocks what can be sold again; the code's use
    // and the credit were spent on an order that was delivered.
    refunded: NOTHING,
  },
  cancelled: {
    // Money that lands after the shopper cancelled is refunded, never kept.
    refund_due: effects('none', 'none', 'none', ['refund-due']),
    // The cancelled order's refund has gone through: everything went back when it was cancelled.
    refunded: NOTHING,
  },
  refund_due: {},
  reversed: {},
  refunded: {},
}

/** What moving from one stage to another does; undefined when the move is not allowed. */
export function lifecycleEffects(from: OrderStage, to: OrderStage): LifecycleEffects | undefined {
  return lifecycleTransitions[from][to]
}

/** Whether an order in this stage holds units out of stock unpaid. */
export function holdsStock(stage: OrderStage): boolean {
  return (
    stage === 'awaiting_transfer' ||
    stage === 'awaiting_collection' ||
    stage === 'accepted_collection'
  )
}

/** The facts of an order its stage is read from (the order row's own columns). */
export interface StageFacts {
  status: string
  paymentStatus: OrderPaymentStatus
  paymentMethod: string
  stockHeld: boolean
}

/** The stage of an order; `undefined` (no order yet) is open. */
export function orderStage(order: StageFacts | undefined): OrderStage {
  if (!order) return 'open'
  const status = order.status.trim().toLowerCase()
  if (status === 'refunded' || order.paymentStatus === 'refunded') return 'refunded'
  if (status === 'cancelled') return 'cancelled'
  switch (order.paymentStatus) {
    case 'paid':
    case 'refund_due':
    case 'reversed':
      return order.paymentStatus
    case 'pending':
      if (!order.stockHeld) return 'open'
      if (!isPayOnDelivery(order.paymentMethod)) return 'awaiting_transfer'
      // Moving it on from pending is the owner's acceptance.
      return order.status.trim().toLowerCase() === 'pending'
        ? 'awaiting_collection'
        : 'accepted_collection'
    case 'failed':
    case 'abandoned':
      return 'unpaid'
  }
}

/** Statuses before the parcel leaves the shop: an order can be cancelled only in these. */
const UNSHIPPED_STATUSES = ['pending', 'processing']

function isUnshipped(status: string): boolean {
  return UNSHIPPED_STATUSES.includes(status.trim().toLowerCase())
}

/**
 * Whether the shopper may cancel the order themselves (docs/product.md §12): until it ships,
 * an unpaid one waiting for a transfer or for the courier's collection at once, a paid one with
 * a full refund. An order whose payment failed was never an order to cancel.
 */
export function isShopperCancellable(order: Omit<StageFacts, 'stockHeld'>): boolean {
  if (!isUnshipped(order.status)) return false
  if (order.paymentStatus === 'paid') return true
  if (order.status.trim().toLowerCase() !== 'pending' || order.paymentStatus !== 'pending') {
    return false
  }
  return isPayOnDelivery(order.paymentMethod) || isTransferMethod(order.paymentMethod)
}

/**
 * Whether the owner may cancel it from the console: any order that has not shipped and still
 * stands for something (paid, or holding units for a transfer or a delivery).
 */
export function isOwnerCancellable(order: StageFacts): boolean {
  if (!isUnshipped(order.status)) return false
  const stage = orderStage(order)
  return stage === 'paid' || holdsStock(stage)
}

/** Whether cancelling this order sends money back (it was paid): the shopper is told first. */
export function isRefundedOnCancel(order: { payment_status?: string }): boolean {
  return order.payment_status === 'paid'
}

/** The same rule on an order as the API sends it to its owner: My Orders shows Cancel by it. */
export function canShopperCancelOrder(order: {
  status: string
  payment_status?: string
  payment_method?: string
}): boolean {
  const { payment_status: paymentStatus, payment_method: paymentMethod } = order
  return (
    paymentMethod !== undefined &&
    isOrderPaymentStatus(paymentStatus) &&
    isShopperCancellable({ status: order.status, paymentStatus, paymentMethod })
  )
}

/** The console's Cancel button reads the owner's rule on the wire's order. */
export function canOwnerCancelOrder(order: {
  status: string
  payment_status?: string
  payment_method?: string
  stock_held?: boolean
}): boolean {
  const { payment_status: paymentStatus, payment_method: paymentMethod } = order
  return (
    paymentMethod !== undefined &&
    isOrderPaymentStatus(paymentStatus) &&
    isOwnerCancellable({
      status: order.status,
      paymentStatus,
      paymentMethod,
      stockHeld: order.stock_held ?? false,
    })
  )
}

export const CANCEL_SHIPPED_MESSAGE =
  'This order has already left us, so it can no longer be cancelled. Once it arrives, you can return it within 30 days.'
export const CANCEL_CLOSED_MESSAGE =
  'This order can no longer be cancelled: it is not waiting for a payment.'

/** Why the shopper cannot cancel this order, or null when they can (or already did). */
export function shopperCancelProblem(order: StageFacts): string | null {
  if (orderStage(order) === 'cancelled' || isShopperCancellable(order)) return null
  const status = order.status.trim().toLowerCase()
  return status === 'shipped' || status === 'delivered'
    ? CANCEL_SHIPPED_MESSAGE
    : CANCEL_CLOSED_MESSAGE
}

/** Why the owner cannot cancel this order, or null when they can (or it already is). */
export function ownerCancelProblem(order: StageFacts): string | null {
  if (orderStage(order) === 'cancelled' || isOwnerCancellable(order)) return null
  const status = order.status.trim().toLowerCase()
  return status === 'shipped' || status === 'delivered'
    ? 'This order has shipped: it can be refunded after a return, not cancelled.'
    : 'This order holds nothing and owes nothing: there is nothing to cancel.'
}
