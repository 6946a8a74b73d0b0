import { zodResolver } from '@hookform/resolvers/zod'
import {
  sendResetLinkRequestSchema,
  type SendResetLinkRequest,
} from '@scentia/domain/auth/password-reset'
import { Button } from '../../../components/ui/button'
import { usePanelCarry } from '../../../lib/account-panel'
import { TextField } from '../../../components/ui/form-field'
import { sendResetLink } from '../api/auth-api'
import { BackToSignIn } from './back-to-sign-in'
import { usePanelForm } from '../hooks/use-panel-form'
import { FormMessage } from './form-message'

/** Forgot password: a successful request returns to login with the success message (docs/product.md §S4). */
export function ForgotPasswordForm() {
  // An expired reset link opens this view with the account's email, when the shop knows it.
  const { email: knownEmail } = usePanelCarry()
  const { field, error, isSubmitting, submitThenSignIn } = usePanelForm<SendResetLinkRequest>({
    resolver: zodResolver(sendResetLinkRequestSchema),
    defaultValues: { email: knownEmail },
  })
  const onSubmit = submitThenSignIn(
    ({ email }) => sendResetLink(email),
    ({ email }) => email,
  )

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div>
        <h3 className="font-serif text-2xl tracking-tight">Reset your password</h3>
        <p className="mt-1 text-sm text-muted">
          Enter your email and we will send you a link to choose a new password.
        </p>
      </div>
      <FormMessage tone="error">{error}</FormMessage>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <BackToSignIn />
    </form>
  )
}
