import { isAddressComplete, type Address } from '@scentia/domain/account/address'
import type { User } from '@scentia/domain/account/user'
import {
  shippingDetailsErrors,
  type ShippingDetails,
  type ShippingField,
} from '@scentia/domain/checkout/shipping-details'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { updateAddress } from '../../../lib/address-api'
import { isApiError } from '../../../lib/api-client'
import { sessionActions } from '../../../lib/session'
import { toast } from '../../../lib/toast'
import { AddressFields, cityOf } from './address-fields'
import { ContactFields } from './contact-fields'
import { SavedAddressChoice, type AddressChoice } from './saved-address-choice'
import type { ShippingFieldsProps } from './shipping-fields'

const ALL_FIELDS: readonly ShippingField[] = [
  'full_name',
  'phone_number',
  'email',
  'street_address',
  'state',
  'lga',
  'ward',
  'city',
]
const ADDRESS_FIELDS: readonly ShippingField[] = ['street_address', 'state', 'lga', 'ward', 'city']

/** A saved address's parts, as the order's details hold them. */
function addressDetails(address: Address): Partial<ShippingDetails> {
  return {
    street_address: address.street_address,
    state: address.state,
    lga: address.lga,
    ward: address.ward,
    city: address.city ?? cityOf(address.ward, address.lga),
  }
}

const BLANK_ADDRESS: Partial<ShippingDetails> = {
  street_address: '',
  state: '',
  lga: '',
  ward: '',
  city: '',
}

/** The saved address the details already are, else a one-off one. */
function choiceOf(addresses: readonly Address[], details: ShippingDetails): AddressChoice {
  const same = addresses.find(
    (address) =>
      address.street_address === details.street_address &&
      address.ward === details.ward &&
      address.lga === details.lga &&
      address.state === details.state,
  )
  return same ? { kind: 'saved', id: same.id } : { kind: 'one-off' }
}

interface AddressFormProps {
  user: User
  details: ShippingDetails
  onChange: (details: ShippingDetails) => void
  canCancel: boolean
  onDone: () => void
}

/**
 * Checkout's "who and where" (docs/product.md §S2): the contact fields, then one of the shopper's
 * saved addresses (editable in place) or a one-off address for this order, never saved. Every
 * field is checked by the schema the API parses with (shippingDetailsErrors), inline.
 */
export function ShippingAddressForm({
  user,
  details,
  onChange,
  canCancel,
  onDone,
}: AddressFormProps) {
  const [before] = useState(details)
  const saved = user.addresses.filter(isAddressComplete)
  const [choice, setChoice] = useState<AddressChoice>(() => choiceOf(saved, details))
  const [editing, setEditing] = useState<Address | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<ShippingField>>(new Set())
  const formRef = useRef<HTMLDivElement>(null)
  const errors = shippingDetailsErrors(details)
  const set = (patch: Partial<ShippingDetails>) => {
    onChange({ ...details, ...patch })
  }
  const touch = (fields: readonly ShippingField[]) => {
    setTouched((current) => new Set([...current, ...fields]))
  }

  /** Whether these fields are valid; if not, their errors show and the first one gets focus. */
  function check(fields: readonly ShippingField[]): boolean {
    touch(fields)
    const bad = fields.find((field) => errors[field] !== undefined)
    if (bad === undefined) return true
    // After the errors render: the field to fix is where the shopper is looking.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[name="${bad}"], [aria-invalid="true"]`)?.focus()
    })
    return false
  }

  const save = useMutation({
    mutationFn: (address: Address) =>
      updateAddress(address.id, {
        street_address: details.street_address,
        state: details.state,
        lga: details.lga,
        ward: details.ward,
        city: details.city,
      }),
    onSuccess: (address) => {
      toast.success('Address updated')
      sessionActions.refreshProfileSoon()
      setEditing(null)
      setChoice({ kind: 'saved', id: address.id })
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : 'Could not save the address. Try again.')
    },
  })

  function choose(next: AddressChoice) {
    setChoice(next)
    setEditing(null)
    const address = next.kind === 'saved' ? saved.find(({ id }) => id === next.id) : undefined
    set(address ? addressDetails(address) : BLANK_ADDRESS)
  }

  // Both parts of the form show the same details and report edits the same way.
  const fields: ShippingFieldsProps = {
    details,
    errors,
    touched,
    onChange: set,
    onBlur: (field) => {
      touch([field])
    },
  }
  const showFields = saved.length === 0 || choice.kind === 'one-off' || editing !== null
  return (
    <div ref={formRef} className="mt-4 grid gap-4 sm:grid-cols-2">
      <ContactFields {...fields} />
      {saved.length > 0 ? (
        <SavedAddressChoice
          addresses={saved}
          choice={choice}
          onChoose={choose}
          onEdit={(address) => {
            setChoice({ kind: 'saved', id: address.id })
            setEditing(address)
            set(addressDetails(address))
          }}
        />
      ) : null}
      {showFields ? <AddressFields {...fields} /> : null}
      {editing ? (
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <Button
            variant="outline"
            onClick={() => {
              choose({ kind: 'saved', id: editing.id })
            }}
          >
            Cancel Edit
          </Button>
          <Button
            disabled={save.isPending}
            onClick={() => {
              if (check(ADDRESS_FIELDS)) save.mutate(editing)
            }}
          >
            Save Changes
          </Button>
        </div>
      ) : canCancel ? (
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
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
            onClick={() => {
              if (check(ALL_FIELDS)) onDone()
            }}
          >
            Use This Address
          </Button>
        </div>
      ) : null}
    </div>
  )
}
