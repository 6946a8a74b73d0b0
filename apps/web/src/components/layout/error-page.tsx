import { AlertTriangle, RotateCcw } from 'lucide-react'
import { Button } from '../ui/button'
import { WayOutActions } from '../ui/way-out-actions'

/** docs/product.md §S2: the detail shown when the error carries no message of its own. */
export const FALLBACK_ERROR_DETAIL = 'An unexpected error occurred'

export function errorDetail(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (typeof error === 'object' && error !== null) {
    const { statusText, status } = error as { statusText?: unknown; status?: unknown }
    if (typeof statusText === 'string' && statusText) {
      return typeof status === 'number' ? `${status} ${statusText}` : statusText
    }
  }
  return FALLBACK_ERROR_DETAIL
}

interface ErrorPageProps {
  error: unknown
  onRetry: () => void
  onBack: () => void
}

/** 'Oops! Something Went Wrong' (docs/product.md §S2): what a shopper sees when a screen crashes. */
export function ErrorPage({ error, onRetry, onBack }: ErrorPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-16 text-center md:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-gold-deep">
        <AlertTriangle aria-hidden="true" className="size-7" strokeWidth={1.6} />
      </span>
      <h1 className="mt-6 font-serif text-3xl tracking-tight md:text-4xl">
        Oops! Something Went Wrong
      </h1>
      <p className="mt-3 text-muted">
        We hit a snag showing this page. Please try again — your cart is safe.
      </p>
      <WayOutActions onBack={onBack} className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </WayOutActions>
      <details className="mt-10 w-full rounded-2xl border border-line bg-white/60 text-left">
        <summary className="cursor-pointer list-item px-5 py-4 text-sm font-medium">
          Technical Details
        </summary>
        <pre className="overflow-x-auto px-5 pb-5 font-mono text-xs whitespace-pre-wrap text-muted">
          {errorDetail(error)}
        </pre>
      </details>
    </div>
  )
}
