import { z } from 'zod'
import { refuseUnsafeCharacters } from '../text/unsafe-characters'

/** A saved address on the wire (docs/product.md §S3). `city` is the checkout's ward-and-LGA line, if any. */
export interface Address {
  id: number
  street_address: string
  state: string
  lga: string
  ward: string
  city: string | null
  isPrimary: boolean
}

/** The four parts an address needs to be complete (docs/product.md §S3). */
export const REQUIRED_ADDRESS_FIELDS = ['street_address', 'state', 'lga', 'ward'] as const
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number]
export type AddressParts = Partial<Record<RequiredAddressField, string | null | undefined>>

/** The Incomplete Address modal's message, also the API's answer for a partial address (docs/product.md §S5). */
export const INCOMPLETE_ADDRESS_MESSAGE =
  'Please fill in all required fields to complete your address.'

export const MAX_STREET_ADDRESS_LENGTH = 200
/**
 * The longest state, LGA or ward name any schema accepts (addresses, location look-ups, the
 * shipping fee, checkout): room to spare over the longest real name (a 73-character ward in
 * Edo); longer input is abuse. One number for all of them (it was 100 here, 120 in
 * the API's location routes).
 */
export const MAX_LOCATION_NAME_LENGTH = 120

/** A state, LGA or ward in a query string (location look-ups, the shipping fee): optional. */
export const placeNameParam = (label: string) =>
  z
    .string()
    .max(
      MAX_LOCATION_NAME_LENGTH,
      `${label} must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
    )
    .optional()

/** Complete only when street_address, state, lga and ward are all non-empty after trimming. */
export function isAddressComplete(address: AddressParts): boolean {
  return REQUIRED_ADDRESS_FIELDS.every((field) => (address[field] ?? '').trim().length > 0)
}

/** The modal opens for the first saved address that lacks a required part (docs/product.md §S2). */
export function findFirstIncompleteAddress<T extends AddressParts>(
  addresses: readonly T[],
): T | undefined {
  return addresses.find((address) => !isAddressComplete(address))
}

/** Only one primary at a time: marking one primary marks every other not (docs/product.md §S4). */
export function applyPrimaryAddress<T extends { id: number; isPrimary: boolean }>(
  addresses: readonly T[],
  primaryId: number,
): T[] {
  return addresses.map((address) => ({ ...address, isPrimary: address.id === primaryId }))
}

const requiredPart = (max: number, label: string) =>
  z
    .string({ error: INCOMPLETE_ADDRESS_MESSAGE })
    // Printed on the parcel and in the order mails: no invisible or control text.
    .superRefine(refuseUnsafeCharacters(label))
    .trim()
    .min(1, INCOMPLETE_ADDRESS_MESSAGE)
    .max(max, `${label} must be at most ${max} characters`)

const addressFields = {
  street_address: requiredPart(MAX_STREET_ADDRESS_LENGTH, 'Street address'),
  state: requiredPart(MAX_LOCATION_NAME_LENGTH, 'State'),
  lga: requiredPart(MAX_LOCATION_NAME_LENGTH, 'LGA'),
  ward: requiredPart(MAX_LOCATION_NAME_LENGTH, 'Ward'),
}

const optionalCity = z
  .string()
  .superRefine(refuseUnsafeCharacters('City'))
  .trim()
  .max(MAX_STREET_ADDRESS_LENGTH, `City must be at most ${MAX_STREET_ADDRESS_LENGTH} characters`)
  .nullish()
  .transform((city) => (city ? city : null))

/** POST /api/user/add-address/{id} and the settings form: all four parts required (docs/product.md §S5). */
export const addressInputSchema = z.object({
  ...addressFields,
  city: optionalCity,
  isPrimary: z.boolean().optional(),
})
export type AddressInput = z.input<typeof addressInputSchema>

/**
 * PATCH /api/user/update-address/{id}: any subset (Set Primary sends `isPrimary` alone); a part
 * that is sent must not be blank, so the saved address stays complete.
 */
export const addressUpdateSchema = z.object({
  street_address: addressFields.street_address.optional(),
  state: addressFields.state.optional(),
  lga: addressFields.lga.optional(),
  ward: addressFields.ward.optional(),
  city: optionalCity.optional(),
  isPrimary: z.boolean().optional(),
})
export type AddressUpdate = z.input<typeof addressUpdateSchema>
