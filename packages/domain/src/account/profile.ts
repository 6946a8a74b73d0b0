import { z } from 'zod'
import { fullNameSchema } from '../auth/credentials'
import { phoneNumberSchema } from './phone'

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required'

/**
 * PUT /api/user/update/{id}. The form also carries the email (docs/product.md §S3), which is not editable
 * (docs/product.md §S5): unknown keys, email included, are dropped rather than refused.
 */
export const profileUpdateRequestSchema = z.object({
  full_name: fullNameSchema,
  phone_number: phoneNumberSchema(PHONE_REQUIRED_MESSAGE),
})
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>

/** PUT /api/user/sms-updates/{id}: the Account Settings switch for order texts. */
export const smsUpdatesRequestSchema = z.object({
  sms_updates: z.boolean({ error: 'sms_updates must be true or false' }),
})
export type SmsUpdatesRequest = z.infer<typeof smsUpdatesRequestSchema>

/** PUT /api/user/marketing-sms/{id}: the marketing-texts consent (decision 048-checkout-reminders). */
export const marketingSmsRequestSchema = z.object({
  marketing_sms: z.boolean({ error: 'marketing_sms must be true or false' }),
})
