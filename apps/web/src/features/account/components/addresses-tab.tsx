import type { Address } from '@scentia/domain/account/address'
import type { User } from '@scentia/domain/account/user'
import { Loader2, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { OpenerButton } from '../../../components/ui/opener-button'
import { useAddressActions } from '../hooks/use-address-actions'
import { AddressForm } from './address-form'

/** Addresses (docs/product.md §S2): list, add new, set primary, edit, delete with a per-item loading state. */
export function AddressesTab({ user }: { user: User }) {
  const actions = useAddressActions(user.user_id)
  const [adding, setAdding] = useState(false)
  const [editingId, setEditingId] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-xl">Saved Addresses</h2>
        {adding ? null : (
          <OpenerButton icon={Plus} setOpen={setAdding} variant="primary">
            Add New Address
          </OpenerButton>
        )}
      </div>

      {adding ? (
        <section
          aria-label="New address"
          className="rounded-2xl border border-line bg-white/60 p-5"
        >
          <AddressForm
            submitLabel="Save Address"
            showPrimary
            busy={actions.busyId === 'new'}
            onSubmit={async (input) => {
              const saved = await actions.add(input)
              if (saved) setAdding(false)
              return saved
            }}
            // docs/product.md §S4: cancel clears the fields and closes (the form unmounts with its values).
            onCancel={() => {
              setAdding(false)
            }}
          />
        </section>
      ) : null}

      {user.addresses.length === 0 && !adding ? (
        <p className="text-sm text-muted">You have no saved addresses yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Saved addresses">
          {user.addresses.map((address) => (
            <li key={address.id} className="rounded-2xl border border-line bg-white/60 p-5">
              {editingId === address.id ? (
                <AddressForm
                  initial={address}
                  submitLabel="Save Changes"
                  busy={actions.busyId === address.id}
                  onSubmit={async (input) => {
                    const saved = await actions.update(address.id, input)
                    if (saved) setEditingId(null)
                    return saved
                  }}
                  onCancel={() => {
                    setEditingId(null)
                  }}
                />
              ) : (
                <AddressRow
                  address={address}
                  busy={actions.busyId === address.id}
                  onEdit={() => {
                    setEditingId(address.id)
                  }}
                  onSetPrimary={() => void actions.setPrimary(address.id)}
                  onDelete={() => {
                    setDeleting(address)
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteAddressDialog
        address={deleting}
        onCancel={() => {
          setDeleting(null)
        }}
        onConfirm={(address) => {
          setDeleting(null)
          void actions.remove(address.id)
        }}
      />
    </div>
  )
}

export const DELETE_ADDRESS_QUESTION = 'Delete this address?'

/** A deleted address cannot be brought back: the shopper says so first, and Keep is the default. */
function DeleteAddressDialog({
  address,
  onCancel,
  onConfirm,
}: {
  address: Address | null
  onCancel: () => void
  onConfirm: (address: Address) => void
}) {
  return (
    <ConfirmDialog
      open={address !== null}
      title={DELETE_ADDRESS_QUESTION}
      description={`${address ? addressSummary(address) : ''} will be removed from your saved addresses.`}
      keepLabel="Keep address"
      confirmLabel="Delete address"
      onConfirm={() => {
        if (address) onConfirm(address)
      }}
      onCancel={onCancel}
    />
  )
}

function addressSummary(address: Address): string {
  return [address.street_address, address.ward, address.lga, address.state]
    .filter(Boolean)
    .join(', ')
}

interface AddressRowProps {
  address: Address
  busy: boolean
  onEdit: () => void
  onSetPrimary: () => void
  onDelete: () => void
}

function AddressRow({ address, busy, onEdit, onSetPrimary, onDelete }: AddressRowProps) {
  const summary = [address.ward, address.lga, address.state].filter(Boolean).join(', ')
  // Every row has both, so each names its street for a screen reader's list of buttons.
  const rowActions = [
    { verb: 'Edit', Icon: Pencil, onClick: onEdit, className: undefined },
    { verb: 'Delete', Icon: Trash2, onClick: onDelete, className: 'text-red-800' },
  ]
  return (
    <div
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
      aria-busy={busy}
    >
      <div className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-deep" />
        <div>
          <p className="font-medium">{address.street_address || 'Street address missing'}</p>
          <p className="text-sm text-muted">{summary || 'Location missing'}</p>
          {address.isPrimary ? (
            <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-gold/25 px-2.5 py-0.5 text-xs font-semibold">
              <Star aria-hidden="true" className="size-3 fill-current" />
              Primary
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {busy ? (
          <span role="status" className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Working...
          </span>
        ) : null}
        {address.isPrimary ? null : (
          <Button variant="outline" size="sm" disabled={busy} onClick={onSetPrimary}>
            Set as Primary
          </Button>
        )}
        {rowActions.map(({ verb, Icon, onClick, className }) => (
          <Button
            key={verb}
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onClick}
            aria-label={`${verb} ${address.street_address}`}
            className={className}
          >
            <Icon aria-hidden="true" className="size-4" />
            {verb}
          </Button>
        ))}
      </div>
    </div>
  )
}
