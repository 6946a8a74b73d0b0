import {
  INCOMPLETE_ADDRESS_MESSAGE,
  findFirstIncompleteAddress,
} from '@scentia/domain/account/address'
import { useState } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { useSession } from '../../../lib/session'
import { useAddressActions } from '../hooks/use-address-actions'
import { AddressForm } from './address-form'

/**
 * docs/product.md §S2/§S4: opens by itself for the first saved address lacking a required part, closes on
 * success or cancel. A cancelled address is not asked about again in this visit.
 */
export function IncompleteAddressModal() {
  const { user } = useSession()
  const [dismissed, setDismissed] = useState<readonly number[]>([])
  const actions = useAddressActions(user?.user_id ?? 0)
  const incomplete = user
    ? findFirstIncompleteAddress(
        user.addresses.filter((address) => !dismissed.includes(address.id)),
      )
    : undefined

  if (!incomplete) return null
  const dismiss = () => {
    setDismissed((ids) => [...ids, incomplete.id])
  }

  return (
    <Dialog
      open
      onClose={dismiss}
      title="Complete Your Address"
      description={INCOMPLETE_ADDRESS_MESSAGE}
    >
      <div className="px-5 py-5">
        <AddressForm
          key={incomplete.id}
          initial={incomplete}
          submitLabel="Save Address"
          busy={actions.busyId === incomplete.id}
          onSubmit={async (input) => {
            const saved = await actions.update(incomplete.id, input)
            if (saved) dismiss()
            return saved
          }}
          onCancel={dismiss}
        />
      </div>
    </Dialog>
  )
}
