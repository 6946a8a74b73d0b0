import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { InitializedPayment } from '../api/checkout-api'
import type { PaymentController } from '../payment/payment-controller'

/** The sandbox pop-up's messages (decision record 006). */
const SANDBOX_SOURCE = 'scentia-paystack-sandbox'

interface SandboxMessage {
  source: typeof SANDBOX_SOURCE
  event: string
  data: { reference?: string }
}

function isSandboxMessage(value: unknown): value is SandboxMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { source?: unknown }).source === SANDBOX_SOURCE &&
    typeof (value as { event?: unknown }).event === 'string'
  )
}

interface PaymentPopupProps {
  payment: InitializedPayment
  loaded: boolean
  flow: PaymentController
  /** 'sandbox' opens our hosted test pop-up; otherwise Paystack's inline script. */
  mode: 'sandbox' | 'test' | 'live'
}

/** Paystack's pop-up while the shopper pays (docs/product.md §S4 Payment flow, docs/product.md §4 step 2). */
export function PaymentPopup({ payment, loaded, flow, mode }: PaymentPopupProps) {
  if (mode === 'sandbox') return <SandboxPopup payment={payment} loaded={loaded} flow={flow} />
  return <InlinePopup payment={payment} flow={flow} />
}

/**
 * While the pop-up is open the shop behind it takes no focus or clicks (as with any modal), the
 * frame gets focus, and focus returns where it was when the pop-up goes.
 */
function usePageBehindInert(frameRef: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    const root = document.getElementById('root')
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    root?.setAttribute('inert', '')
    frameRef.current?.focus()
    return () => {
      root?.removeAttribute('inert')
      previous?.focus()
    }
  }, [frameRef])
}

function SandboxPopup({ payment, loaded, flow }: Omit<PaymentPopupProps, 'mode'>) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  usePageBehindInert(frameRef)

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our own pop-up, served by the shop's origin, is believed.
      if (event.origin !== window.location.origin || !isSandboxMessage(event.data)) return
      const { event: name, data } = event.data
      switch (name) {
        case 'loaded:transaction':
          flow.popupLoaded()
          break
        case 'success':
          void flow.paid(data.reference ?? '')
          break
        case 'cancel':
        case 'close':
        case 'error':
          flow.cancelled()
          break
        default:
        // loaded:checkout and charge:failed only inform; the pop-up stays open.
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
    }
  }, [flow])

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Pay with Paystack"
      className="fixed inset-0 z-[70]"
    >
      {loaded ? null : (
        <div className="absolute inset-0 flex items-center justify-center bg-ink/55" role="status">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-cream" />
          <span className="sr-only">Loading payment</span>
        </div>
      )}
      {/* Like Paystack's own pop-up: a full-screen frame that draws its backdrop and panel. */}
      <iframe
        ref={frameRef}
        title="Paystack checkout"
        src={payment.authorization_url}
        className="relative size-full border-0 bg-transparent"
      />
    </div>,
    document.body,
  )
}

function InlinePopup({ payment, flow }: Omit<PaymentPopupProps, 'mode' | 'loaded'>) {
  useEffect(() => {
    let active = true
    // Loaded only here, so the script never weighs on the shop's other pages.
    import('@paystack/inline-js')
      .then(({ default: PaystackPop }) => {
        if (!active) return
        new PaystackPop().resumeTransaction(payment.access_code, {
          onLoad: () => {
            flow.popupLoaded()
          },
          onSuccess: (transaction) => {
            void flow.paid(transaction.reference)
          },
          onCancel: () => {
            flow.cancelled()
          },
          // docs/product.md §S4: a bank transfer awaiting confirmation. Verification records it as pending
          // and the webhook pays the order when the bank confirms.
          onBankTransferConfirmationPending: () => {
            void flow.paid(payment.reference)
          },
          onError: () => {
            flow.popupFailed()
          },
        })
      })
      .catch(() => {
        // The script (or the chunk carrying it) did not load: a network fault, not a cancel.
        flow.popupFailed()
      })
    return () => {
      active = false
    }
  }, [payment.access_code, payment.reference, flow])
  return null
}
