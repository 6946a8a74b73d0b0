import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from './password'
import { newPasswordSchemaFor } from './sign-up'

/**
 * The settings form's messages, verbatim from docs/product.md §S5, except the rule's own, which
 * is every form's (decision 033).
 */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Please confirm your new password',
  doNotMatch: 'Passwords do not match',
  mustDiffer: 'New password must be different from current password',
} as const

const tooLong = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`

const currentPasswordSchema = z
  .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
  .min(1, PASSWORD_CHANGE_MESSAGES.currentRequired)
  .max(MAX_PASSWORD_LENGTH, tooLong)

const settingsNewPasswordSchema = newPasswordSchemaFor(PASSWORD_CHANGE_MESSAGES.newRequired)

/** POST /api/user/change_password. */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    newPassword: settingsNewPasswordSchema,
  })
  .refine((body) => body.oldPassword !== body.newPassword, {
    path: ['newPassword'],
    message: PASSWORD_CHANGE_MESSAGES.mustDiffer,
  })
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

/** The Security tab's form (docs/product.md §S3: currentPassword, newPassword, confirmPassword). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: settingsNewPasswordSchema,
    confirmPassword: z
      .string({ error: PASSWORD_CHANGE_MESSAGES.confirmRequired })
      .min(1, PASSWORD_CHANGE_MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_CHANGE_MESSAGES.doNotMatch,
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    path: ['newPassword'],
    message: PASSWORD_CHANGE_MESSAGES.mustDiffer,
  })
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>

export function toChangePasswordRequest(
  form: z.output<typeof changePasswordFormSchema>,
): ChangePasswordRequest {
  return { oldPassword: form.currentPassword, newPassword: form.newPassword }
}
