import { z } from 'zod'
import { refuseUnsafeCharacters } from '../text/unsafe-characters'
import { MAX_PASSWORD_LENGTH } from './password'

/** RFC 5321 caps a forward path at 256 octets, so no deliverable address is longer than 254. */
export const MAX_EMAIL_LENGTH = 254
export const MAX_FULL_NAME_LENGTH = 100

export const EMAIL_REQUIRED_MESSAGE = 'Email is required'
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address'
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required'
export const FULL_NAME_REQUIRED_MESSAGE = 'Full name is required'

/**
 * Emails are compared and stored lower-cased: "Ada@Example.com" and "ada@example.com" are one
 * shopper, and the unique index only protects us if every path writes the same form.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(MAX_EMAIL_LENGTH, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE))
  .transform(normaliseEmail)

/** A person's name: echoed into mails and shown to the owner, so no invisible or control text. */
export const fullNameSchema = z
  .string({ error: FULL_NAME_REQUIRED_MESSAGE })
  .superRefine(refuseUnsafeCharacters('Full name'))
  .trim()
  .min(1, FULL_NAME_REQUIRED_MESSAGE)
  .max(MAX_FULL_NAME_LENGTH, `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`)

/** A password as typed at sign-in: required and bounded, never judged (old passwords stay valid). */
export const passwordInputSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)

/** POST /api/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
})
export type LoginRequest = z.input<typeof loginRequestSchema>
