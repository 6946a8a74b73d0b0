import type { User } from '@scentia/domain/account/user'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { LocationPicker, type LocationFieldProps } from '../../../components/ui/location-picker'
import { addAddress } from '../../../lib/address-api'
import { isApiError } from '../../../lib/api-client'
import { bindValue } from '../../../lib/form-bindings'
import { useLocationCascade } from '../../../lib/locations'
import { sessionActions } from '../../../lib/session'
import { SearchableSelect } from './searchable-select'

/** "Choosing a ward sets city to the ward followed by the LGA" (docs/product.md §S3), as the API seeds it. */
export function cityOf(ward: string, lga: string): string {
  return ward && lga ? `${ward}, ${lga}` : ''
}

const loadingPlaceholders = {
  states: 'Loading states…',
  lgas: 'Loading LGAs…',
  wards: 'Loading wards…',
} as const

/** State, LGA and Ward as searchable dropdowns (docs/product.md §S2); the ward takes the whole row. */
function ShippingPlaceSelect({
  level,
  placeholder,
  isLoading,
  onChange,
  ...field
}: LocationFieldProps) {
  const select = (
    <SearchableSelect
      {...field}
      placeholder={isLoading ? loadingPlaceholders[level] : placeholder}
      required
      onChange={onChange}
    />
  )
  return level === 'wards' ? <div className="sm:col-span-2">{select}</div> : select
}

interface AddressFormProps {
  user: User
  details: ShippingDetails
  onChange: (details: ShippingDetails) => void
  canCancel: boolean
  onDone: () => void
}

export function ShippingAddressForm({
  user,
  details,
  onChange,
  canCancel,
  onDone,
}: AddressFormProps) {
  const [before] = useState(details)
  // Said when the shopper leaves the field, not at each keystroke; the API refuses it anyway.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined)
  const cascade = useLocationCascade({ state: details.state, lga: details.lga, ward: details.ward })
  const set = (patch: Partial<ShippingDetails>) => {
    onChange({ ...details, ...patch })
  }
  /** A text field's value and change handler for one of the details. */
  const bind = (key: 'full_name' | 'email' | 'street_address') =>
    bindValue(details[key], (value) => {
      set({ [key]: value })
    })
  const save = useMutation({
    mutationFn: () =>
      addAddress(user.user_id, {
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
      <TextField label="Full Name" autoComplete="name" required {...bind('full_name')} />
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
          {...bind('email')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Street Address"
          autoComplete="street-address"
          required
          {...bind('street_address')}
        />
      </div>
      <LocationPicker
        cascade={cascade}
        Field={ShippingPlaceSelect}
        placeholders={{ states: 'Select State', lgas: 'Select LGA', wards: 'Select Ward' }}
        onChange={(selection) => {
          set({ ...selection, city: cityOf(selection.ward, selection.lga) })
        }}
      />
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
