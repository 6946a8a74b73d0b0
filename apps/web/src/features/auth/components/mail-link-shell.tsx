import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-client'
import { INVALID_LINK_REDIRECT_MS, useRedirectAfter } from '../hooks/use-redirect-after'
import { FormMessage } from './form-message'

/** docs/product.md §S8 Registration and reset: the fallback when a link's validation gives no message. */
export const VERIFICATION_ERROR_MESSAGE = 'An error occurred during verification'

/** The card both mail-link pages (/verification, /reset-password) sit in. */
export function MailLinkShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white/60 p-6 shadow-sm sm:p-10">
        <h1 className="font-serif text-3xl tracking-tight">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}

interface MailLinkPageProps<T> {
  title: string
  /** Shown while the link's token is checked. */
  pendingText: string
  /** Names the validation in the query cache ('validate-token', 'validate-reset-token'). */
  validation: string
  validate: (token: string, signal: AbortSignal) => Promise<T>
  /** The page's form, once the server has accepted the token. */
  children: (validated: T, token: string) => ReactNode
  /** What a refused link offers instead of going home (the reset page: a new link). */
  invalid?: ReactNode
}

/**
 * A page opened from a mail's link (docs/product.md §S2 Registration completion, Password reset): no token
 * goes home at once; the token is validated by the server; an invalid one shows the server's
 * message (or the spec's fallback) and goes home after the spec's delay.
 */
export function MailLinkPage<T>(props: MailLinkPageProps<T>) {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  if (!token) return <Navigate to="/" replace />
  return <ValidatedMailLink {...props} token={token} />
}

function ValidatedMailLink<T>({
  title,
  pendingText,
  validation: name,
  validate,
  children,
  invalid,
  token,
}: MailLinkPageProps<T> & { token: string }) {
  const validation = useQuery({
    queryKey: ['auth', name, token],
    queryFn: ({ signal }) => validate(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useRedirectAfter(validation.isError && invalid === undefined, INVALID_LINK_REDIRECT_MS)

  return (
    <MailLinkShell title={title}>
      {validation.isPending ? (
        <p role="status" className="text-muted">
          {pendingText}
        </p>
      ) : validation.isError ? (
        <div className="flex flex-col gap-3">
          <FormMessage tone="error">
            {isApiError(validation.error) ? validation.error.message : VERIFICATION_ERROR_MESSAGE}
          </FormMessage>
          {invalid ?? <p className="text-sm text-muted">Redirecting to home page...</p>}
        </div>
      ) : (
        children(validation.data, token)
      )}
    </MailLinkShell>
  )
}
