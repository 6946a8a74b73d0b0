/**
 * What the owner's console may do about an order's money after the sale (docs/product.md §12,
 * docs/decisions/041-refunds.md): which of Cancel, Refund and "Mark cash returned" it offers, and
 * how it reads what the owner typed. The API enforces the same rules (refundAmountProblem, the
 * lifecycle's isOwnerCancellable); the console asks these so it never offers a refused move.
 */
import type { OrderRefund } from '../orders/order'
import { isRefundedOnCancel } from './order-lifecycle'
import { isRefundState, refundAmountProblem, refundMethodFor, refundTotals } from './refunds'
import type { RefundTotals } from './refunds'

/** The order as the console has it: what was paid and its refunds as the API sends them. */
export interface OrderMoney {
  total_amount: number
  payment_status?: string
  payment_method?: string
  refunds?: readonly Pick<OrderRefund, 'amount' | 'state'>[]
}

/** The refund arithmetic on the wire's order; a state the shop does not know still counts as promised. */
export function orderRefundTotals(order: OrderMoney): RefundTotals {
  return refundTotals(
    order.total_amount,
    (order.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      state: isRefundState(refund.state) ? refund.state : 'pending',
    })),
  )
}

/** Refund is offered on a paid order while something is left to refund (a failed refund frees its amount). */
export function canOwnerRefundOrder(order: OrderMoney): boolean {
  return order.payment_status === 'paid' && orderRefundTotals(order).refundable > 0
}

/** A pay-on-delivery refund waits for the owner to say the cash went back to the shopper. */
export function awaitsCashReturn(refund: Pick<OrderRefund, 'method' | 'state'>): boolean {
  return refund.method === 'cash' && refund.state === 'pending'
}

export type ReadRefundAmount = { ok: true; amount: number } | { ok: false; message: string }

/**
 * The refund field as typed ("5,000", "₦5000"): whole naira within what is left, or the owner's
 * message. A minus sign or a fraction is refused, never dropped.
 */
export function readRefundAmount(typed: string, totals: RefundTotals): ReadRefundAmount {
  const text = typed.trim().replace(/^₦/, '').replace(/,/g, '').trim()
  const amount = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
  const problem = refundAmountProblem(amount, totals)
  return problem ? { ok: false, message: problem } : { ok: true, amount }
}

/** The API's bounds for the owner's reason on a cancellation or a refund (it is audited). */
export const OWNER_REASON_MIN = 3
export const OWNER_REASON_MAX = 500

/** Why this reason cannot be sent, or null. */
export function ownerReasonProblem(reason: string): string | null {
  const length = reason.trim().length
  if (length < OWNER_REASON_MIN) return 'Give a reason of at least 3 characters.'
  if (length > OWNER_REASON_MAX) return 'Keep the reason under 500 characters.'
  return null
}

/** What cancelling does, as the owner's confirmation says it before they agree. */
export function ownerCancelConsequence(order: OrderMoney): string {
  const stock = 'Its items go back on sale and the customer is emailed and texted.'
  if (!isRefundedOnCancel(order)) return `${stock} Nothing was paid, so nothing is refunded.`
  const left = orderRefundTotals(order).refundable
  const amount = `₦${left.toLocaleString('en-NG')}`
  return refundMethodFor(order.payment_method ?? '') === 'cash'
    ? `${stock} The ${amount} collected at the door is recorded as cash to hand back; mark it returned once you have.`
    : `${stock} The ${amount} paid is refunded in full through Paystack.`
}

/** What a refund does, as its confirmation says it. */
export function ownerRefundConsequence(order: OrderMoney, amount: number): string {
  const naira = `₦${amount.toLocaleString('en-NG')}`
  return refundMethodFor(order.payment_method ?? '') === 'cash'
    ? `${naira} is recorded as cash you handed back to the customer. This cannot be undone.`
    : `${naira} goes back to the customer through Paystack, usually within a few working days. This cannot be undone.`
}
