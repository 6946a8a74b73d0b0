/**
 * What a Paystack verdict does to an order: the one rule the browser path (POST /checkout, GET
 * /payments/verify) and the webhook path share. Pure, so it is tested as a table.
 */

/**
 * An order's payment_status:
 * - paid: Paystack says success for exactly the amount owed, and the stock was there.
 * - refund_due: money came in that no paid order stands for (the last bottle went to someone
 *   else, or the amount differs from what was owed); support refunds it.
 * - pending: Paystack has not settled yet (ongoing, pending, processing, queued…).
 * - failed, abandoned, reversed: Paystack's own words.
 */
export const ORDER_PAYMENT_STATUSES = [
  'paid',
  'refund_due',
  'pending',
  'failed',
  'abandoned',
  'reversed',
] as const
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number]

export type RefundReason = 'out_of_stock' | 'amount_mismatch'

/** Paystack's verdict on a transaction, from verify or from a signed webhook. */
export interface PaystackVerdict {
  /** The reference Paystack's answer is about (its data.reference). */
  reference: string
  /** Paystack's data.status. */
  status: string
  /** Kobo. */
  amount: number
  currency: string | null
}

/** What the shop is owed for one payment: the reference it issued and the kobo it charged. */
export interface OwedPayment {
  reference: string
  kobo: number
}

/** The shop charges naira only (PRODUCT §4); Paystack's code for it. */
export const SHOP_CURRENCY = 'NGN'

/**
 * Why an answer is no verdict on this payment at all: it is about another reference, or not in
 * naira (a missing currency included). Such an answer changes nothing, neither paid nor an
 * order (issue 9): counting it would let a mix-up, or an answer for a cheaper transaction,
 * pay for this one.
 */
export type VerdictRefusal = 'other_reference' | 'not_naira'

export type PaymentDecision =
  /** Not an answer about this payment: record nothing, make no order. */
  | { kind: 'refuse'; reason: VerdictRefusal }
  /** Nothing to change: the order already says all there is to say. */
  | { kind: 'keep' }
  /** Paid in full: reserve the stock, then the order is paid (or refund_due when stock is short). */
  | { kind: 'pay' }
  /** Money received that cannot pay for this order. */
  | { kind: 'refund'; reason: RefundReason }
  /** Record (or move to) a status that is not paid; stock is never touched. */
  | { kind: 'record'; paymentStatus: OrderPaymentStatus }

/** Paystack statuses we keep as they are; anything else (ongoing, queued, send_otp…) is pending. */
export function paymentStatusFromPaystack(status: string): OrderPaymentStatus {
  const word = status.trim().toLowerCase()
  if (word === 'failed' || word === 'abandoned' || word === 'reversed') return word
  return 'pending'
}

/** Statuses no later verdict can improve on (reversed after paid is the one exception, below). */
const SETTLED: readonly OrderPaymentStatus[] = ['paid', 'refund_due', 'reversed']

/**
 * `current` is the order's payment_status, or null when no order exists yet for the reference.
 * An answer about another reference or in another currency is refused before anything else,
 * whatever its status. Statuses only ever move towards settled: a late 'abandoned' never undoes
 * 'paid', while a 'success' after an earlier 'failed' (the shopper retried in the same pop-up)
 * does pay.
 */
export function decidePayment(
  current: OrderPaymentStatus | null,
  verdict: PaystackVerdict,
  owed: OwedPayment,
): PaymentDecision {
  // References are compared exactly: Paystack's are case-sensitive and ours are issued by us.
  if (verdict.reference !== owed.reference) return { kind: 'refuse', reason: 'other_reference' }
  if (verdict.currency?.trim().toUpperCase() !== SHOP_CURRENCY) {
    return { kind: 'refuse', reason: 'not_naira' }
  }
  const status = verdict.status.trim().toLowerCase()
  if (current === 'paid') {
    // A chargeback or refund made on Paystack's side: the order no longer stands paid.
    return status === 'reversed' ? { kind: 'record', paymentStatus: 'reversed' } : { kind: 'keep' }
  }
  if (current !== null && SETTLED.includes(current)) return { kind: 'keep' }
  if (status === 'success') {
    return verdict.amount === owed.kobo
      ? { kind: 'pay' }
      : { kind: 'refund', reason: 'amount_mismatch' }
  }
  const paymentStatus = paymentStatusFromPaystack(status)
  return paymentStatus === current ? { kind: 'keep' } : { kind: 'record', paymentStatus }
}
