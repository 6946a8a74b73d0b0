import { describe, expect, it } from 'vitest'
import { profileUpdateRequestSchema } from './profile'
import { ownerFirstName, wishlistItemRequestSchema } from './wishlist'
import { deleteAccountRequestSchema } from './privacy'

describe('profile update', () => {
  it.each([
    [{ full_name: 'Ada Obi', phone_number: '08031234567' }, undefined],
    [{ full_name: '', phone_number: '08031234567' }, 'Full name is required'],
    [{ full_name: 'Ada' }, 'Phone number is required'],
    [{ full_name: 'Ada', phone_number: '+234 803 123 4567' }, undefined],
    [
      { full_name: 'Ada', phone_number: 'abc' },
      'Enter a Nigerian mobile number, e.g. 0803 123 4567',
    ],
    [
      { full_name: 'Ada', phone_number: '01 234 5678' },
      'Enter a Nigerian mobile number, e.g. 0803 123 4567',
    ],
  ])('%j → %s', (input, message) => {
    const result = profileUpdateRequestSchema.safeParse(input)
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message)
  })

  it('drops the email the form also sends: it is not editable', () => {
    expect(
      profileUpdateRequestSchema.parse({
        full_name: 'Ada',
        phone_number: '08031234567',
        email: 'x@y.ng',
      }),
    ).toEqual({ full_name: 'Ada', phone_number: '+2348031234567' })
  })
})

describe('wishlist', () => {
  it.each([
    ['Adaeze Okafor', 'Adaeze'],
    ['  Tunde  ', 'Tunde'],
    ['Ngozi Chioma Eze', 'Ngozi'],
  ])('the owner %j shows as %j', (name, first) => {
    expect(ownerFirstName(name)).toBe(first)
  })

  it.each([
    [{ product_id: 3 }, true],
    [{ product_id: '3', user_id: '7' }, true],
    [{ product_id: 0 }, false],
    [{ product_id: 1.5 }, false],
    [{}, false],
  ])('item request %j → valid %s', (input, ok) => {
    expect(wishlistItemRequestSchema.safeParse(input).success).toBe(ok)
  })
})

describe('account deletion', () => {
  it.each([
    [{}, 'Please enter your password to confirm'],
    [{ password: '' }, 'Please enter your password to confirm'],
    [{ password: 'x' }, undefined],
  ])('%j → %s', (input, message) => {
    const result = deleteAccountRequestSchema.safeParse(input)
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message)
  })
})
