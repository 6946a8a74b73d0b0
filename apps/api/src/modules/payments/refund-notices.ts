import { formatNaira, formatNairaWithKobo, koboToNaira } from '@scentia/domain/money/format'
import type { RefundReason } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import type { MailService } from '../mail/index.js'
import {
  detailRows,
  highlight,
  paragraph,
  renderLayout,
  renderText,
  type MailContent,
} from '../mail/index.js'
import type { OrderEvent } from '../orders/index.js'

type RefundDue = Extract<OrderEvent, { type: 'payment.refund_due' }>

/** The checkout's answer to the shopper whose money came in without a paid order. */
export function refundDueMessage(
  orderId: string,
  reason: RefundReason | null,
  supportEmail: string,
): string {
  const why =
    reason === 'amount_mismatch'
      ? 'the amount paid did not match the order total'
      : 'an item in your order sold out before your payment was confirmed'
  return `Your payment was received, but order ${orderId} could not be confirmed: ${why}. We will refund you in full; our team at ${supportEmail} will contact you.`
}

/**
 * The mails that make sure money taken without a paid order is never silently kept
 * (docs/decisions/006-payments.md, "The late payer"): one to the shop's support address with
 * everything needed to refund on the Paystack dashboard, one to the shopper saying what happened.
 */
export interface RefundNotices {
  /** Writes both mails to the outbox with `tx`, the transaction that flagged the refund. */
  queue(tx: Db, event: RefundDue): Promise<void>
}

const reasonText = (event: RefundDue) =>
  event.reason === 'out_of_stock'
    ? `${event.soldOut.join(', ')} sold out before this payment was confirmed`
    : 'the amount Paystack reports does not match the order total'

export function supportRefundMail(event: RefundDue): MailContent {
  const { order } = event
  const paid = formatNairaWithKobo(koboToNaira(event.amountPaidKobo))
  const subject = `Refund needed: ${order.order_id} (${event.reference})`
  const rows = [
    { label: 'Order', value: order.order_id },
    { label: 'Paystack reference', value: event.reference },
    { label: 'Paid', value: paid, strong: true },
    { label: 'Order total', value: formatNaira(order.total_amount) },
    {
      label: 'Reason',
      value: event.reason === 'out_of_stock' ? 'Out of stock' : 'Amount mismatch',
    },
    { label: 'Customer', value: `${order.full_name} <${order.email}>, ${order.phone_number}` },
  ]
  const why = `A payment was received but no paid order stands for it: ${reasonText(event)}. Refund it from the Paystack dashboard (Transactions → ${event.reference} → Refund), or restock and contact the customer.`
  return {
    subject,
    text: renderText([why, rows.map((row) => `${row.label}: ${row.value}`).join('\n')]),
    html: renderLayout({
      preheader: `${paid} to refund for ${order.order_id}`,
      heading: 'A payment needs a refund',
      body: [paragraph(why), detailRows(rows)],
    }),
  }
}

export function customerRefundMail(event: RefundDue, supportEmail: string): MailContent {
  const { order } = event
  const paid = formatNairaWithKobo(koboToNaira(event.amountPaidKobo))
  const first = order.full_name.trim().split(/\s+/)[0] ?? ''
  const greeting = first ? `Hello ${first},` : 'Hello,'
  const what =
    event.reason === 'out_of_stock'
      ? `We received your payment of ${paid}, but ${event.soldOut.join(', ')} sold out moments before your payment was confirmed, so we could not reserve your order.`
      : `We received a payment of ${paid} that does not match your order total of ${formatNaira(order.total_amount)}, so we could not confirm your order.`
  const promise = `Your money is safe: we will refund it in full to your card. Our team at ${supportEmail} has been told and will write to you within one working day. Please quote your order number ${order.order_id} and payment reference ${event.reference}.`
  return {
    subject: `About your Scentia payment for order ${order.order_id}`,
    text: renderText([greeting, what, promise]),
    html: renderLayout({
      preheader: `We will refund ${paid} for order ${order.order_id}.`,
      heading: 'We owe you a refund',
      body: [
        paragraph(greeting),
        paragraph(what),
        highlight('Payment reference', event.reference),
        paragraph(promise),
      ],
    }),
  }
}

export function createRefundNotices({
  mail,
  supportEmail,
}: {
  mail: Pick<MailService, 'queue'>
  supportEmail: string
}): RefundNotices {
  return {
    async queue(tx, event) {
      // Support first: it is the one that gets the money back.
      await mail.queue(tx, 'refund-support', { to: supportEmail, ...supportRefundMail(event) })
      await mail.queue(tx, 'refund-customer', {
        to: event.order.email,
        ...customerRefundMail(event, supportEmail),
      })
    },
  }
}
