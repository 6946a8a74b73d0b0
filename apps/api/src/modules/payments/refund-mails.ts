import { formatNaira } from '@scentia/domain/money/format'
import { detailRows, paragraph, renderLayout, renderText, type MailContent } from '../mail/index.js'

/*
 * The mails of cancellations and refunds (docs/product.md §12, docs/decisions/041): rendered here
 * and queued through the mail service's generic queue, in the transaction of the change, like the
 * refund notices of decision 006.
 */

function hello(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? ''
  return first ? `Hello ${first},` : 'Hello,'
}

/** How long a card refund takes to show, as Paystack tells merchants to say it. */
const REFUND_TIME =
  'Refunds to a card or bank account usually show within 5 to 10 working days, depending on your bank.'

export function cancellationMail(input: {
  orderId: string
  fullName: string
  /** Naira going back; 0 when nothing was paid. */
  refund: number
  /** cash: handed back by the shop, for a pay-on-delivery order. */
  method: 'paystack' | 'cash'
  reason: string | null
  trackUrl: string
}): MailContent {
  const greeting = hello(input.fullName)
  const what = `Your order ${input.orderId} has been cancelled and its items are back on sale.`
  const why = input.reason ? `Reason given: ${input.reason}` : undefined
  const money =
    input.refund <= 0
      ? 'Nothing was paid for it, so nothing is owed.'
      : input.method === 'cash'
        ? `We will hand back the ${formatNaira(input.refund)} you paid at the door; we will contact you to arrange it.`
        : `We are refunding the ${formatNaira(input.refund)} you paid to the card or account you paid with. ${REFUND_TIME}`
  const follow = `You can follow it on your order page: ${input.trackUrl}`
  return {
    subject: `Your Scentia order ${input.orderId} is cancelled`,
    text: renderText([greeting, what, why, money, follow]),
    html: renderLayout({
      preheader: what,
      heading: 'Your order is cancelled',
      body: [
        paragraph(greeting),
        paragraph(what),
        ...(why ? [paragraph(why)] : []),
        paragraph(money),
        paragraph(follow),
      ],
    }),
  }
}

export function refundProcessedMail(input: {
  orderId: string
  fullName: string
  amount: number
  method: 'paystack' | 'cash'
}): MailContent {
  const greeting = hello(input.fullName)
  const what =
    input.method === 'cash'
      ? `We have handed back ${formatNaira(input.amount)} for your order ${input.orderId}.`
      : `Your refund of ${formatNaira(input.amount)} for order ${input.orderId} has been sent to your bank. ${REFUND_TIME}`
  return {
    subject: `Your refund for order ${input.orderId}`,
    text: renderText([greeting, what]),
    html: renderLayout({
      preheader: what,
      heading: 'Your refund is on its way',
      body: [paragraph(greeting), paragraph(what)],
    }),
  }
}

export function refundFailedSupportMail(input: {
  orderId: string
  reference: string
  amount: number
  failure: string
}): MailContent {
  const why = `Paystack could not send a refund of ${formatNaira(input.amount)} for order ${input.orderId}: ${input.failure}. Open the order in the console and issue the refund again, or refund it from the Paystack dashboard.`
  const rows = [
    { label: 'Order', value: input.orderId },
    { label: 'Paystack reference', value: input.reference },
    { label: 'Amount', value: formatNaira(input.amount), strong: true },
  ]
  return {
    subject: `Refund failed: ${input.orderId} (${input.reference})`,
    text: renderText([why, rows.map((row) => `${row.label}: ${row.value}`).join('\n')]),
    html: renderLayout({
      preheader: `A refund for ${input.orderId} failed`,
      heading: 'A refund failed',
      body: [paragraph(why), detailRows(rows)],
    }),
  }
}
