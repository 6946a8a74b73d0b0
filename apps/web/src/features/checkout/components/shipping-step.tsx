import type { User } from '@scentia/domain/account/user'
import {
  shippingDetailsErrors,
  type ShippingDetails,
} from '@scentia/domain/checkout/shipping-details'
import { checkShippingStep } from '@scentia/domain/checkout/shipping-gate'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import {
  PICKUP_ESTIMATE,
  PICKUP_FEE_LABEL,
  PICKUP_OPTION_NAME,
} from '@scentia/domain/shipping/pickup'
import { MapPin, Pencil, Truck } from 'lucide-react'
import { ShowroomHours } from '../../../components/ui/showroom-hours'
import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { OpenerButton } from '../../../components/ui/opener-button'
import { useCheckoutParams } from '../hooks/use-checkout-params'
import { useOnline } from '../hooks/use-online'
import type { ShippingFee } from '../../../lib/use-shipping-fee'
import { ShippingAddressForm } from './shipping-address-form'
import { HeadedSection } from '../../../components/ui/headed-section'

interface ShippingStepProps {
  user: User
  details: ShippingDetails
  onChange: (details: ShippingDetails) => void
  /** `note`: where the fee comes from when a courier is connected (docs/decisions/044). */
  shipping: ShippingFee & { note?: string | null }
}

function optionClasses(selected: boolean): string {
  return `flex cursor-pointer items-center gap-3 rounded-2xl border p-4 ${
    selected ? 'border-gold-deep bg-sand/40' : 'border-line'
  }`
}

/** Where and when to collect, from the one place the showroom is kept (contact/showroom.ts). */
function ShowroomPickupDetails() {
  return (
    <div
      data-testid="pickup-details"
      className="mt-3 rounded-2xl bg-sand/60 p-4 text-sm leading-relaxed"
    >
      <p className="font-medium text-ink">{SHOWROOM.name}</p>
      <p>{showroomAddress()}</p>
      <p className="text-muted">{SHOWROOM.landmark}</p>
      <ShowroomHours className="mt-2 gap-x-4 gap-y-0.5" />
      <p className="mt-2 text-muted">
        We send a pickup code with your confirmation: give it at the counter to collect your order.
        Your address above stays your contact address.
      </p>
    </div>
  )
}

export function primaryAddress(user: User) {
  return user.addresses.find((address) => address.isPrimary) ?? user.addresses[0] ?? null
}

/** What the shipping gate (docs/product.md §S4) reads from the checkout's details: the step and the page agree. */
export function shippingGateInput(details: ShippingDetails) {
  return {
    fullName: details.full_name,
    email: details.email,
    phone: details.phone_number,
    streetAddress: details.street_address,
    city: details.city,
    state: details.state,
  }
}

/** Step 1 of checkout (docs/product.md §S2): who and where, and the delivery option. */
export function ShippingStep({ user, details, onChange, shipping }: ShippingStepProps) {
  // Standard Delivery or pickup at the showroom (decision 046), and Continue, are the URL's
  // (useCheckoutParams): the page and the step's tests read the same choice from it.
  const { method, setMethod, goTo } = useCheckoutParams()
  const online = useOnline()
  const saved = primaryAddress(user)
  // Every field as the API will parse it: a Nigerian mobile, a real email, a name, an address.
  const [firstProblem] = Object.values(shippingDetailsErrors(details))
  const [editing, setEditing] = useState(saved === null || firstProblem !== undefined)
  const gate = checkShippingStep(shippingGateInput(details), online)
  const blocked = !gate.ok || firstProblem !== undefined
  const tooltip = gate.ok ? firstProblem : gate.message

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (!blocked) goTo(2)
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <HeadedSection headingId="shipping-heading" title="Shipping Information" icon={MapPin}>
        {editing ? (
          <ShippingAddressForm
            user={user}
            details={details}
            onChange={onChange}
            canCancel={saved !== null}
            onDone={() => {
              setEditing(false)
            }}
          />
        ) : (
          <div className="mt-4 flex items-start justify-between gap-4 rounded-2xl bg-sand/60 p-4">
            {/* An email address is one long word: it breaks anywhere rather than push Edit off screen. */}
            <div className="min-w-0 text-sm leading-relaxed wrap-anywhere">
              <p className="font-medium text-ink">{details.full_name}</p>
              <p className="text-muted">{details.street_address}</p>
              <p className="text-muted">
                {details.city}, {details.state}
              </p>
              <p className="text-muted">{formatNigerianMobileLocal(details.phone_number)}</p>
              <p className="text-muted">{details.email}</p>
            </div>
            <OpenerButton icon={Pencil} setOpen={setEditing}>
              Edit
            </OpenerButton>
          </div>
        )}
      </HeadedSection>

      <HeadedSection headingId="delivery-heading" title="Delivery Options" icon={Truck}>
        <fieldset className="mt-4 flex flex-col gap-3">
          <legend className="sr-only">How your order reaches you</legend>
          <DeliveryOption
            value="standard"
            checked={method === 'delivery'}
            onChoose={() => {
              setMethod('delivery')
            }}
            title="Standard Delivery"
            note={method === 'delivery' ? shipping.estimate : null}
            fee={method === 'delivery' ? shipping.label : null}
            feeLive
          />
          <DeliveryOption
            value="pickup"
            checked={method === 'pickup'}
            onChoose={() => {
              setMethod('pickup')
            }}
            title={PICKUP_OPTION_NAME}
            note={`${SHOWROOM.area}, ${SHOWROOM.city} · ${PICKUP_ESTIMATE}`}
            fee={PICKUP_FEE_LABEL}
          />
        </fieldset>
        {method === 'delivery' && shipping.note ? (
          <p data-testid="delivery-fee-note" aria-live="polite" className="mt-3 text-sm text-muted">
            {shipping.note}
          </p>
        ) : null}
        {method === 'pickup' ? <ShowroomPickupDetails /> : null}
        {method === 'delivery' && shipping.error ? (
          <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-900">
            {shipping.error}
            <Button variant="outline" size="sm" onClick={shipping.retry}>
              Try Again
            </Button>
          </p>
        ) : null}
      </HeadedSection>

      <div className="flex justify-end">
        {/* A disabled button shows no native tooltip: the wrapper carries it, the text says it too. */}
        <span title={tooltip} className="flex flex-col items-end gap-1">
          <Button
            type="submit"
            size="lg"
            disabled={blocked}
            aria-describedby={tooltip ? 'continue-hint' : undefined}
          >
            Continue to Payment
          </Button>
          {tooltip ? (
            <span id="continue-hint" className="text-xs text-muted">
              {tooltip}
            </span>
          ) : null}
        </span>
      </div>
    </form>
  )
}

/** One way for the order to reach the shopper, as a radio card: its name, a note, its fee. */
function DeliveryOption({
  value,
  checked,
  onChoose,
  title,
  note,
  fee,
  feeLive = false,
}: {
  value: string
  checked: boolean
  onChoose: () => void
  title: string
  note: string | null
  fee: string | null
  /** The fee is announced when it changes (the live quote for the address). */
  feeLive?: boolean
}) {
  return (
    <label className={optionClasses(checked)}>
      <input
        type="radio"
        name="delivery"
        value={value}
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-gold-deep"
      />
      <span className="flex-1">
        <span className="block font-medium">{title}</span>
        {note === null ? null : <span className="block text-sm text-muted">{note}</span>}
      </span>
      {fee === null ? null : (
        <span className="font-medium tabular-nums" aria-live={feeLive ? 'polite' : undefined}>
          {fee}
        </span>
      )}
    </label>
  )
}
