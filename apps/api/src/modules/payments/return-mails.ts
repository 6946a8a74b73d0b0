import { formatNaira } from '@scentia/domain/money/format'
import { returnInstructions } from '@scentia/domain/payment/returns'
import { paragraph, renderLayout, renderText, type MailContent } from '../mail/index.js'

/*
 * The mails of a return's steps (docs/product.md §12, docs/decisions/043): rendered here and
 * queued through the mail service's generic queue in the transaction of the step, like the
 * cancellation and refund mails beside them.
 */

function hello(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? ''
  return first ? `Hello ${first},` : 'Hello,'
}

function mail(input: {
  subject: string
  heading: string
  fullName: string
  lines: (string | undefined)[]
}): MailContent {
  const greeting = hello(input.fullName)
  const body = input.lines.filter((line): line is string => Boolean(line))
  return {
    subject: input.subject,
    text: renderText([greeting, ...body]),
    html: renderLayout({
      preheader: body[0] ?? input.heading,
      heading: input.heading,
      body: [paragraph(greeting), ...body.map((line) => paragraph(line))],
    }),
  }
}

export interface ReturnMailInput {
  orderId: string
  fullName: string
  /** The order's page, where the return's state is shown. */
  orderUrl: string
  /** "2 × Oud Royale (100 ml)" for each returned line. */
  items: string[]
}

export function returnRequestedMail(input: ReturnMailInput): MailContent {
  return mail({
    subject: `We have your return request for order ${input.orderId}`,
    heading: 'Return requested',
    fullName: input.fullName,
    lines: [
      `We have your request to return ${input.items.join(', ')} from order ${input.orderId}. We will answer within one business day.`,
      `Please keep the items sealed until then. Follow the request on your order page: ${input.orderUrl}`,
    ],
  })
}

export function returnApprovedMail(input: ReturnMailInput): MailContent {
  return mail({
    subject: `Your return for order ${input.orderId} is approved`,
    heading: 'Your return is approved',
    fullName: input.fullName,
    lines: [
      `Your return of ${input.items.join(', ')} from order ${input.orderId} is approved.`,
      returnInstructions(),
      `Once the items reach us we refund you. Your order page: ${input.orderUrl}`,
    ],
  })
}

export function returnRefusedMail(input: ReturnMailInput & { note: string }): MailContent {
  return mail({
    subject: `About your return for order ${input.orderId}`,
    heading: 'We could not accept your return',
    fullName: input.fullName,
    lines: [
      `We could not accept the return of ${input.items.join(', ')} from order ${input.orderId}.`,
      `Our reason: ${input.note}`,
      `If you think we got this wrong, reply to this mail. Your order page: ${input.orderUrl}`,
    ],
  })
}

export function returnReceivedMail(
  input: ReturnMailInput & { amount: number; method: 'paystack' | 'cash' },
): MailContent {
  const money =
    input.amount <= 0
      ? 'Nothing was paid for these items, so nothing is owed.'
      : input.method === 'cash'
        ? `We will hand back ${formatNaira(input.amount)}; we will contact you to arrange it.`
        : `We are refunding ${formatNaira(input.amount)} to the card or account you paid with. Refunds usually show within 5 to 10 working days, depending on your bank.`
  return mail({
    subject: `We received your return for order ${input.orderId}`,
    heading: 'Your return has arrived',
    fullName: input.fullName,
    lines: [
      `${input.items.join(', ')} from order ${input.orderId} reached us.`,
      money,
      `Your order page: ${input.orderUrl}`,
    ],
  })
}

/**
 * The owner's notice of a new return request (docs/decisions/043, amended 2026-11-28): written
 * with the request, to the shop's inbox as the low-stock notice is, so the one-business-day
 * answer the shopper was promised starts on time.
 */
export function returnRequestedOwnerMail(input: {
  orderId: string
  fullName: string
  items: string[]
  reason: string
  note: string
  /** The return's page in the console, where it is approved or refused. */
  returnUrl: string
}): MailContent {
  const subject = `Return requested: order ${input.orderId}`
  const intro = `${input.fullName} asks to return ${input.items.join(', ')} from order ${input.orderId}.`
  const why = `Reason: ${input.reason}.${input.note ? ` Their words: “${input.note}”` : ''}`
  const footnote = 'The shopper was told you will answer within one business day.'
  return {
    subject,
    text: renderText([intro, why, `Approve or refuse it: ${input.returnUrl}`, footnote]),
    html: renderLayout({
      preheader: subject,
      heading: 'A return to answer',
      body: [paragraph(intro), paragraph(why)],
      button: { label: 'Open it in the console', url: input.returnUrl },
      footnote,
    }),
  }
}
