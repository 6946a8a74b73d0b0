import { LoaderCircle, ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

/** docs/product.md §S2: the full-screen loader while the payment is verified and the order submitted. */
export function VerifyingOverlay() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Nothing behind the loader can be used while the payment is checked.
    const root = document.getElementById('root')
    root?.setAttribute('inert', '')
    ref.current?.focus()
    return () => {
      root?.removeAttribute('inert')
    }
  }, [])
  return createPortal(
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="verifying-title"
      aria-describedby="verifying-text"
      className="fixed inset-0 z-[60] flex outline-none items-center justify-center bg-cream/95 px-6"
    >
      <div className="flex max-w-sm flex-col items-center text-center">
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-gold-deep" />
        <h2 id="verifying-title" className="mt-6 font-serif text-2xl tracking-tight">
          Verifying Payment
        </h2>
        <p id="verifying-text" className="mt-2 text-sm leading-relaxed text-muted">
          Please wait while we verify your payment. This may take a few moments.
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-sand px-4 py-2 text-xs text-ink">
          <ShieldCheck aria-hidden="true" className="size-4 text-gold-deep" />
          Your payment is secured by Paystack. Please do not close this page.
        </p>
      </div>
    </div>,
    document.body,
  )
}
