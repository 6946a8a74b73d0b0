import { paymentFailureTitle } from '@scentia/domain/payment/paystack'
import { XCircle } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useGoBack } from '../../../components/layout/use-go-back'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAppConfig } from '../../../lib/app-config'

interface PaymentFailureProps {
  status: string
  reference: string | null
  /** The server's explanation when there is one (a 409's refund notice, say). */
  message: string | null
}

/** docs/product.md §S2 Checkout: the failure screen. */
export function PaymentFailure({ status, reference, message }: PaymentFailureProps) {
  const { data: config } = useAppConfig()
  const goBack = useGoBack()
  return (
    <StatusPanel
      role="alert"
      headingLevel="h1"
      icon={<XCircle aria-hidden="true" className="size-7" />}
      title={paymentFailureTitle(status)}
      actions={
        <>
          <Button
            onClick={() => {
              window.location.reload()
            }}
          >
            Try Again
          </Button>
          <Button variant="outline" onClick={goBack}>
            Go Back
          </Button>
        </>
      }
    >
      <p>We're sorry, but your payment could not be processed at this time.</p>
      {message ? <p className="mt-2 text-ink">{message}</p> : null}
      {reference ? (
        <p className="mt-3">
          Reference number: <span className="font-mono text-ink">{reference}</span>
        </p>
      ) : null}
      <p className="mt-3">
        If your bank account was debited, please contact support at{' '}
        {config ? (
          <a className="underline" href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>
        ) : (
          'our support team'
        )}{' '}
        with your reference number.
      </p>
    </StatusPanel>
  )
}
