import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  REQUIRED_SHIPPING_FIELDS,
  checkShippingStep,
  clampCheckoutStep,
  firstMissingShippingField,
  missingFieldMessage,
  type ShippingGateInput,
} from './shipping-gate'

const complete: ShippingGateInput = {
  fullName: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone: '08012345678',
  streetAddress: '12 Allen Avenue',
  city: 'Anifowoshe Ikeja',
  state: 'Lagos',
}

describe('required fields', () => {
  it('are checked in the order Full Name, Email, Phone Number, Street Address, City, State', () => {
    expect(REQUIRED_SHIPPING_FIELDS.map((f) => f.label)).toEqual([
      'Full Name',
      'Email',
      'Phone Number',
      'Street Address',
      'City',
      'State',
    ])
  })

  it.each([
    ['fullName', 'Please enter your Full Name'],
    ['email', 'Please enter your Email'],
    ['phone', 'Please enter your Phone Number'],
    ['streetAddress', 'Please enter your Street Address'],
    ['city', 'Please select your City'],
    ['state', 'Please select your State'],
  ] as const)('a missing %s reads %j', (field, message) => {
    expect(missingFieldMessage(field)).toBe(message)
    expect(checkShippingStep({ ...complete, [field]: '' }, true)).toEqual({
      ok: false,
      reason: 'missing',
      field,
      message,
    })
  })
})

describe('firstMissingShippingField', () => {
  it.each([
    [complete, null],
    [{}, 'fullName'],
    [{ ...complete, fullName: '   ' }, 'fullName'],
    [{ ...complete, email: null }, 'email'],
    [{ ...complete, email: undefined, state: '' }, 'email'],
    [{ ...complete, phone: '', streetAddress: '' }, 'phone'],
    [{ ...complete, city: '\t', state: '' }, 'city'],
    [{ ...complete, state: ' ' }, 'state'],
  ])('%j → %s', (input, field) => {
    expect(firstMissingShippingField(input)).toBe(field)
  })

  it('names the earliest blank field whatever else is blank', () => {
    const keys = REQUIRED_SHIPPING_FIELDS.map((f) => f.key)
    fc.assert(
      fc.property(fc.subarray(keys, { minLength: 1 }), (blank) => {
        const input = { ...complete, ...Object.fromEntries(blank.map((key) => [key, ''])) }
        expect(firstMissingShippingField(input)).toBe(keys.find((key) => blank.includes(key)))
      }),
    )
  })
})

describe('checkShippingStep', () => {
  it.each([
    [complete, true, { ok: true }],
    [complete, false, { ok: false, reason: 'offline', message: 'No internet connection' }],
    [
      { ...complete, fullName: '' },
      false,
      { ok: false, reason: 'missing', field: 'fullName', message: 'Please enter your Full Name' },
    ],
  ])('%j online %s → %j', (input, isOnline, gate) => {
    expect(checkShippingStep(input, isOnline)).toEqual(gate)
  })
})

describe('clampCheckoutStep', () => {
  it.each([
    [1, 1],
    [2, 2],
    [0, 1],
    [-3, 1],
    [3, 2],
    [1.5, 1],
    [2.5, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    ['2', 2],
    ['1', 1],
    ['9', 2],
    ['payment', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
  ])('%j → %i', (step, clamped) => {
    expect(clampCheckoutStep(step)).toBe(clamped)
  })

  it('is always 1 or 2', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (step) => {
        expect([1, 2]).toContain(clampCheckoutStep(step))
      }),
    )
  })
})
