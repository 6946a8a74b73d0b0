import { describe, expect, it } from 'vitest'
import {
  addressInputSchema,
  addressUpdateSchema,
  applyPrimaryAddress,
  findFirstIncompleteAddress,
  isAddressComplete,
  MAX_LOCATION_NAME_LENGTH,
  placeNameParam,
} from './address'

const complete = {
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
}

describe('isAddressComplete (docs/product.md §S3)', () => {
  it.each([
    [complete, true],
    [{ ...complete, street_address: '' }, false],
    [{ ...complete, street_address: '   ' }, false],
    [{ ...complete, state: '' }, false],
    [{ ...complete, lga: null }, false],
    [{ ...complete, ward: undefined }, false],
    [{}, false],
  ])('%j → %s', (address, ok) => {
    expect(isAddressComplete(address)).toBe(ok)
  })
})

describe('findFirstIncompleteAddress', () => {
  it('finds the first address lacking a part', () => {
    const addresses = [
      { id: 1, ...complete },
      { id: 2, ...complete, ward: '' },
      { id: 3, ...complete, lga: '' },
    ]
    expect(findFirstIncompleteAddress(addresses)?.id).toBe(2)
  })

  it('finds none when all are complete', () => {
    expect(findFirstIncompleteAddress([{ id: 1, ...complete }])).toBeUndefined()
  })
})

describe('applyPrimaryAddress (docs/product.md §S4)', () => {
  it('marks one primary and all others not', () => {
    const result = applyPrimaryAddress(
      [
        { id: 1, isPrimary: true },
        { id: 2, isPrimary: false },
        { id: 3, isPrimary: false },
      ],
      3,
    )
    expect(result.map((a) => a.isPrimary)).toEqual([false, false, true])
  })
})

describe('address input', () => {
  const message = 'Please fill in all required fields to complete your address.'
  it.each([
    [complete, undefined],
    [{ ...complete, street_address: '  ' }, message],
    [{ ...complete, state: undefined }, message],
    [{ ...complete, lga: '' }, message],
    [{ ...complete, ward: '' }, message],
    [
      { ...complete, street_address: 'x'.repeat(201) },
      'Street address must be at most 200 characters',
    ],
    // One limit for every location name, the API's 120 (addresses said 100).
    [{ ...complete, ward: 'x'.repeat(121) }, 'Ward must be at most 120 characters'],
  ])('%j → %s', (input, expected) => {
    const result = addressInputSchema.safeParse(input)
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(expected)
  })

  it('trims the parts and defaults city to null', () => {
    expect(addressInputSchema.parse({ ...complete, street_address: ' 12 Allen Avenue ' })).toEqual({
      ...complete,
      city: null,
    })
  })

  it('accepts a partial update, refusing blank parts', () => {
    expect(addressUpdateSchema.parse({ isPrimary: true })).toEqual({ isPrimary: true })
    expect(addressUpdateSchema.safeParse({ ward: ' ' }).success).toBe(false)
  })
})

describe('placeNameParam (location look-ups, the shipping fee)', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['Lagos', true],
    ['x'.repeat(MAX_LOCATION_NAME_LENGTH), true],
    ['x'.repeat(MAX_LOCATION_NAME_LENGTH + 1), false],
  ])('%j passes: %s', (value, ok) => {
    expect(placeNameParam('State').safeParse(value).success).toBe(ok)
  })

  it('names the field in its refusal', () => {
    const result = placeNameParam('Ward').safeParse('x'.repeat(MAX_LOCATION_NAME_LENGTH + 1))
    expect(result.error?.issues[0]?.message).toBe(
      `Ward must be at most ${MAX_LOCATION_NAME_LENGTH} characters`,
    )
  })
})
