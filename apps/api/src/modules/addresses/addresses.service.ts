import {
  INCOMPLETE_ADDRESS_MESSAGE,
  isAddressComplete,
  type Address,
  type AddressInput,
  type AddressUpdate,
} from '@scentia/domain/account/address'
import type { Db } from '../../db/client.js'
import { badRequest } from '../../plugins/error-handler.js'
import { toAddress } from '../users/index.js'
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  matchLocation,
  updateAddress,
  type AddressRow,
  type LocationNames,
} from './addresses.repository.js'

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found'
export const ADDRESS_NOT_YOURS_MESSAGE = 'You can only change your own addresses'

/** An address call's expected failures, as values the route answers with their status. */
export type AddressFailure = { ok: false; status: 400 | 403 | 404; message: string }
export type AddressResult<T> = { ok: true; value: T } | AddressFailure

const invalid = (message: string): AddressFailure => ({ ok: false, status: 400, message })

/**
 * A state, LGA and ward that exist together in the locations tables, spelled as the tables spell
 * them; otherwise a 400 naming the first part that does not fit.
 */
export async function checkLocation(
  db: Db,
  location: LocationNames,
): Promise<AddressResult<LocationNames>> {
  const match = await matchLocation(db, location)
  if (!match.state) return invalid('Please choose a valid state')
  if (!match.lga) return invalid(`Please choose a valid LGA in ${match.state}`)
  if (!match.ward) return invalid(`Please choose a valid ward in ${match.lga}`)
  return { ok: true, value: { state: match.state, lga: match.lga, ward: match.ward } }
}

/** `checkLocation` for the callers that still answer failures by throwing (checkout, sign-up). */
export async function resolveLocation(db: Db, location: LocationNames): Promise<LocationNames> {
  const result = await checkLocation(db, location)
  if (!result.ok) throw badRequest(result.message)
  return result.value
}

/** Input as parsed by the domain schemas (trimmed; city null when absent). */
type ParsedAddressInput = Omit<AddressInput, 'city'> & { city: string | null }
type ParsedAddressUpdate = Omit<AddressUpdate, 'city'> & { city?: string | null }

const NOT_FOUND: AddressFailure = { ok: false, status: 404, message: ADDRESS_NOT_FOUND_MESSAGE }

export function createAddressesService({ db, clock }: { db: Db; clock: () => Date }) {
  async function ownedAddress(
    userId: number,
    addressId: number,
  ): Promise<AddressResult<AddressRow>> {
    const address = await findAddress(db, addressId)
    if (!address) return NOT_FOUND
    if (address.userId !== userId)
      return { ok: false, status: 403, message: ADDRESS_NOT_YOURS_MESSAGE }
    return { ok: true, value: address }
  }

  return {
    async addAddress(userId: number, input: ParsedAddressInput): Promise<AddressResult<Address>> {
      const checked = await checkLocation(db, input)
      if (!checked.ok) return checked
      const location = checked.value
      // A shopper's first address is their primary one: checkout prefills from it.
      const isPrimary = input.isPrimary === true || (await countAddresses(db, userId)) === 0
      const row = await insertAddress(
        db,
        userId,
        { streetAddress: input.street_address, city: input.city, ...location, isPrimary },
        clock(),
      )
      return { ok: true, value: toAddress(row) }
    },

    async updateAddress(
      userId: number,
      addressId: number,
      patch: ParsedAddressUpdate,
    ): Promise<AddressResult<Address>> {
      const owned = await ownedAddress(userId, addressId)
      if (!owned.ok) return owned
      const current = owned.value
      const merged = {
        street_address: patch.street_address ?? current.streetAddress,
        state: patch.state ?? current.state,
        lga: patch.lga ?? current.lga,
        ward: patch.ward ?? current.ward,
      }
      if (!isAddressComplete(merged)) return invalid(INCOMPLETE_ADDRESS_MESSAGE)
      const locationChanged =
        patch.state !== undefined || patch.lga !== undefined || patch.ward !== undefined
      const checked = locationChanged ? await checkLocation(db, merged) : undefined
      if (checked && !checked.ok) return checked
      const location = checked?.value
      const row = await updateAddress(
        db,
        current,
        {
          ...(patch.street_address === undefined ? {} : { streetAddress: patch.street_address }),
          ...(patch.city === undefined ? {} : { city: patch.city }),
          ...(location ?? {}),
          ...(patch.isPrimary === undefined ? {} : { isPrimary: patch.isPrimary }),
        },
        clock(),
      )
      if (!row) return NOT_FOUND
      return { ok: true, value: toAddress(row) }
    },

    async deleteAddress(userId: number, addressId: number): Promise<AddressResult<true>> {
      const owned = await ownedAddress(userId, addressId)
      if (!owned.ok) return owned
      const deleted = await deleteAddress(db, owned.value, clock())
      return deleted ? { ok: true, value: true } : NOT_FOUND
    },
  }
}

export type AddressesService = ReturnType<typeof createAddressesService>
