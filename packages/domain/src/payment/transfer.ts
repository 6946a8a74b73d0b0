/**
 * Paying by bank transfer and USSD (docs/product.md §10): Paystack reports such a payment as in progress
 * until the bank confirms it, minutes or hours later, by webhook. Meanwhile the order is held:
 * its stock is taken so nobody else buys the last bottle, and it expires after a window.
 */
import { isPaystackInProgress, type OrderPaymentStatus } from './payment-status'

/** The channels the Paystack pop-up offers (its `channels` parameter, docs/product.md §10). */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const

/**
 * Channels whose money arrives after the pop-up closes: the shopper sends it from their bank
 * app or dials a code. Card and direct bank debit settle in the pop-up (their slow bank is
 * verified again, not held).
 */
const DEFERRED_CHANNELS = ['bank_transfer', 'ussd'] as const

/** The payment_method recorded for them (the channel upper-cased, docs/product.md §S3). */
const DEFERRED_METHODS = DEFERRED_CHANNELS.map((channel) => channel.toUpperCase())

/**
 * Whether Paystack's verdict is a transfer (or USSD payment) still on its way: in progress on a
 * deferred channel. Such a payment holds the order instead of being polled in the browser.
 */
export function isAwaitingTransfer(status: string, channel: string | null | undefined): boolean {
  const word = channel?.trim().toLowerCase() ?? ''
  return (DEFERRED_CHANNELS as readonly string[]).includes(word) && isPaystackInProgress(status)
}

/** Whether a recorded payment_method is a transfer or USSD payment. */
export function isTransferMethod(paymentMethod: string): boolean {
  return DEFERRED_METHODS.includes(paymentMethod.trim().toUpperCase())
}

/**
 * How long a pending transfer holds its order's stock: no longer than the account Paystack gives
 * the shopper to pay into lives (an hour at most), so an unpaid transfer cannot keep a fragrance
 * off sale for everyone else (docs/decisions/029-unpaid-orders.md).
 */
export const TRANSFER_HOLD_MS = 60 * 60 * 1000

/**
 * A held transfer expires once the window has passed since the hold began, and only while its
 * payment is still pending (a paid or failed order has nothing left to expire).
 */
export function isTransferExpired(
  hold: { paymentStatus: OrderPaymentStatus; heldAt: Date },
  now: Date,
  holdMs: number = TRANSFER_HOLD_MS,
): boolean {
  return hold.paymentStatus === 'pending' && now.getTime() - hold.heldAt.getTime() >= holdMs
}

/** The payment method recorded for pay on delivery (docs/product.md §10). */
export const POD_PAYMENT_METHOD = 'POD'

export function isPayOnDelivery(paymentMethod: string): boolean {
  return paymentMethod.trim().toUpperCase() === POD_PAYMENT_METHOD
}

export const AWAITING_TRANSFER_LABEL = 'Awaiting your transfer'
export const TRANSFER_EXPIRED_LABEL = 'Transfer not received: order cancelled'
export const POD_PENDING_LABEL = 'Pay on delivery: pay the courier at the door'
export const POD_COLLECTED_LABEL = 'Paid on delivery'
export const POD_REFUSED_LABEL = 'Payment refused at delivery: order cancelled'

/**
 * The line the thank-you, order and track pages show about an order's payment when it is not a
 * plain card payment; null when there is nothing to add to the order's status (a cancelled
 * order's own badge says all there is).
 */
export function paymentNotice(
  paymentStatus: OrderPaymentStatus,
  paymentMethod: string,
  orderStatus?: string,
): string | null {
  if (orderStatus?.trim().toLowerCase() === 'cancelled') return null
  if (isPayOnDelivery(paymentMethod)) {
    if (paymentStatus === 'pending') return POD_PENDING_LABEL
    if (paymentStatus === 'paid') return POD_COLLECTED_LABEL
    return POD_REFUSED_LABEL
  }
  if (!isTransferMethod(paymentMethod)) return null
  if (paymentStatus === 'pending') return AWAITING_TRANSFER_LABEL
  if (paymentStatus === 'abandoned' || paymentStatus === 'failed') return TRANSFER_EXPIRED_LABEL
  return null
}
