import {
  applyPrimaryAddress,
  type Address,
  type AddressInput,
  type AddressUpdate,
} from '@scentia/domain/account/address'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { getSession, sessionActions } from '../../../lib/session'
import { addAddress } from '../../../lib/address-api'
import { deleteAddress, updateAddress } from '../api/account-api'

/** docs/product.md §S8 Account: the address toasts, verbatim; adding has none there, so it says what happened. */
export const ADDRESS_MESSAGES = {
  added: 'Address added successfully',
  updated: 'Address updated successfully!',
  updateFailed: 'Failed to update address. Please try again.',
  deleted: 'Address deleted successfully',
  deleteFailed: 'Failed to delete address',
} as const

/** Keeps the session's copy of the addresses in step, then reads the profile again (docs/product.md §S4). */
function replaceAddresses(change: (addresses: Address[]) => Address[]) {
  const { user } = getSession()
  if (!user) return
  sessionActions.setUser({ ...user, addresses: change(user.addresses) })
  sessionActions.refreshProfileSoon()
}

/**
 * The saved-address actions of the settings tab and the Incomplete Address modal. `busyId` is
 * the address whose action is running (docs/product.md §S2: a per-item loading state).
 */
export function useAddressActions(userId: number) {
  const [busyId, setBusyId] = useState<number | 'new' | null>(null)

  async function add(input: AddressInput): Promise<boolean> {
    setBusyId('new')
    try {
      const address = await addAddress(userId, input)
      replaceAddresses((addresses) => {
        const next = [...addresses, address]
        return address.isPrimary ? applyPrimaryAddress(next, address.id) : next
      })
      toast.success(ADDRESS_MESSAGES.added)
      return true
    } catch (error) {
      // docs/product.md §S8: add-address failures are only logged; the form stays open with its values.
      console.error('Adding the address failed', error)
      return false
    } finally {
      setBusyId(null)
    }
  }

  async function update(addressId: number, change: AddressUpdate): Promise<boolean> {
    setBusyId(addressId)
    try {
      const address = await updateAddress(addressId, change)
      replaceAddresses((addresses) => {
        const next = addresses.map((item) => (item.id === address.id ? address : item))
        return address.isPrimary ? applyPrimaryAddress(next, address.id) : next
      })
      toast.success(ADDRESS_MESSAGES.updated)
      return true
    } catch {
      toast.error(ADDRESS_MESSAGES.updateFailed)
      return false
    } finally {
      setBusyId(null)
    }
  }

  async function remove(addressId: number): Promise<boolean> {
    setBusyId(addressId)
    try {
      await deleteAddress(addressId)
      replaceAddresses((addresses) => addresses.filter((item) => item.id !== addressId))
      toast.success(ADDRESS_MESSAGES.deleted)
      return true
    } catch {
      toast.error(ADDRESS_MESSAGES.deleteFailed)
      return false
    } finally {
      setBusyId(null)
    }
  }

  return {
    busyId,
    add,
    update,
    setPrimary: (addressId: number) => update(addressId, { isPrimary: true }),
    remove,
  }
}
