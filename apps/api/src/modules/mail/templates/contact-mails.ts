import { SUPPORT_REPLY_PROMISE } from '@scentia/domain/contact/showroom'
import {
  detailRows,
  greeting,
  paragraph,
  renderLayout,
  renderText,
  type MailContent,
} from './layout.js'

export interface ContactMailInput {
  name: string
  email: string
  topicLabel: string
  orderId: string | undefined
  message: string
}

/** The message itself, to the support inbox; replying answers the shopper (Reply-To). */
export function contactMessageMail(input: ContactMailInput): MailContent {
  const subject = `Contact form: ${input.topicLabel} — ${input.name}`
  const rows = [
    { label: 'From', value: `${input.name} <${input.email}>` },
    { label: 'Topic', value: input.topicLabel },
    ...(input.orderId ? [{ label: 'Order ID', value: input.orderId }] : []),
  ]
  const footnote = 'Reply to this email to answer the shopper directly.'
  return {
    subject,
    text: renderText([...rows.map((row) => `${row.label}: ${row.value}`), input.message, footnote]),
    html: renderLayout({
      preheader: `${input.topicLabel}: ${input.message.slice(0, 80)}`,
      heading: 'A message from the contact form',
      body: [detailRows(rows), ...input.message.split(/\n{2,}/).map((block) => paragraph(block))],
      footnote,
    }),
  }
}

/**
 * The shopper's receipt. It repeats the topic and order id but not the message: anyone can type
 * any address into a public form, and a mail that echoes their text would let strangers send
 * their words to others under our name.
 */
export function contactConfirmationMail(
  input: Pick<ContactMailInput, 'name' | 'topicLabel' | 'orderId'>,
): MailContent {
  const subject = "We've received your message"
  const hello = greeting(input.name)
  const intro = `Thank you for writing to Scentia. A member of our team will reply to this address ${SUPPORT_REPLY_PROMISE}.`
  const rows = [
    { label: 'Topic', value: input.topicLabel },
    ...(input.orderId ? [{ label: 'Order ID', value: input.orderId }] : []),
  ]
  const footnote = 'If you did not write to us, you can ignore this email.'
  return {
    subject,
    text: renderText([hello, intro, ...rows.map((row) => `${row.label}: ${row.value}`), footnote]),
    html: renderLayout({
      preheader: 'Our team will reply within one business day.',
      heading: "We've received your message",
      body: [paragraph(hello), paragraph(intro), detailRows(rows)],
      footnote,
    }),
  }
}
