import {
  MAX_STREET_ADDRESS_LENGTH,
  isAddressComplete,
  type Address,
  type AddressInput,
} from '@scentia/domain/account/address'
import { useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import {
  LocationPicker,
  LocationSelectField,
  type LocationFieldProps,
} from '../../../components/ui/location-picker'
import { useLocationCascade } from '../../../lib/locations'
import { bindValue } from '../../../lib/form-bindings'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

/** Every place is required on an address. */
function AddressSelect(props: LocationFieldProps) {
  return <LocationSelectField {...props} required />
}

interface AddressFormProps {
  initial?: Partial<Pick<Address, 'street_address' | 'state' | 'lga' | 'ward' | 'isPrimary'>>
  submitLabel: string
  busy: boolean
  /** Offer the "primary" box (new addresses). */
  showPrimary?: boolean
  onSubmit: (input: AddressInput) => Promise<boolean> | boolean
  onCancel: () => void
}

/**
 * Street, then state → LGA → ward (the location cascade of docs/product.md §S4). docs/product.md §S5: the form silently
 * refuses to save while any part is blank after trimming.
 */
export function AddressForm({
  initial = {},
  submitLabel,
  busy,
  showPrimary = false,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const [street, setStreet] = useState(initial.street_address ?? '')
  const [isPrimary, setIsPrimary] = useState(initial.isPrimary ?? false)
  const cascade = useLocationCascade({
    state: initial.state ?? '',
    lga: initial.lga ?? '',
    ward: initial.ward ?? '',
  })
  const { selection } = cascade

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    const input = { street_address: street.trim(), ...selection }
    if (!isAddressComplete(input)) return
    await onSubmit(showPrimary ? { ...input, isPrimary } : input)
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <TextField
        label="Street address"
        autoComplete="street-address"
        maxLength={MAX_STREET_ADDRESS_LENGTH}
        {...bindValue(street, setStreet)}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <LocationPicker cascade={cascade} Field={AddressSelect} keepCurrentValue />
      </div>
      {showPrimary ? (
        <CheckboxRow className="text-sm" checked={isPrimary} onCheckedChange={setIsPrimary}>
          Make this my primary address
        </CheckboxRow>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
