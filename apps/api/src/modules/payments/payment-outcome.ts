/**
 * What a Paystack verdict does to an order: the one rule the browser path (POST /checkout, GET
 * /payments/verify) and the webhook path share. Pure, so it is tested as a table. The statuses
 * and the moves between them are the domain's (payment/payment-status.ts).
 */
import {
  canMovePayment,
  isPaymentSettled,
  paymentStatusFromPaystack,
  type OrderPaymentStatus,
  type RefundReason,
} from '@scentia/domain/payment/payment-status'

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

/** The shop charges naira only (docs/product.md §4); Paystack's code for it. */
export const SHOP_CURRENCY = 'NGN'

/**
 * Why an answer is no verdict on this payment at all: it is about another reference, or not in
 * naira (a missing currency included). Such an answer changes nothing, neither paid nor an
 * order: counting it would let a mix-up, or an answer for a cheaper transaction,
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
  if (current !== null && isPaymentSettled(current)) {
    // Only a chargeback or refund made on Paystack's side moves a settled order (paid → reversed).
    const next = paymentStatusFromPaystack(status)
    return canMovePayment(current, next)
      ? { kind: 'record', paymentStatus: next }
      : { kind: 'keep' }
  }
  if (status === 'success') {
    return verdict.amount === owed.kobo
      ? { kind: 'pay' }
      : { kind: 'refund', reason: 'amount_mismatch' }
  }
  const paymentStatus = paymentStatusFromPaystack(status)
  return current === null || canMovePayment(current, paymentStatus)
    ? { kind: 'record', paymentStatus }
    : { kind: 'keep' }
}
