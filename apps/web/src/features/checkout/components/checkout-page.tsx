import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import type { User } from '@scentia/domain/account/user'
import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { checkShippingStep, clampCheckoutStep } from '@scentia/domain/checkout/shipping-gate'
import { ArrowLeft, Check, LockKeyhole } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, Navigate } from 'react-router'
import { PageSkeleton } from '../../../components/layout/page-skeleton'
import { Button } from '../../../components/ui/button'
import { SignInRequired } from '../../../components/ui/sign-in-required'
import { StatusPanel } from '../../../components/ui/status-panel'
import { openAccountPanel } from '../../../lib/account-panel'
import { useAppConfig } from '../../../lib/app-config'
import { useSession } from '../../../lib/session'
import { prepareToasts } from '../../../lib/toast'
import { getPaymentController, usePaymentState } from '../hooks/use-payment'
import { useAppliedPromo } from '../hooks/use-applied-promo'
import { useCheckoutParams } from '../hooks/use-checkout-params'
import { useCheckoutTotals } from '../hooks/use-checkout-totals'
import { useDeliveryFee } from '../hooks/use-delivery-fee'
import { isProcessing } from '../payment/payment-state'
import { OrderSummary } from './order-summary'
import { GiftOption } from './gift-option'
import { giftRequestOf, NO_GIFT, useGiftOptions, type GiftChoice } from '../api/gift-api'
import { PaymentFailure } from './payment-failure'
import { PaymentPopup } from './payment-popup'
import { PayOnDeliveryOption } from './pay-on-delivery-option'
import { PaymentStep } from './payment-step'
import { cityOf } from './address-fields'
import { primaryAddress, shippingGateInput, ShippingStep } from './shipping-step'
import { VerifyingOverlay } from './verifying-overlay'

export const CHECKOUT_SIGN_IN_MESSAGE = 'Please sign in to continue with your checkout process.'

function initialDetails(user: User): ShippingDetails {
  const address = primaryAddress(user)
  return {
    full_name: user.full_name,
    email: user.email,
    phone_number: user.phone_number ? formatNigerianMobileLocal(user.phone_number) : '',
    street_address: address?.street_address ?? '',
    state: address?.state ?? '',
    lga: address?.lga ?? '',
    ward: address?.ward ?? '',
    city: address ? (address.city ?? cityOf(address.ward, address.lga)) : '',
  }
}

/** /checkout (docs/product.md §S2): signed in only, two steps, then Paystack. */
export function CheckoutPage({ items }: { items: readonly CartItem[] }) {
  const session = useSession()
  const state = usePaymentState()
  useEffect(() => {
    // "Connection lost" must be able to show offline: its layer is fetched now (lib/toast.ts).
    prepareToasts()
    return () => {
      getPaymentController().leave()
    }
  }, [])

  if (session.isLoading) return <PageSkeleton />
  if (!session.isAuthenticated || !session.user) {
    return (
      <>
        <SignInRequired
          message={CHECKOUT_SIGN_IN_MESSAGE}
          secondaryLabel="Back to Cart"
          secondaryTo="/cart"
        />
        <StatusPanel
          headingLevel="h1"
          icon={<LockKeyhole aria-hidden="true" className="size-6" />}
          title="Authentication Required"
          actions={
            <Button
              onClick={() => {
                openAccountPanel('login', { closeOnSignIn: true })
              }}
            >
              Sign In
            </Button>
          }
        >
          {CHECKOUT_SIGN_IN_MESSAGE}
        </StatusPanel>
      </>
    )
  }
  if (state.phase === 'failed') {
    return (
      <PaymentFailure status={state.status} reference={state.reference} message={state.message} />
    )
  }
  if (state.phase === 'unprocessed')
    return <UnprocessedOrder reference={state.reference} message={state.message} />
  if (items.length === 0 && !isProcessing(state) && state.phase !== 'placed')
    return <Navigate to="/cart" replace />
  return <CheckoutSteps key={session.user.user_id} user={session.user} items={items} />
}

function CheckoutSteps({ user, items }: { user: User; items: readonly CartItem[] }) {
  const checkoutParams = useCheckoutParams()
  const { method } = checkoutParams
  const [details, setDetails] = useState(() => initialDetails(user))
  const [promo, setPromo] = useAppliedPromo(items)
  const { data: config } = useAppConfig()
  const shipping = useDeliveryFee(items, details, method, config?.delivery.liveQuotes ?? false)
  const state = usePaymentState()
  const flow = getPaymentController()

  const gateOk = checkShippingStep(shippingGateInput(details), true).ok && details.ward !== ''
  // A deep link to step 2 without a complete address starts at shipping (docs/product.md §S4: clamped).
  const step = clampCheckoutStep(checkoutParams.step) === 2 && gateOk ? 2 : 1
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT)
  const wrapPrice = useGiftOptions().data?.wrapPrice ?? 0
  // Wrap the owner stopped offering is not charged (the server would refuse it).
  const giftWrap = gift.isGift && gift.wrap && wrapPrice > 0 ? wrapPrice : 0
  const giftRequest = giftRequestOf(gift.isGift ? { ...gift, wrap: giftWrap > 0 } : undefined)
  const totals = useCheckoutTotals(items, promo?.discount ?? 0, shipping.fee, giftWrap)
  const { total } = totals
  const processing = isProcessing(state)

  return (
    <div className="mx-auto max-w-6xl px-5 pt-6 pb-16 md:px-8 md:pt-10">
      <Link
        to="/cart"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Cart
      </Link>
      <h1 className="mt-2 font-serif text-4xl tracking-tight">Checkout</h1>
      <CheckoutProgress step={step} />
      {/* minmax(0, 1fr), not an implicit auto track: a long word inside (an email address) must
          wrap within the screen instead of widening the column and the page past a phone's edge. */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {step === 1 ? (
            <ShippingStep user={user} details={details} onChange={setDetails} shipping={shipping} />
          ) : (
            <PaymentStep
              gift={
                <GiftOption
                  value={gift}
                  onChange={setGift}
                  wrapPrice={wrapPrice}
                  disabled={processing}
                />
              }
              total={total}
              email={details.email}
              items={items}
              promo={promo}
              onPromoChange={setPromo}
              config={config}
              processing={processing || shipping.isLoading}
              onBack={() => {
                checkoutParams.goTo(1)
              }}
              onPay={() => {
                void flow.start({
                  userId: user.user_id,
                  shipping: details,
                  items,
                  deliveryMethod: method,
                  shippingQuote: shipping.quote,
                  ...(promo ? { promoCode: promo.code } : {}),
                  ...(giftRequest ? { gift: giftRequest } : {}),
                })
              }}
            />
          )}
          {step === 2 ? (
            <PayOnDeliveryOption
              user={user}
              details={details}
              items={items}
              total={total}
              {...(promo ? { promoCode: promo.code } : {})}
              gift={giftRequest}
              disabled={processing || shipping.isLoading}
              deliveryMethod={method}
              shippingQuote={shipping.quote}
            />
          ) : null}
        </div>
        <aside>
          <OrderSummary
            items={items}
            shippingLabel={shipping.label}
            totals={totals}
            promo={promo}
          />
        </aside>
      </div>
      {state.phase === 'paying' && config ? (
        <PaymentPopup
          payment={state.payment}
          loaded={state.loaded}
          flow={flow}
          mode={config.payment.mode}
        />
      ) : null}
      {state.phase === 'verifying' || state.phase === 'submitting' ? <VerifyingOverlay /> : null}
    </div>
  )
}

function CheckoutProgress({ step }: { step: 1 | 2 }) {
  const steps = ['Shipping Info', 'Payment'] as const
  return (
    <ol aria-label="Checkout progress" className="mt-6 flex items-center gap-3 text-sm">
      {steps.map((label, index) => {
        const number = index + 1
        const done = number < step
        const current = number === step
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            <span
              className={`flex size-8 items-center justify-center rounded-full border text-sm font-medium ${
                current || done ? 'border-ink bg-ink text-cream' : 'border-ink/25 text-muted'
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : number}
            </span>
            <span className={current ? 'font-medium text-ink' : 'text-muted'}>{label}</span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="mx-1 h-px w-8 bg-ink/25 sm:w-16" />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

function UnprocessedOrder({ reference, message }: { reference: string; message: string }) {
  const flow = getPaymentController()
  return (
    <StatusPanel
      role="alert"
      headingLevel="h1"
      title="Order not yet confirmed"
      actions={
        <Button
          onClick={() => {
            void flow.recover()
          }}
        >
          Try Again
        </Button>
      }
    >
      <p>{message}</p>
      <p className="mt-3">
        Reference number: <span className="font-mono text-ink">{reference}</span>
      </p>
      <p className="mt-3">
        Your payment is safe. We will complete the order automatically when your connection returns.
      </p>
    </StatusPanel>
  )
}
