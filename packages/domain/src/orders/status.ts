/** The statuses an order moves through on its way to the shopper, in that order (docs/product.md §S4). */
export const FULFILMENT_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const

/**
 * Every order status: the four of fulfilment, `cancelled`, where an order ends when it is
 * cancelled before it ships (its stock goes back on sale, a paid one's money goes back:
 * ../payment/order-lifecycle.ts), and `refunded`, where it ends once everything paid for it went
 * back (docs/product.md §12). The database's CHECK constraints are built from this list.
 */
export const ORDER_STATUSES = [...FULFILMENT_STATUSES, 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The track page's progress bar has one step per fulfilment status (docs/product.md §S9, "Progress steps: 4"). */
export const PROGRESS_STEPS = FULFILMENT_STATUSES.length

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** "An unknown status is shown as pending" (docs/product.md §S4): every screen reads statuses through this. */
export function toOrderStatus(value: string | null | undefined): OrderStatus {
  const normalised = value?.trim().toLowerCase()
  return isOrderStatus(normalised) ? normalised : 'pending'
}

/**
 * 0 for pending … 3 for delivered; unknown statuses sit at pending's position, and so do a
 * cancelled and a refunded order (the pages show their badge instead of the bar).
 */
export function statusPosition(status: string | null | undefined): number {
  const known = toOrderStatus(status)
  return isOrderClosed(known)
    ? 0
    : FULFILMENT_STATUSES.indexOf(known as (typeof FULFILMENT_STATUSES)[number])
}

/** A cancelled order is over before it started: no progress bar, no further steps. */
export function isCancelled(status: string | null | undefined): boolean {
  return toOrderStatus(status) === 'cancelled'
}

/** Cancelled or refunded: the order is over, so the pages show no progress bar and no steps. */
export function isOrderClosed(status: string | null | undefined): boolean {
  const known = toOrderStatus(status)
  return known === 'cancelled' || known === 'refunded'
}

export interface StatusProgress {
  /** Position + 1 (docs/product.md §S4). */
  step: number
  of: typeof PROGRESS_STEPS
  /** Width of the progress bar, 25 per step. */
  percent: number
}

export function statusProgress(status: string | null | undefined): StatusProgress {
  const step = statusPosition(status) + 1
  return { step, of: PROGRESS_STEPS, percent: (step / PROGRESS_STEPS) * 100 }
}

/** Badge text on the track page (docs/product.md §S4). */
export const TRACK_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Order Cancelled',
  refunded: 'Order Refunded',
}

/** The sentence under the track page's progress bar (docs/product.md §S4). */
export const TRACK_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'Your order is being processed',
  processing: 'Your order is being prepared for shipment',
  shipped: 'Your order is on its way!',
  delivered: 'Your order has been delivered',
  cancelled: 'This order was cancelled. Its items are back on sale.',
  refunded: 'Everything paid for this order has been refunded.',
}

/**
 * The sentence a status mail opens with: the news and what comes next, in one reading (the
 * heading above it is the track page's description, so the body never says it twice).
 */
export function statusUpdateSentence(orderId: string, status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return `We have your order ${orderId} and will start preparing it soon.`
    case 'processing':
      return `We are preparing your order ${orderId} and will write again when it ships.`
    case 'shipped':
      return `Your order ${orderId} has left us and is on its way to you.`
    case 'delivered':
      return `Your order ${orderId} has been delivered. We hope you love it!`
    case 'cancelled':
      return `Your order ${orderId} was cancelled. Its items are back on sale.`
    case 'refunded':
      return `Everything you paid for order ${orderId} has been refunded.`
  }
}

/** Badge text on My Orders, the account panel and the owner's console (docs/product.md §S4). */
export const LIST_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

export type StatusTone = 'green' | 'blue' | 'grey' | 'amber'

/**
 * "Delivered is styled green and other statuses blue in the account panel" (docs/product.md §S4); a
 * cancelled order is grey, so it never reads as one still on its way, and a refunded one amber,
 * so money that went back never reads as a cancellation that owed nothing (docs/product.md §12).
 */
export const ACCOUNT_PANEL_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'blue',
  processing: 'blue',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
  refunded: 'amber',
}

export function trackLabel(status: string | null | undefined): string {
  return TRACK_LABELS[toOrderStatus(status)]
}

export function trackDescription(status: string | null | undefined): string {
  return TRACK_DESCRIPTIONS[toOrderStatus(status)]
}

export function listLabel(status: string | null | undefined): string {
  return LIST_LABELS[toOrderStatus(status)]
}

export function accountPanelTone(status: string | null | undefined): StatusTone {
  return ACCOUNT_PANEL_TONES[toOrderStatus(status)]
}

/**
 * Which status the shop owner may move an order to next. The spec does not show who changes
 * statuses (§4); we allow one step forward at a time so that every customer mail (docs/product.md §5)
 * is sent in order and a delivered order is final. The admin UI reads this to offer actions;
 * the API enforces it.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  // Cancelling and refunding are their own actions (../payment/order-lifecycle.ts), never a
  // status step, and nothing leaves them.
  cancelled: [],
  refunded: [],
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return orderTransitions[from]
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}
