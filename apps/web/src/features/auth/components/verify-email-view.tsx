import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { IconBadge } from '../../../components/ui/icon-badge'
import { errorMessage, resendVerificationEmail } from '../api/auth-api'
import { useAuthPanelStore } from '../stores/auth-panel-store'
import { BackToSignIn } from './back-to-sign-in'
import { FormMessage } from './form-message'

/** docs/product.md §S4: the email-verification-required view, with Resend Verification Email and Back. */
export function VerifyEmailView() {
  const email = useAuthPanelStore((state) => state.pendingEmail)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)

  async function resend() {
    setSending(true)
    setResult(null)
    try {
      const response = await resendVerificationEmail(email)
      setResult({ tone: 'success', text: response.message })
    } catch (caught) {
      setResult({ tone: 'error', text: errorMessage(caught) })
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <IconBadge
        icon={<MailCheck aria-hidden="true" className="size-6" />}
        className="self-center"
      />
      <div className="text-center">
        <h3 className="font-serif text-2xl tracking-tight">Please verify your email</h3>
        <p className="mt-2 text-sm text-muted">
          Your account is not verified yet. Open the link we sent to{' '}
          <strong className="text-ink">{email || 'your email'}</strong> to complete your
          registration.
        </p>
      </div>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <Button size="lg" disabled={sending || email === ''} onClick={() => void resend()}>
        {sending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
      <BackToSignIn />
    </div>
  )
}
