import { zodResolver } from '@hookform/resolvers/zod'
import { loginRequestSchema, type LoginRequest } from '@scentia/domain/auth/credentials'
import { needsEmailVerification } from '@scentia/domain/http/errors'
import { Button } from '../../../components/ui/button'
import { usePanelCarry } from '../../../lib/account-panel'
import { TextField } from '../../../components/ui/form-field'
import { PasswordField } from '../../../components/ui/password-field'
import { isApiError } from '../../../lib/api-client'
import { login } from '../api/auth-api'
import { completeSignIn } from '../hooks/use-complete-sign-in'
import { rememberPendingEmail, switchAuthView } from '../stores/auth-panel-store'
import { usePanelForm } from '../hooks/use-panel-form'
import { FormMessage } from './form-message'
import { SwitchViewPrompt } from './switch-view-prompt'

/** docs/product.md §S8 Account: login errors show the server's message or this. */
export const LOGIN_ERROR_FALLBACK = 'An error occurred'
/** docs/product.md §S8 Account: what an unexpected exception during sign-in says. */
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed. Please try again.'

export function LoginForm() {
  // Why the panel opened or what just happened (signed up, password changed), and the email
  // the shopper already gave: a shopper who has just signed up is not greeted "Welcome back".
  const { notice, email } = usePanelCarry()
  const { handleSubmit, field, error, setError, isSubmitting } = usePanelForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email, password: '' },
  })

  const onSubmit = handleSubmit(async (credentials) => {
    setError(null)
    try {
      const result = await login(credentials)
      if (result.kind === 'verify-email') {
        rememberPendingEmail(credentials.email)
        switchAuthView('verify')
        return
      }
      await completeSignIn(result.token, result.user)
    } catch (caught) {
      if (isApiError(caught)) {
        if (needsEmailVerification(caught)) {
          rememberPendingEmail(credentials.email)
          switchAuthView('verify')
          return
        }
        setError(caught.message || LOGIN_ERROR_FALLBACK)
        return
      }
      setError(AUTHENTICATION_FAILED_MESSAGE)
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div>
        <h3 className="font-serif text-2xl tracking-tight">
          {notice ? 'Sign in' : 'Welcome back'}
        </h3>
        <p className="mt-1 text-sm text-muted">Sign in to your Scentia account.</p>
      </div>
      <FormMessage tone="success">{notice}</FormMessage>
      <FormMessage tone="error">{error}</FormMessage>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          className="text-sm text-gold-deep underline-offset-4 hover:underline"
          onClick={() => {
            switchAuthView('forgot')
          }}
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" disabled={isSubmitting} size="lg">
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <SwitchViewPrompt question="New to Scentia?" action="Create an account" view="signup" />
    </form>
  )
}
