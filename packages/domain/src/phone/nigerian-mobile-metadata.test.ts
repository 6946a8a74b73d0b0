import { describe, expect, it } from 'vitest'
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json'
import { NIGERIAN_MOBILE_METADATA } from './nigerian-mobile-metadata'
import { parseNigerianMobile } from './nigerian-mobile'

describe('the bundled Nigerian metadata', () => {
  it('is the installed libphonenumber-js mobile metadata for Nigeria (regenerate after an upgrade)', () => {
    // The library types its metadata as opaque; read it as the plain JSON it is.
    const library = mobileMetadata as unknown as {
      version: number
      country_calling_codes: Record<string, unknown>
      countries: Record<string, unknown>
    }
    expect(NIGERIAN_MOBILE_METADATA).toEqual({
      version: library.version,
      country_calling_codes: { '234': library.country_calling_codes['234'] },
      countries: { NG: library.countries.NG },
      nonGeographic: {},
    })
  })

  it.each([
    '0803 123 4567',
    '2348031234567',
    '0916 123 4567',
    '0702 012 3456',
    '0819 012 3456',
    '0819 212 3456',
    '0800 123 4567',
    '01 234 5678',
    '0803 123 45678',
  ])('%j gets the same verdict as the library with every country loaded', (input) => {
    const full = parsePhoneNumberFromString(input, 'NG')
    const expected = full?.country === 'NG' && full.isValid() ? full.number : undefined
    const ours = parseNigerianMobile(input)
    expect(ours.ok ? ours.e164 : undefined).toBe(expected)
  })
})
