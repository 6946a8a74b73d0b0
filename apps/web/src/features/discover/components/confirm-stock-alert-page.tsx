import { STOCK_ALERT_MESSAGES } from '@scentia/domain/catalog/stock-alert'
import { BellRing, CircleCheck } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { productPath } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { useConfirmStockAlert } from '../api/confirm-stock-alert'
import { FormAlert } from '../../../components/ui/form-alert'

const CONFIRM_FAILED_MESSAGE = "We couldn't confirm your alert just now. Please try again."

/**
 * /stock-alerts/confirm?token=…, opened from the "Confirm your alert" mail. The shopper presses
 * a button rather than the page confirming on load: mail scanners open links, and a link
 * opened by a machine must not be taken for the reader's yes.
 */
export function ConfirmStockAlertPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const confirm = useConfirmStockAlert()
  const failure = confirm.error
    ? isApiError(confirm.error) && confirm.error.message
      ? confirm.error.message
      : CONFIRM_FAILED_MESSAGE
    : null

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white/60 p-6 shadow-sm sm:p-10">
        <h1 className="flex items-center gap-2 font-serif text-3xl tracking-tight">
          <BellRing aria-hidden="true" className="size-6 text-gold-deep" />
          Confirm your alert
        </h1>
        {confirm.data ? (
          <div role="status" className="mt-6 flex flex-col gap-4">
            <p className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-5 text-gold-deep" />
              {confirm.data.message}
            </p>
            <Link className="font-medium underline" to={productPath(confirm.data.productId)}>
              Back to {confirm.data.productName}
            </Link>
          </div>
        ) : token ? (
          <div className="mt-6 flex flex-col gap-4">
            <p className="text-sm text-muted">
              Press the button to confirm that you asked us to email you when a fragrance is back in
              stock. We&apos;ll write once, and nothing else.
            </p>
            <Button
              type="button"
              disabled={confirm.isPending}
              onClick={() => {
                confirm.mutate({ token })
              }}
            >
              Confirm my alert
            </Button>
            <FormAlert>{failure}</FormAlert>
          </div>
        ) : (
          <p role="alert" className="mt-6 text-sm font-medium text-red-800">
            {STOCK_ALERT_MESSAGES.linkInvalid}
          </p>
        )}
      </div>
    </div>
  )
}
