import { z } from 'zod'
import {
  MAX_PHONE_INPUT_LENGTH,
  NIGERIAN_MOBILE_MESSAGE,
  parseNigerianMobile,
} from '../phone/nigerian-mobile'

/** The phone inputs' maxLength: room for "+234 (0) 803-123-4567" and no more. */
export const MAX_PHONE_LENGTH = MAX_PHONE_INPUT_LENGTH

/**
 * Every phone field (registration, profile, checkout): a Nigerian mobile number, because the
 * shop promises SMS updates to it (docs/product.md §5). Accepts 0803…, +234 803…, 234803…
 * with spaces, dashes, dots or brackets and outputs E.164 (+2348031234567), which is what the
 * API stores; the empty message is the caller's (registration says 'All fields are required').
 */
export const phoneNumberSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((phone, context) => {
      const parsed = parseNigerianMobile(phone)
      if (parsed.ok) return parsed.e164
      context.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    })

export { NIGERIAN_MOBILE_MESSAGE }
