import { z } from 'zod'
import { emailSchema } from './credentials'
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  newPasswordSchema,
  PASSWORDS_DONT_MATCH_MESSAGE,
} from './sign-up'

export const RESET_TOKEN_REQUIRED_MESSAGE = 'Reset token is required'
/** Mail tokens are 32 random bytes in base64url (43 characters); anything far longer is noise. */
export const MAX_MAIL_TOKEN_LENGTH = 128

export const mailTokenSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_MAIL_TOKEN_LENGTH, 'This link is invalid')

/** POST /api/send-reset-link. */
export const sendResetLinkRequestSchema = z.object({ email: emailSchema })
export type SendResetLinkRequest = z.input<typeof sendResetLinkRequestSchema>

/** POST /api/reset-password: the reset rule is the sign-up rule (docs/product.md §S5, 3 of 5). */
export const resetPasswordRequestSchema = z.object({
  token: mailTokenSchema(RESET_TOKEN_REQUIRED_MESSAGE),
  new_password: newPasswordSchema,
})
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>

/** The /reset-password form (docs/product.md §S3: newPassword, confirmPassword). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: CONFIRM_PASSWORD_REQUIRED_MESSAGE })
      .min(1, CONFIRM_PASSWORD_REQUIRED_MESSAGE),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DONT_MATCH_MESSAGE,
  })
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>
