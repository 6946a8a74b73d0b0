import { describe, expect, it } from 'vitest'
import { completeRegistrationRequestSchema, registrationFormSchema } from './registration'

const full = {
  token: 'abc',
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  phone_number: '0803 123 4567',
  password: 'Scentia#2026',
}

describe('registration completion (docs/product.md §S5)', () => {
  it.each([['street_address'], ['state'], ['lga'], ['ward'], ['phone_number'], ['token']] as const)(
    'without %s → All fields are required',
    (field) => {
      const missing = completeRegistrationRequestSchema.safeParse({ ...full, [field]: undefined })
      const blank = completeRegistrationRequestSchema.safeParse({ ...full, [field]: '  ' })
      expect(missing.error?.issues[0]?.message).toBe('All fields are required')
      expect(blank.error?.issues[0]?.message).toBe('All fields are required')
    },
  )

  it.each([
    [undefined, 'All fields are required'],
    ['', 'All fields are required'],
    ['password', "Password doesn't meet minimum strength requirements"],
    ['Ab1!', "Password doesn't meet minimum strength requirements"],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('password %j → %s (the sign-up rules)', (password, message) => {
    for (const schema of [completeRegistrationRequestSchema, registrationFormSchema]) {
      const result = schema.safeParse({ ...full, password })
      expect(result.error?.issues[0]?.message).toBe(message)
    }
  })

  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['(0803) 123-4567', '+2348031234567'],
    ['call me', undefined],
    ['12345', undefined],
    ['01 234 5678', undefined],
    ['+44 20 7946 0958', undefined],
    ['+234 803 123 4567 999 99', undefined],
  ])('phone %s → %s (a Nigerian mobile, stored E.164)', (phone_number, e164) => {
    const result = registrationFormSchema.safeParse({ ...full, phone_number })
    expect(result.data?.phone_number).toBe(e164)
    if (!e164) {
      expect(result.error?.issues[0]?.message).toBe(
        'Enter a Nigerian mobile number, e.g. 0803 123 4567',
      )
    }
  })

  it('accepts the full form', () => {
    expect(completeRegistrationRequestSchema.parse(full)).toEqual({
      ...full,
      phone_number: '+2348031234567',
    })
  })
})
