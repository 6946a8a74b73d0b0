/**
 * Nigerian mobile numbers (docs/product.md §5): accepted as shoppers write them, stored E.164,
 * shown in the local form. The rule that says which digits make a Nigerian mobile number is
 * libphonenumber-js's (Google's numbering plan data), never ours: only its Nigerian mobile entry
 * is bundled (nigerian-mobile-metadata.ts) so checkout, settings and registration pay ≈ 10 kB
 * gzip for it rather than ≈ 34 kB for every country's. See docs/decisions/014-phone-numbers.md.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { NIGERIAN_MOBILE_METADATA } from './nigerian-mobile-metadata'

// Display lives in a module of its own, free of the library: pages that only show a phone
// (account panel, orders, track) must not download the parser with it.
export { formatNigerianMobileLocal } from './nigerian-mobile-format'

export const NIGERIAN_MOBILE_MESSAGE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567'

/** Longer than any way of writing one ("+234 (0) 803-123-4567" is 21): the rest is not a phone. */
export const MAX_PHONE_INPUT_LENGTH = 24

export type NigerianMobileResult = { ok: true; e164: string } | { ok: false; message: string }

/**
 * Digits with the separators people type (spaces, dashes, dots, brackets) and one leading plus.
 * The library would pick a number out of any text ("call 0803…", "0803 123 4567 ext. 2") and
 * read letters as keypad digits; a phone field holds a number and nothing else, so that is
 * refused before the library sees it.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/

/** `0803 123 4567`, `+234 803 123 4567`, `2348031234567` … → `{ ok: true, e164: '+2348031234567' }`. */
export function parseNigerianMobile(input: string): NigerianMobileResult {
  const trimmed = input.trim()
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH || !PHONE_CHARACTERS.test(trimmed)) {
    return { ok: false, message: NIGERIAN_MOBILE_MESSAGE }
  }
  // Default country NG: "0803…" is national; "+234…", "234803…" and "+234 0803…" are read as
  // Nigeria's country code by the library itself.
  const phone = parsePhoneNumberFromString(trimmed, 'NG', NIGERIAN_MOBILE_METADATA)
  // The metadata knows only Nigeria's mobile ranges: valid means a Nigerian mobile number, and a
  // landline, a toll-free number or another country's number is invalid.
  if (phone?.country !== 'NG' || !phone.isValid()) {
    return { ok: false, message: NIGERIAN_MOBILE_MESSAGE }
  }
  return { ok: true, e164: phone.number }
}
