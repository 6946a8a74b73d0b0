import { SHOWROOM, showroomAddress } from '../contact/showroom'
import type { OrderPaymentStatus } from '../payment/payment-status'
import { POD_PAYMENT_METHOD } from '../payment/transfer'
import { vatIncludedInNaira, VAT_RATE_LABEL } from '../money/vat'
import type { Order, OrderRefund } from '../orders/order'
import { orderTotalsLines, type OrderTotalsLine } from '../orders/totals'

/**
 * A paid order's receipt (docs/product.md §12): what was bought, what it cost, how it was paid,
 * and the VAT the amount includes. Built once, here, from the order; the API answers it and the
 * storefront prints it, so the receipt adds up like every other place that itemises an order
 * (`orderTotalsLines`).
 */

/**
 * Payment statuses with a receipt: money the shop received (payment-status.ts). A refunded order
 * keeps its receipt, which then states the refunds and nets them out.
 */
export const RECEIPT_PAYMENT_STATUSES: readonly OrderPaymentStatus[] = ['paid', 'refunded']

export const RECEIPT_NOT_PAID_MESSAGE =
  'This order has no receipt yet: a receipt is issued once the order is paid.'

export function hasReceipt(order: { payment_status?: string | null }): boolean {
  return (RECEIPT_PAYMENT_STATUSES as readonly string[]).includes(order.payment_status ?? '')
}

/** `/orders/{id}/receipt`: the storefront's printable page (docs/product.md §12). */
export function receiptPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}/receipt`
}

/**
 * Money that went back to the shopper after the sale: a cancellation's or a return's refund.
 * The hook for refunds (docs/product.md §12): the order's refunds, when that module records
 * them, are passed in here; a receipt with none shows none.
 */
export interface ReceiptRefund {
  /** Integer naira returned. */
  amount: number
  /** ISO timestamp of when the refund was made. */
  refunded_at: string
  /** What it was for, as the shopper reads it ("Return of 1 × Rose Oud"). */
  description: string
}

/**
 * The refunds a receipt states: those that reached the shopper (processed), oldest first. A
 * pending or failed refund has not given anything back, so it changes neither the net paid nor
 * the VAT; the order's pages show it with its state.
 */
export function receiptRefunds(refunds: readonly OrderRefund[] | undefined): ReceiptRefund[] {
  return (refunds ?? [])
    .filter((refund) => refund.state === 'processed')
    .map((refund) => ({
      amount: refund.amount,
      refunded_at: refund.settled_at ?? refund.created_at,
      description: refund.method === 'cash' ? 'Cash returned' : 'Refunded to your payment method',
    }))
}

/** How an order was paid, in words: Paystack's channel as the order keeps it upper-cased. */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  CARD: 'Card (Paystack)',
  BANK_TRANSFER: 'Bank transfer (Paystack)',
  BANK: 'Bank account (Paystack)',
  USSD: 'USSD (Paystack)',
  PAYSTACK: 'Paystack',
  [POD_PAYMENT_METHOD]: 'Cash on delivery',
}

export function paymentMethodLabel(method: string): string {
  const known = PAYMENT_METHOD_LABELS[method.toUpperCase()]
  if (known) return known
  // A channel Paystack adds later (e.g. QR, mobile money) still reads as a word, not a code.
  const words = method.replace(/_/g, ' ').toLowerCase()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (Paystack)`
}

/** The seller's block at the head of a receipt. The email is SUPPORT_EMAIL, runtime config. */
export interface ReceiptSeller {
  name: string
  address: string
  phone: string
  email: string
}

export function receiptSeller(supportEmail: string): ReceiptSeller {
  return { name: 'Scentia', address: showroomAddress(), phone: SHOWROOM.phone, email: supportEmail }
}

type ReceiptOrder = Pick<
  Order,
  | 'order_id'
  | 'created_at'
  | 'cart_items'
  | 'total_amount'
  | 'shipping_fee'
  | 'sample_credit'
  | 'promo_code'
  | 'discount'
  | 'gift_wrap'
  | 'full_name'
  | 'email'
  | 'phone_number'
  | 'shipping_address'
  | 'city'
  | 'state'
> & { payment_method: string; transaction_reference: string }

export interface ReceiptLine {
  name: string
  size: string | null
  quantity: number
  /** Integer naira per unit, as paid. */
  unit_price: number
  line_total: number
}

export interface Receipt {
  order_id: string
  /** When the order was placed (ISO): the receipt's date. */
  issued_at: string
  seller: ReceiptSeller
  customer: {
    full_name: string
    email: string
    phone_number: string
    address: string
  }
  lines: ReceiptLine[]
  /** The one itemisation (`orderTotalsLines`), delivery always shown, total last. */
  totals: OrderTotalsLine[]
  refunds: ReceiptRefund[]
  /** The total less the refunds: what the shopper has paid and kept paid, integer naira. */
  net_paid: number
  payment: { method: string; reference: string }
  /** VAT included in `net_paid`, in kobo, rounded to the kobo. */
  vat: { rate: string; included_kobo: number }
}

/** The amounts a receipt states, given what was paid and what went back (integer naira). */
export function receiptAmounts(
  total: number,
  refunds: readonly Pick<ReceiptRefund, 'amount'>[],
): { refunded: number; netPaid: number; vatKobo: number } {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0)
  if (refunded > total) {
    throw new RangeError(`Refunds of ₦${refunded} exceed the ₦${total} paid`)
  }
  const netPaid = total - refunded
  return { refunded, netPaid, vatKobo: vatIncludedInNaira(netPaid) }
}

/** The receipt of a paid order; refunds default to none (see ReceiptRefund). */
export function buildReceipt(
  order: ReceiptOrder,
  { supportEmail, refunds = [] }: { supportEmail: string; refunds?: readonly ReceiptRefund[] },
): Receipt {
  const { netPaid, vatKobo } = receiptAmounts(order.total_amount, refunds)
  return {
    order_id: order.order_id,
    issued_at: order.created_at,
    seller: receiptSeller(supportEmail),
    customer: {
      full_name: order.full_name,
      email: order.email,
      phone_number: order.phone_number,
      address: [order.shipping_address, order.city, order.state]
        .filter((part) => part.trim() !== '')
        .join(', '),
    },
    lines: order.cart_items.map((item) => ({
      name: item.name,
      size: item.size ?? null,
      quantity: item.quantity,
      unit_price: item.price,
      line_total: item.price * item.quantity,
    })),
    totals: orderTotalsLines(order, { delivery: 'always' }),
    refunds: [...refunds],
    net_paid: netPaid,
    payment: {
      method: paymentMethodLabel(order.payment_method),
      reference: order.transaction_reference,
    },
    vat: { rate: VAT_RATE_LABEL, included_kobo: vatKobo },
  }
}
