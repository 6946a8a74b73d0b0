import { z } from 'zod'

export const DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your password to confirm'
export const DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE = 'Password is incorrect'

/** DELETE /api/user/account: the password confirms it is the owner, not a borrowed session. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE })
    .min(1, DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE)
    .max(128, DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE),
})
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>
