import { meetsPasswordRule } from '@scentia/domain/auth/password'
import { PASSWORDS_DONT_MATCH_MESSAGE, WEAK_PASSWORD_MESSAGE } from '@scentia/domain/auth/sign-up'
import { Check } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { PasswordStrength } from '../../../components/ui/password-strength'
import { isApiError } from '../../../lib/api-client'
import { openAccountPanel } from '../../../lib/account-panel'
import { getSession } from '../../../lib/session'
import { resetPassword, validateResetToken } from '../api/auth-api'
import { useMailLinkSubmit } from '../hooks/use-mail-link-submit'
import { FormMessage } from './form-message'
import { MailLinkPage } from './mail-link-shell'
import { bindValue } from '../../../lib/form-bindings'

/** docs/product.md §S8 Registration and reset. */
export const CHANGE_PASSWORD_ERROR_MESSAGE = 'An error occurred while changing your password'
/** What the sign-in panel says on the home page a changed password lands on. */
export const PASSWORD_CHANGED_SIGN_IN_MESSAGE =
  'Your password has been changed. Sign in with your new password.'
/** What an expired or used reset link offers instead of sending the shopper home. */
export const NEW_RESET_LINK_LABEL = 'Send me a new link'

/** /reset-password?token=… (docs/product.md §S2). */
export function ResetPasswordPage() {
  return (
    <MailLinkPage
      title="Change Your Password"
      pendingText="Checking your link..."
      validation="validate-reset-token"
      validate={validateResetToken}
      // A lapsed link leaves the shopper one tap from a new one, not on the home page.
      invalid={
        <Button
          size="lg"
          onClick={() => {
            openAccountPanel('forgot', { email: getSession().user?.email ?? '' })
          }}
        >
          {NEW_RESET_LINK_LABEL}
        </Button>
      }
    >
      {(validated, token) => <ResetPasswordForm token={token} email={validated.user.email} />}
    </MailLinkPage>
  )
}

/** docs/product.md §S5: submit only when the passwords match and the password meets the one rule (decision 033). */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  // Home after the spec's 2 s, with the sign-in panel open on the account's email: a changed
  // password does not sign anyone in, so the shopper is told what to do next.
  const { submitting, error, success, run } = useMailLinkSubmit(() => {
    openAccountPanel('login', { notice: PASSWORD_CHANGED_SIGN_IN_MESSAGE, email })
  })

  const strongEnough = meetsPasswordRule(newPassword)
  const matches = newPassword !== '' && newPassword === confirmPassword
  const canSubmit = strongEnough && matches && !submitting

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (!canSubmit) return
    await run(
      async (succeed) => {
        succeed((await resetPassword({ token, new_password: newPassword })).message)
      },
      (caught) => (isApiError(caught) ? caught.message : CHANGE_PASSWORD_ERROR_MESSAGE),
    )
  }

  if (success) return <FormMessage tone="success">{success}</FormMessage>

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Choose a new password for <strong className="text-ink">{email}</strong>.
      </p>
      <FormMessage tone="error">{error}</FormMessage>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...bindValue(newPassword, setNewPassword)}
        error={newPassword !== '' && !strongEnough ? WEAK_PASSWORD_MESSAGE : undefined}
      />
      <PasswordStrength password={newPassword} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        {...bindValue(confirmPassword, setConfirmPassword)}
        error={confirmPassword !== '' && !matches ? PASSWORDS_DONT_MATCH_MESSAGE : undefined}
      />
      {matches ? (
        <p className="flex items-center gap-1.5 text-xs text-emerald-800" role="status">
          <Check aria-hidden="true" className="size-3.5" /> Passwords match
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!canSubmit}>
        {submitting ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  )
}
