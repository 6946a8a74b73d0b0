import type { OrderStatus } from '../orders/status'

/** An order as eligibility needs it: whose it is, where it stands, what was in it. */
export interface OrderForReview {
  status: OrderStatus
  productIds: readonly number[]
}

/**
 * "Verified" means bought and received: a delivered order of this shopper that
 * contains the product. A paid order still on its way does not count — the shopper has not
 * smelled it yet.
 */
export function canReviewProduct(orders: readonly OrderForReview[], productId: number): boolean {
  return orders.some(
    (order) => order.status === 'delivered' && order.productIds.includes(productId),
  )
}

const DAY_MS = 24 * 60 * 60 * 1000

export const REVIEW_REQUEST = {
  /** Asked seven days after delivery, once the scent has been worn a while. */
  delayMs: 7 * DAY_MS,
  /**
   * Orders delivered longer ago than this are never asked: the first run after this feature
   * ships must not mail every shopper who ever bought anything.
   */
  maxAgeMs: 30 * DAY_MS,
} as const

export interface ReviewRequestWindow {
  /** Delivered at or before this instant… */
  deliveredBefore: Date
  /** …and after this one. */
  deliveredAfter: Date
}

/** Which deliveries are due a review request at `now`. */
export function reviewRequestWindow(
  now: Date,
  delayMs: number = REVIEW_REQUEST.delayMs,
  maxAgeMs: number = REVIEW_REQUEST.maxAgeMs,
): ReviewRequestWindow {
  return {
    deliveredBefore: new Date(now.getTime() - delayMs),
    deliveredAfter: new Date(now.getTime() - Math.max(maxAgeMs, delayMs)),
  }
}

/** The same rule for one delivery, for tests and anything that holds a single date. */
export function isReviewRequestDue(
  deliveredAt: Date,
  now: Date,
  delayMs: number = REVIEW_REQUEST.delayMs,
  maxAgeMs: number = REVIEW_REQUEST.maxAgeMs,
): boolean {
  const window = reviewRequestWindow(now, delayMs, maxAgeMs)
  return deliveredAt <= window.deliveredBefore && deliveredAt > window.deliveredAfter
}
