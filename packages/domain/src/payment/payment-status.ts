/**
 * Payment statuses, written once: the API records and enforces them (and the database checks
 * them), the owner's console reads them. The house example is ../orders/status.ts.
 */

/**
 * An order's payment_status:
 * - paid: Paystack says success for exactly the amount owed, and the stock was there.
 * - refund_due: money came in that no paid order stands for (the last bottle went to someone
 *   else, or the amount differs from what was owed); support refunds it.
 * - pending: Paystack has not settled yet (ongoing, pending, processing, queued…).
 * - failed, abandoned, reversed: Paystack's own words.
 * - refunded: every naira paid went back through the shop's refunds (docs/decisions/041);
 *   a partial refund leaves an order paid, its refunds listed beside it.
 */
export const ORDER_PAYMENT_STATUSES = [
  'paid',
  'refunded',
  'refund_due',
  'pending',
  'failed',
  'abandoned',
  'reversed',
] as const
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number]

export function isOrderPaymentStatus(value: unknown): value is OrderPaymentStatus {
  return typeof value === 'string' && (ORDER_PAYMENT_STATUSES as readonly string[]).includes(value)
}

/**
 * Where an order's payment may move next. Statuses only ever move towards settled: a late
 * 'abandoned' never undoes 'paid', while a 'success' after an earlier 'failed' (the shopper
 * retried in the same pop-up) does pay. A chargeback or a refund made on Paystack's side is the
 * one way out of paid. refund_due and reversed are final: support takes over from there.
 */
export const paymentTransitions: Record<OrderPaymentStatus, readonly OrderPaymentStatus[]> = {
  pending: ['paid', 'refund_due', 'failed', 'abandoned', 'reversed'],
  failed: ['paid', 'refund_due', 'pending', 'abandoned', 'reversed'],
  abandoned: ['paid', 'refund_due', 'pending', 'failed', 'reversed'],
  paid: ['reversed', 'refunded'],
  refund_due: [],
  reversed: [],
  refunded: [],
}

export function canMovePayment(from: OrderPaymentStatus, to: OrderPaymentStatus): boolean {
  return paymentTransitions[from].includes(to)
}

const SETTLED_PAYMENT_STATUSES: readonly OrderPaymentStatus[] = [
  'paid',
  'refund_due',
  'reversed',
  'refunded',
]

/**
 * Money has moved one way or the other: paid, refund_due or reversed. No later verdict from
 * Paystack can make such an order unpaid again, so /checkout need not ask Paystack a second time.
 */
export function isPaymentSettled(status: OrderPaymentStatus): boolean {
  return SETTLED_PAYMENT_STATUSES.includes(status)
}

/** Payment states as the shop owner reads them in the console. */
export const PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  pending: 'Payment pending',
  failed: 'Payment failed',
  abandoned: 'Abandoned',
  reversed: 'Reversed',
}

/**
 * Why money came in that no paid order stands for: the last bottle went to someone else, the
 * amount paid differs from the amount owed (docs/decisions/006-payments.md), or the shopper had
 * cancelled the order before their transfer landed.
 */
export const REFUND_REASONS = ['out_of_stock', 'amount_mismatch', 'order_cancelled'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/**
 * A payments row's status (the transaction the shop started, one per Paystack reference):
 * pending until Paystack settles it; then success, failed, abandoned, reversed; or
 * initialize_failed when Paystack refused to start the transaction.
 */
export const PAYMENT_RECORD_STATUSES = [
  'pending',
  'success',
  'failed',
  'abandoned',
  'reversed',
  'initialize_failed',
] as const
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number]

/**
 * The payments row's status for an order's payment status: money in (paid, or to refund) is
 * Paystack's success; anything else is Paystack's own word, which the order keeps too.
 */
export function paymentRecordStatusFor(status: OrderPaymentStatus): PaymentRecordStatus {
  // A refund is a second movement of money, recorded in refunds: the charge itself succeeded.
  return status === 'paid' || status === 'refund_due' || status === 'refunded' ? 'success' : status
}

/** Paystack's words for a transaction that is over, one way or the other. */
const PAYSTACK_FINAL_STATUSES = ['success', 'failed', 'abandoned', 'reversed'] as const

function paystackWord(status: string): string {
  return status.trim().toLowerCase()
}

/**
 * Whether Paystack is still working on a transaction (ongoing, pending, processing, queued,
 * send_otp, a slow bank…): the browser verifies again, and the server records it as pending.
 * Any word that is not one of Paystack's final four counts, so a status Paystack adds later
 * holds the order rather than failing it.
 */
export function isPaystackInProgress(status: string): boolean {
  return !(PAYSTACK_FINAL_STATUSES as readonly string[]).includes(paystackWord(status))
}

/**
 * The order's payment_status for a Paystack verdict that is not a success: its own word for
 * failed, abandoned and reversed, pending for everything else (a success is decided on its
 * amount and the stock, never here).
 */
export function paymentStatusFromPaystack(status: string): OrderPaymentStatus {
  const word = paystackWord(status)
  if (word === 'failed' || word === 'abandoned' || word === 'reversed') return word
  return 'pending'
}
