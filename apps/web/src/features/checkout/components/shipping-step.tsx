import type { User } from '@scentia/domain/account/user'
import type { CartItem } from '@scentia/domain/cart/cart'
import { cartSubtotal } from '@scentia/domain/cart/cart'
import { checkShippingStep } from '@scentia/domain/checkout/shipping-gate'
import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import {
  checkoutShippingFee,
  deliveryEstimate,
  deliveryFeeLabel,
} from '@scentia/domain/shipping/checkout-shipping'
import { useMutation, useQuery } from '@tanstack/react-query'
import { MapPin, Pencil, Truck } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import toast from 'react-hot-toast'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { locationErrorMessage, useLocationCascade } from '../../../lib/locations'
import { sessionActions } from '../../../lib/session'
import { saveAddress, shippingFeeQueryOptions, type ShippingDetails } from '../api/checkout-api'
import { useOnline } from '../hooks/use-online'
import { SearchableSelect } from './searchable-select'

/** "Choosing a ward sets city to the ward followed by the LGA" (spec §3), as the API seeds it. */
export function cityOf(ward: string, lga: string): string {
  return ward && lga ? `${ward}, ${lga}` : ''
}

export interface ShippingFee {
  fee: number
  label: string
  estimate: string
  isLoading: boolean
  /** Why the fee could not be fetched (the server's words), with a way to ask again. */
  error: string | null
  retry: () => void
}

/**
 * The Standard Delivery price: 'Free' for a 'test product', otherwise the server's fee for the
 * ward and subtotal ('Pay on Delivery' when 0); the domain's provisional fee until the address
 * is complete.
 */
export function useShippingFee(
  items: readonly CartItem[],
  location: { state: string; lga: string; ward: string },
): ShippingFee {
  const subtotal = cartSubtotal(items)
  const local = checkoutShippingFee({ items, location, orderTotal: subtotal })
  const query = useQuery(
    shippingFeeQueryOptions(local.status === 'calculated' ? { ...location, subtotal } : null),
  )
  const retry = () => {
    void query.refetch()
  }
  if (local.status !== 'calculated') {
    return {
      fee: local.fee,
      label: local.label,
      estimate: local.estimate,
      isLoading: false,
      error: null,
      retry,
    }
  }
  if (query.data) {
    return {
      fee: query.data.fee,
      label: deliveryFeeLabel(query.data.fee),
      estimate: deliveryEstimate(location.state),
      isLoading: false,
      error: null,
      retry,
    }
  }
  return {
    fee: 0,
    label: query.isError ? '—' : '…',
    estimate: local.estimate,
    isLoading: true,
    error: query.isError
      ? isApiError(query.error)
        ? query.error.message
        : 'Failed to load the delivery fee'
      : null,
    retry,
  }
}

interface ShippingStepProps {
  user: User
  details: ShippingDetails
  onChange: (details: ShippingDetails) => void
  shipping: ShippingFee
  onContinue: () => void
}

export function primaryAddress(user: User) {
  return user.addresses.find((address) => address.isPrimary) ?? user.addresses[0] ?? null
}

/** Step 1 of checkout (spec §2): who and where, and the delivery option. */
export function ShippingStep({ user, details, onChange, shipping, onContinue }: ShippingStepProps) {
  const online = useOnline()
  const saved = primaryAddress(user)
  const gateInput = {
    fullName: details.full_name,
    email: details.email,
    phone: details.phone_number,
    streetAddress: details.street_address,
    city: details.city,
    state: details.state,
  }
  const savedComplete =
    saved !== null &&
    checkShippingStep(gateInput, true).ok &&
    details.ward !== '' &&
    details.lga !== ''
  const [editing, setEditing] = useState(!savedComplete)
  const gate = checkShippingStep(gateInput, online)
  const blocked = !gate.ok || details.ward === '' || details.lga === ''
  const tooltip = gate.ok
    ? blocked
      ? 'Please fill in all required fields'
      : undefined
    : gate.message

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (!blocked) onContinue()
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section
        aria-labelledby="shipping-heading"
        className="rounded-3xl border border-line bg-white/60 p-5 sm:p-6"
      >
        <h2 id="shipping-heading" className="flex items-center gap-2 font-serif text-xl">
          <MapPin aria-hidden="true" className="size-5 text-gold-deep" />
          Shipping Information
        </h2>
        {editing ? (
          <AddressForm
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
            <div className="text-sm leading-relaxed">
              <p className="font-medium text-ink">{details.full_name}</p>
              <p className="text-muted">{details.street_address}</p>
              <p className="text-muted">
                {details.city}, {details.state}
              </p>
              <p className="text-muted">{formatNigerianMobileLocal(details.phone_number)}</p>
              <p className="text-muted">{details.email}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setEditing(true)
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          </div>
        )}
      </section>

      <section
        aria-labelledby="delivery-heading"
        className="rounded-3xl border border-line bg-white/60 p-5 sm:p-6"
      >
        <h2 id="delivery-heading" className="flex items-center gap-2 font-serif text-xl">
          <Truck aria-hidden="true" className="size-5 text-gold-deep" />
          Delivery Options
        </h2>
        <label className="mt-4 flex items-center gap-3 rounded-2xl border border-gold-deep bg-sand/40 p-4">
          <input
            type="radio"
            name="delivery"
            value="standard"
            checked
            readOnly
            className="size-4 accent-gold-deep"
          />
          <span className="flex-1">
            <span className="block font-medium">Standard Delivery</span>
            <span className="block text-sm text-muted">{shipping.estimate}</span>
          </span>
          <span className="font-medium tabular-nums" aria-live="polite">
            {shipping.label}
          </span>
        </label>
        {shipping.error ? (
          <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-900">
            {shipping.error}
            <Button variant="outline" size="sm" onClick={shipping.retry}>
              Try Again
            </Button>
          </p>
        ) : null}
      </section>

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

interface AddressFormProps {
  user: User
  details: ShippingDetails
  onChange: (details: ShippingDetails) => void
  canCancel: boolean
  onDone: () => void
}

function AddressForm({ user, details, onChange, canCancel, onDone }: AddressFormProps) {
  const [before] = useState(details)
  // Said when the shopper leaves the field, not at each keystroke; the API refuses it anyway.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined)
  const cascade = useLocationCascade({ state: details.state, lga: details.lga, ward: details.ward })
  const set = (patch: Partial<ShippingDetails>) => {
    onChange({ ...details, ...patch })
  }
  const save = useMutation({
    mutationFn: () =>
      saveAddress(user.user_id, {
        street_address: details.street_address,
        state: details.state,
        lga: details.lga,
        ward: details.ward,
        city: details.city,
        isPrimary: true,
      }),
    onSuccess: () => {
      toast.success('Address added successfully')
      sessionActions.refreshProfileSoon()
      onDone()
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : 'Failed to save address')
    },
  })
  const canSave = [details.street_address, details.state, details.lga, details.ward].every(
    (part) => part.trim() !== '',
  )

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        value={details.full_name}
        onChange={(event) => {
          set({ full_name: event.target.value })
        }}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        value={details.phone_number}
        error={phoneError}
        onChange={(event) => {
          set({ phone_number: event.target.value })
          if (phoneError && parseNigerianMobile(event.target.value).ok) setPhoneError(undefined)
        }}
        onBlur={(event) => {
          const parsed = parseNigerianMobile(event.target.value)
          setPhoneError(parsed.ok || event.target.value.trim() === '' ? undefined : parsed.message)
        }}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          value={details.email}
          onChange={(event) => {
            set({ email: event.target.value })
          }}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Street Address"
          autoComplete="street-address"
          required
          value={details.street_address}
          onChange={(event) => {
            set({ street_address: event.target.value })
          }}
        />
      </div>
      <SearchableSelect
        label="State"
        placeholder={cascade.states.isLoading ? 'Loading states…' : 'Select State'}
        required
        options={cascade.states.data ?? []}
        value={details.state}
        error={
          cascade.states.isError ? locationErrorMessage('states', cascade.states.error) : undefined
        }
        onChange={(chosen) => {
          cascade.setState(chosen)
          set({ state: chosen, lga: '', ward: '', city: '' })
        }}
      />
      <SearchableSelect
        label="LGA"
        placeholder={cascade.lgas.isLoading ? 'Loading LGAs…' : 'Select LGA'}
        required
        disabled={details.state === ''}
        options={cascade.lgas.data ?? []}
        value={details.lga}
        error={cascade.lgas.isError ? locationErrorMessage('lgas', cascade.lgas.error) : undefined}
        onChange={(chosen) => {
          cascade.setLga(chosen)
          set({ lga: chosen, ward: '', city: '' })
        }}
      />
      <div className="sm:col-span-2">
        <SearchableSelect
          label="Ward"
          placeholder={cascade.wards.isLoading ? 'Loading wards…' : 'Select Ward'}
          required
          disabled={details.lga === ''}
          options={cascade.wards.data ?? []}
          value={details.ward}
          error={
            cascade.wards.isError ? locationErrorMessage('wards', cascade.wards.error) : undefined
          }
          onChange={(chosen) => {
            cascade.setWard(chosen)
            set({ ward: chosen, city: cityOf(chosen, details.lga) })
          }}
        />
      </div>
      {canCancel ? (
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button
            variant="outline"
            onClick={() => {
              onChange(before)
              onDone()
            }}
          >
            Cancel
          </Button>
          <Button
            disabled={!canSave || save.isPending}
            onClick={() => {
              save.mutate()
            }}
          >
            Save Address
          </Button>
        </div>
      ) : null}
    </div>
  )
}
