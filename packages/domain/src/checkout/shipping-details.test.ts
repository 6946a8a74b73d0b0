import { describe, expect, it } from 'vitest'
import { MAX_LOCATION_NAME_LENGTH } from '../account/address'
import {
  shippingDetailsErrors,
  shippingDetailsSchema,
  type ShippingDetails,
} from './shipping-details'

const valid: ShippingDetails = {
  full_name: ' Adaeze Okafor ',
  email: 'Ada@Example.NG',
  phone_number: '0801 234 5678',
  street_address: '12 Allen Avenue',
  city: 'Anifowoshe/Ikeja, Ikeja',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
}

function firstError(details: Partial<ShippingDetails>): string | undefined {
  const result = shippingDetailsSchema.safeParse({ ...valid, ...details })
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('shippingDetailsSchema (checkout step 1, API and web)', () => {
  it('trims the fields and normalises the email', () => {
    expect(shippingDetailsSchema.parse(valid)).toMatchObject({
      full_name: 'Adaeze Okafor',
      email: 'ada@example.ng',
    })
  })

  it.each([
    [{ full_name: '  ' }, 'Please enter your Full Name'],
    [{ email: '' }, 'Please enter your Email'],
    [{ phone_number: '' }, 'Please enter your Phone Number'],
    [{ street_address: '' }, 'Please enter your Street Address'],
    [{ city: '' }, 'Please select your City'],
    [{ state: '' }, 'Please select your State'],
    [{ lga: '' }, 'Please select your LGA'],
    [{ ward: '' }, 'Please select your Ward'],
    [
      { ward: 'w'.repeat(MAX_LOCATION_NAME_LENGTH + 1) },
      `Ward must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
    ],
  ])('%j is refused with %s', (details, message) => {
    expect(firstError(details)).toBe(message)
  })

  it('takes a location name of the longest length', () => {
    expect(firstError({ lga: 'l'.repeat(MAX_LOCATION_NAME_LENGTH) })).toBeUndefined()
  })
})

describe('shippingDetailsErrors', () => {
  const complete = {
    full_name: 'Ada Obi',
    email: 'ada@example.ng',
    phone_number: '0803 123 4567',
    street_address: '1 Allen Avenue',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
    city: 'Anifowoshe/Ikeja, Ikeja',
  }
  it('has none for a complete Nigerian delivery', () => {
    expect(shippingDetailsErrors(complete)).toEqual({})
  })
  it.each([
    ['phone_number', '+44 7911 123456', /Nigerian mobile/],
    ['email', 'not-an-email', /^Please enter a valid email address$/],
    ['full_name', '   ', /^Please enter your Full Name$/],
    ['street_address', '', /^Please enter your Street Address$/],
    ['ward', '', /^Please select your Ward$/],
  ] as const)('%s %j: %s', (field, value, message) => {
    const errors = shippingDetailsErrors({ ...complete, [field]: value })
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]).toMatch(message)
  })
})
