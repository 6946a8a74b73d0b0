import { z } from 'zod'

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number'
export const MAX_PHONE_LENGTH = 20

/**
 * The spec shows no phone format beyond a tel input. We accept what Nigerians write
 * ("0803 123 4567", "+234 803 123 4567", "(0803) 123-4567"): 7 to 15 digits with spaces,
 * dashes, brackets and one leading plus; anything else is a typo a courier cannot call.
 */
export function isPlausiblePhoneNumber(phone: string): boolean {
  const trimmed = phone.trim()
  if (trimmed.length > MAX_PHONE_LENGTH || !/^\+?[\d\s()-]+$/.test(trimmed)) return false
  const digits = trimmed.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

/** A phone field whose empty message the caller chooses (registration says 'All fields are required'). */
export const phoneNumberSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_PHONE_LENGTH, PHONE_INVALID_MESSAGE)
    .refine(isPlausiblePhoneNumber, PHONE_INVALID_MESSAGE)
