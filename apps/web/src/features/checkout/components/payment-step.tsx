import type { ReactNode } from 'react'
import type { AppliedPromo } from '@scentia/domain/promo/applied-promo'
import { formatNaira } from '@scentia/domain/money/format'
import { ArrowLeft, CreditCard, Lock } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { HeadedSection } from '../../../components/ui/headed-section'
import type { AppConfig } from '../../../lib/app-config'
import { PromoCodeField } from './promo-code-field'

interface PaymentStepProps {
  /** The gift choice (decision 045), shown above the promo code. */
  gift?: ReactNode
  total: number
  email: string
  items: readonly { id: number; quantity: number }[]
  promo: AppliedPromo | null
  onPromoChange: (promo: AppliedPromo | null) => void
  config: AppConfig | undefined
  processing: boolean
  onBack: () => void
  onPay: () => void
}

/** Step 2 of checkout (docs/product.md §S2): the secure-payment panel and the pay button. */
export function PaymentStep({
  gift,
  total,
  email,
  items,
  promo,
  onPromoChange,
  config,
  processing,
  onBack,
  onPay,
}: PaymentStepProps) {
  const mode = config?.payment.mode
  // The sandbox needs no key; Paystack itself does (docs/product.md §S2: say when it is not configured).
  const notConfigured = mode !== undefined && mode !== 'sandbox' && !config?.payment.publicKey
  return (
    <HeadedSection headingId="payment-heading" title="Payment" icon={CreditCard}>
      <div className="mt-4 rounded-2xl bg-sand/60 p-5">
        <p className="flex items-center gap-2 font-medium">
          <Lock aria-hidden="true" className="size-4 text-gold-deep" />
          Secure Payment
        </p>
        <p className="mt-3 text-sm text-muted">Total to pay</p>
        <p className="font-serif text-3xl tabular-nums">{formatNaira(total)}</p>
        <p className="mt-3 text-xs text-muted">
          Your payment information is encrypted with 256-bit SSL and processed securely by Paystack.
        </p>
      </div>
      {gift}
      <PromoCodeField
        items={items}
        applied={promo}
        onChange={onPromoChange}
        disabled={processing}
      />
      {mode !== undefined && mode !== 'live' ? (
        <p role="note" className="mt-4 rounded-2xl border border-gold/60 bg-gold/10 p-4 text-sm">
          Test mode: no real money is charged. Use the test cards shown in the payment window.
        </p>
      ) : null}
      {notConfigured ? (
        <p
          role="alert"
          className="mt-4 rounded-2xl border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
        >
          Payment provider is not configured. Please contact support to complete your order.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={processing}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Shipping
        </Button>
        <Button
          size="lg"
          onClick={onPay}
          disabled={processing || email.trim() === '' || notConfigured || !config}
        >
          {processing ? 'Processing...' : 'Complete Payment'}
        </Button>
      </div>
    </HeadedSection>
  )
}
