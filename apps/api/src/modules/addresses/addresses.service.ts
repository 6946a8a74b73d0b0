import {
  INCOMPLETE_ADDRESS_MESSAGE,
  isAddressComplete,
  type Address,
  type AddressInput,
  type AddressUpdate,
} from '@scentia/domain/account/address'
import type { Db } from '../../db/client.js'
import { badRequest, forbidden, notFound } from '../../plugins/error-handler.js'
import { toAddress } from '../users/users.repository.js'
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

/**
 * A state, LGA and ward that exist together in the locations tables, spelled as the tables spell
 * them; otherwise a 400 naming the first part that does not fit.
 */
export async function resolveLocation(db: Db, location: LocationNames): Promise<LocationNames> {
  const match = await matchLocation(db, location)
  if (!match.state) throw badRequest('Please choose a valid state')
  if (!match.lga) throw badRequest(`Please choose a valid LGA in ${match.state}`)
  if (!match.ward) throw badRequest(`Please choose a valid ward in ${match.lga}`)
  return { state: match.state, lga: match.lga, ward: match.ward }
}

/** Input as parsed by the domain schemas (trimmed; city null when absent). */
type ParsedAddressInput = Omit<AddressInput, 'city'> & { city: string | null }
type ParsedAddressUpdate = Omit<AddressUpdate, 'city'> & { city?: string | null }

export function createAddressesService({ db, clock }: { db: Db; clock: () => Date }) {
  async function ownedAddress(userId: number, addressId: number): Promise<AddressRow> {
    const address = await findAddress(db, addressId)
    if (!address) throw notFound(ADDRESS_NOT_FOUND_MESSAGE)
    if (address.userId !== userId) throw forbidden(ADDRESS_NOT_YOURS_MESSAGE)
    return address
  }

  return {
    async addAddress(userId: number, input: ParsedAddressInput): Promise<Address> {
      const location = await resolveLocation(db, input)
      // A shopper's first address is their primary one: checkout prefills from it.
      const isPrimary = input.isPrimary === true || (await countAddresses(db, userId)) === 0
      const row = await insertAddress(
        db,
        userId,
        { streetAddress: input.street_address, city: input.city, ...location, isPrimary },
        clock(),
      )
      return toAddress(row)
    },

    async updateAddress(
      userId: number,
      addressId: number,
      patch: ParsedAddressUpdate,
    ): Promise<Address> {
      const current = await ownedAddress(userId, addressId)
      const merged = {
        street_address: patch.street_address ?? current.streetAddress,
        state: patch.state ?? current.state,
        lga: patch.lga ?? current.lga,
        ward: patch.ward ?? current.ward,
      }
      if (!isAddressComplete(merged)) throw badRequest(INCOMPLETE_ADDRESS_MESSAGE)
      const locationChanged =
        patch.state !== undefined || patch.lga !== undefined || patch.ward !== undefined
      const location = locationChanged ? await resolveLocation(db, merged) : undefined
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
      if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE)
      return toAddress(row)
    },

    async deleteAddress(userId: number, addressId: number): Promise<void> {
      const current = await ownedAddress(userId, addressId)
      const deleted = await deleteAddress(db, current, clock())
      if (!deleted) throw notFound(ADDRESS_NOT_FOUND_MESSAGE)
    },
  }
}

export type AddressesService = ReturnType<typeof createAddressesService>
