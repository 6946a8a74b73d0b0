import { z } from 'zod'
import { emailSchema, fullNameSchema, PASSWORD_REQUIRED_MESSAGE } from './credentials'
import { MAX_PASSWORD_LENGTH, meetsPasswordRule, WEAK_PASSWORD_MESSAGE } from './password'

export { WEAK_PASSWORD_MESSAGE }
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match"
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password'

/** A new password, named by the message a missing one gets: the one rule (decision 033). */
export function newPasswordSchemaFor(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine(meetsPasswordRule, WEAK_PASSWORD_MESSAGE)
}

/** A new password at sign-up, registration or reset. */
export const newPasswordSchema = newPasswordSchemaFor(PASSWORD_REQUIRED_MESSAGE)

/** POST /api/signup. */
export const signUpRequestSchema = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
})
export type SignUpRequest = z.input<typeof signUpRequestSchema>

/** The sign-up form (docs/product.md §S3: name, email, password, confirmPassword). */
export const signUpFormSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: CONFIRM_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DONT_MATCH_MESSAGE,
  })
export type SignUpForm = z.input<typeof signUpFormSchema>

/** What the form posts: the spec names the form's field `name` and the call's `full_name`. */
export function toSignUpRequest(form: z.output<typeof signUpFormSchema>): SignUpRequest {
  return { full_name: form.name, email: form.email, password: form.password }
}
