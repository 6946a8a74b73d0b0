import {
  CONTACT_MESSAGES,
  type ContactMessageResponse,
} from '@scentia/domain/contact/contact-message'
import { z } from 'zod'

/** POST /api/contact: the contact form's message sent (docs/product.md §7, decision 042). */
export const contactAnswerSchema = z.object({
  success: z.literal(true),
  message: z.literal(CONTACT_MESSAGES.sent),
}) satisfies z.ZodType<ContactMessageResponse>
