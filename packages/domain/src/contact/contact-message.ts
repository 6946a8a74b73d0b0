import { z } from 'zod'
import { emailSchema, fullNameSchema } from '../auth/credentials'
import { isOrderId } from '../orders/order-id'
import { refuseUnsafeCharacters } from '../text/unsafe-characters'

/** What the contact form asks about; the support inbox sorts its mail by the label. */
export const CONTACT_TOPICS = [
  { id: 'order', label: 'An order I placed' },
  { id: 'product', label: 'Choosing a fragrance' },
  { id: 'delivery', label: 'Delivery' },
  { id: 'returns', label: 'Returns and refunds' },
  { id: 'account', label: 'My account' },
  { id: 'other', label: 'Something else' },
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['id']

export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 2_000
/** A real order id is 13 characters; anything much longer is not one and need not be echoed back. */
const MAX_ORDER_ID_INPUT = 40
/** The honeypot is never shown to people, so any value at all is a bot's; the cap only bounds the body. */
const MAX_HONEYPOT_LENGTH = 200

export const CONTACT_MESSAGES = {
  topicRequired: 'Please choose a topic',
  orderIdInvalid: 'Order IDs look like ORD1234567890',
  messageTooShort: `Please write at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX} characters`,
  sent: "We've received your message",
} as const

const topicIds = CONTACT_TOPICS.map((topic) => topic.id) as [ContactTopic, ...ContactTopic[]]

/**
 * POST /api/contact and the contact form (docs/product.md §7). The order id is optional; when given it
 * must look like one (upper-cased first, since people type "ord…"). `website` is the honeypot:
 * a field hidden from people that form-filling bots fill in.
 */
export const contactMessageSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  topic: z.enum(topicIds, { error: CONTACT_MESSAGES.topicRequired }),
  order_id: z
    .string()
    .trim()
    .max(MAX_ORDER_ID_INPUT, CONTACT_MESSAGES.orderIdInvalid)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isOrderId(value), CONTACT_MESSAGES.orderIdInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    // Mailed to the support inbox: paragraphs yes, other control or invisible text no.
    .superRefine(refuseUnsafeCharacters('Message', { multiline: true }))
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  website: z.string().max(MAX_HONEYPOT_LENGTH).optional(),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export function contactTopicLabel(topic: ContactTopic): string {
  return CONTACT_TOPICS.find((candidate) => candidate.id === topic)?.label ?? 'Something else'
}

/** Whether the honeypot caught a bot: the message is then dropped without a word to the sender. */
export function isLikelyBot(message: Pick<ContactMessage, 'website'>): boolean {
  return (message.website ?? '').trim() !== ''
}

/** POST /api/contact answers this when the message is on its way. */
export interface ContactMessageResponse {
  success: true
  message: typeof CONTACT_MESSAGES.sent
}
