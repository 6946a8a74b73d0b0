import type { Address } from '@scentia/domain/account/address'
import { Pencil } from 'lucide-react'
import { Button } from '../../../components/ui/button'

/** Which address this order goes to: one of the shopper's saved ones, or one for this order only. */
export type AddressChoice = { kind: 'saved'; id: number } | { kind: 'one-off' }

interface SavedAddressChoiceProps {
  addresses: readonly Address[]
  choice: AddressChoice
  onChoose: (choice: AddressChoice) => void
  onEdit: (address: Address) => void
}

function addressLine(address: Address): string {
  return [address.street_address, address.city ?? address.lga, address.state]
    .filter(Boolean)
    .join(', ')
}

/**
 * The shopper's saved addresses as a radio group, each editable in place, and "a different
 * address" that is used for this order without being saved (the order keeps it either way).
 */
export function SavedAddressChoice({
  addresses,
  choice,
  onChoose,
  onEdit,
}: SavedAddressChoiceProps) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">Deliver to</legend>
      <ul className="mt-2 flex flex-col gap-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex items-start gap-3 rounded-2xl border border-line bg-white/60 p-3"
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 text-sm">
              <input
                type="radio"
                name="address-choice"
                className="mt-1 size-4 shrink-0 accent-gold-deep"
                checked={choice.kind === 'saved' && choice.id === address.id}
                onChange={() => {
                  onChoose({ kind: 'saved', id: address.id })
                }}
              />
              <span className="min-w-0 wrap-anywhere">
                {addressLine(address)}
                {address.isPrimary ? (
                  <span className="ml-2 text-xs text-muted">Primary</span>
                ) : null}
              </span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${addressLine(address)}`}
              onClick={() => {
                onEdit(address)
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          </li>
        ))}
        <li className="rounded-2xl border border-line bg-white/60 p-3">
          <label className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="radio"
              name="address-choice"
              className="mt-1 size-4 shrink-0 accent-gold-deep"
              checked={choice.kind === 'one-off'}
              onChange={() => {
                onChoose({ kind: 'one-off' })
              }}
            />
            <span>
              A different address, for this order only
              <span className="block text-xs text-muted">It is not added to your addresses.</span>
            </span>
          </label>
        </li>
      </ul>
    </fieldset>
  )
}
