import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { loginRequestSchema } from './credentials'
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  toChangePasswordRequest,
} from './password-change'
import {
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  sendResetLinkRequestSchema,
} from './password-reset'
import { signUpFormSchema, signUpRequestSchema, toSignUpRequest } from './sign-up'

/** The first message a schema gives, as the API's error handler and the forms show it. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

const strong = 'Scentia#2026'

describe('sign-up request', () => {
  it.each([
    [{}, 'Full name is required'],
    [{ full_name: '   ', email: 'a@b.ng', password: strong }, 'Full name is required'],
    [
      { full_name: 'A'.repeat(101), email: 'a@b.ng', password: strong },
      'Full name must be at most 100 characters',
    ],
    [{ full_name: 'Ada', password: strong }, 'Email is required'],
    [{ full_name: 'Ada', email: '', password: strong }, 'Email is required'],
    [{ full_name: 'Ada', email: 'ada', password: strong }, 'Please enter a valid email address'],
    [
      { full_name: 'Ada', email: `${'a'.repeat(250)}@b.ng`, password: strong },
      'Please enter a valid email address',
    ],
    [{ full_name: 'Ada', email: 'a@b.ng' }, 'Password is required'],
    [
      { full_name: 'Ada', email: 'a@b.ng', password: 'password' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { full_name: 'Ada', email: 'a@b.ng', password: 'Ab1!' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { full_name: 'Ada', email: 'a@b.ng', password: `Aa1!${'x'.repeat(125)}` },
      'Password must be at most 128 characters',
    ],
    [
      { full_name: 'Ada', email: 'a@b.ng', password: 'Password' },
      "Password doesn't meet minimum strength requirements",
    ],
    [{ full_name: 'Ada', email: 'a@b.ng', password: 'Pass word1!' }, undefined],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(signUpRequestSchema, input)).toBe(message)
  })

  it('trims the name and lower-cases the email', () => {
    expect(
      signUpRequestSchema.parse({
        full_name: ' Ada Obi ',
        email: ' Ada@Example.NG ',
        password: strong,
      }),
    ).toEqual({
      full_name: 'Ada Obi',
      email: 'ada@example.ng',
      password: strong,
    })
  })
})

describe('sign-up form', () => {
  const form = { name: 'Ada', email: 'a@b.ng', password: strong, confirmPassword: strong }
  it.each([
    [form, undefined],
    [{ ...form, confirmPassword: '' }, 'Please confirm your password'],
    [{ ...form, confirmPassword: 'Scentia#2027' }, "Passwords don't match"],
    [
      { ...form, password: 'weak', confirmPassword: 'weak' },
      "Password doesn't meet minimum strength requirements",
    ],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(signUpFormSchema, input)).toBe(message)
  })

  it('posts full_name from the form name', () => {
    expect(toSignUpRequest(signUpFormSchema.parse(form))).toEqual({
      full_name: 'Ada',
      email: 'a@b.ng',
      password: strong,
    })
  })
})

describe('login request', () => {
  it.each([
    [{}, 'Email is required'],
    [{ email: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.ng' }, 'Password is required'],
    [{ email: 'a@b.ng', password: '' }, 'Password is required'],
    [{ email: 'a@b.ng', password: 'x' }, undefined],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(loginRequestSchema, input)).toBe(message)
  })
})

describe('password reset', () => {
  it.each([
    [{}, 'Reset token is required'],
    [{ token: 'abc' }, 'Password is required'],
    [
      { token: 'abc', new_password: 'short' },
      "Password doesn't meet minimum strength requirements",
    ],
    [{ token: 'x'.repeat(129), new_password: strong }, 'This link is invalid'],
    [
      { token: 'abc', new_password: 'lagosscent2026' },
      "Password doesn't meet minimum strength requirements",
    ],
    [{ token: 'abc', new_password: 'Lagos.scent2026' }, undefined],
  ])('request %j → %s', (input, message) => {
    expect(firstMessage(resetPasswordRequestSchema, input)).toBe(message)
  })

  it.each([
    [{ newPassword: strong, confirmPassword: strong }, undefined],
    [{ newPassword: strong, confirmPassword: 'other' }, "Passwords don't match"],
    [
      { newPassword: 'weakpass', confirmPassword: 'weakpass' },
      "Password doesn't meet minimum strength requirements",
    ],
    [{ newPassword: strong, confirmPassword: '' }, 'Please confirm your password'],
  ])('form %j → %s', (input, message) => {
    expect(firstMessage(resetPasswordFormSchema, input)).toBe(message)
  })

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a@b.ng' }, undefined],
  ])('send reset link %j → %s', (input, message) => {
    expect(firstMessage(sendResetLinkRequestSchema, input)).toBe(message)
  })
})

describe('password change in settings (docs/product.md §S5 messages)', () => {
  it.each([
    [{ newPassword: strong }, 'Current password is required'],
    [{ oldPassword: '', newPassword: strong }, 'Current password is required'],
    [{ oldPassword: 'Old#Pass1' }, 'New password is required'],
    [{ oldPassword: 'Old#Pass1', newPassword: '' }, 'New password is required'],
    [
      { oldPassword: 'Old#Pass1', newPassword: 'Password1' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { oldPassword: 'Old#Pass1', newPassword: 'password1-' },
      "Password doesn't meet minimum strength requirements",
    ],
    [
      { oldPassword: strong, newPassword: strong },
      'New password must be different from current password',
    ],
    [{ oldPassword: 'Old#Pass1', newPassword: strong }, undefined],
  ])('request %j → %s', (input, message) => {
    expect(firstMessage(changePasswordRequestSchema, input)).toBe(message)
  })

  const form = { currentPassword: 'Old#Pass1', newPassword: strong, confirmPassword: strong }
  it.each([
    [form, undefined],
    [{ ...form, confirmPassword: '' }, 'Please confirm your new password'],
    [{ ...form, confirmPassword: 'Scentia#2027' }, 'Passwords do not match'],
    [{ ...form, currentPassword: strong }, 'New password must be different from current password'],
  ])('form %j → %s', (input, message) => {
    expect(firstMessage(changePasswordFormSchema, input)).toBe(message)
  })

  it('posts oldPassword and newPassword', () => {
    expect(toChangePasswordRequest(changePasswordFormSchema.parse(form))).toEqual({
      oldPassword: 'Old#Pass1',
      newPassword: strong,
    })
  })
})
