import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { Dialog } from '../../../components/ui/dialog'
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

/** Paystack's pop-up while the shopper pays (spec §4 Payment flow, PRODUCT §4 step 2). */
export function PaymentPopup({ payment, loaded, flow, mode }: PaymentPopupProps) {
  if (mode === 'sandbox') return <SandboxPopup payment={payment} loaded={loaded} flow={flow} />
  return <InlinePopup payment={payment} flow={flow} />
}

function SandboxPopup({ payment, loaded, flow }: Omit<PaymentPopupProps, 'mode'>) {
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

  return (
    <Dialog
      open
      onClose={() => {
        flow.cancelled()
      }}
      title="Pay with Paystack"
      hideTitle
      className="sm:max-w-md"
    >
      <div className="relative h-[min(760px,85dvh)] w-full">
        {loaded ? null : (
          <div className="absolute inset-0 flex items-center justify-center" role="status">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-gold-deep" />
            <span className="sr-only">Loading payment</span>
          </div>
        )}
        <iframe
          title="Paystack checkout"
          src={payment.authorization_url}
          className="size-full rounded-b-3xl border-0"
        />
      </div>
    </Dialog>
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
          onError: () => {
            flow.cancelled()
          },
        })
      })
      .catch(() => {
        flow.cancelled()
      })
    return () => {
      active = false
    }
  }, [payment.access_code, flow])
  return null
}
