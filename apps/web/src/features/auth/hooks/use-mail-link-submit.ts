import { useState } from 'react'
import { SUCCESS_REDIRECT_MS, useRedirectAfter } from './use-redirect-after'

/**
 * A mail-link page's form (finish registration, reset password): one request at a time, a
 * refusal told as a message, and a success told then followed home after a moment.
 */
export function useMailLinkSubmit(onHome?: () => void) {
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  useRedirectAfter(success !== null, SUCCESS_REDIRECT_MS, '/', onHome)

  /** `send` reports the server's success message through `succeed` (then may carry on). */
  async function run(
    send: (succeed: (message: string) => void) => Promise<void>,
    failure: (caught: unknown) => string,
  ) {
    setSubmitting(true)
    setError(null)
    try {
      await send(setSuccess)
    } catch (caught) {
      setError(failure(caught))
    } finally {
      setSubmitting(false)
    }
  }

  return { submitting, error, setError, success, run }
}
