import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkPasswordCriteria,
  meetsMinimumPasswordStrength,
  meetsSettingsPasswordRule,
  passwordStrength,
  passwordStrengthBarWidth,
  passwordStrengthLabel,
  RESTRICTED_SPECIAL_CHARACTERS,
} from './password'

describe('password criteria', () => {
  it.each([
    ['', { length: false, uppercase: false, lowercase: false, number: false, special: false }, 0],
    [
      'abcdefgh',
      { length: true, uppercase: false, lowercase: true, number: false, special: false },
      2,
    ],
    ['ABC', { length: false, uppercase: true, lowercase: false, number: false, special: false }, 1],
    [
      '1234567',
      { length: false, uppercase: false, lowercase: false, number: true, special: false },
      1,
    ],
    [
      'Abcdefg1',
      { length: true, uppercase: true, lowercase: true, number: true, special: false },
      4,
    ],
    [
      'Abcdef1!',
      { length: true, uppercase: true, lowercase: true, number: true, special: true },
      5,
    ],
    [
      'ab cd ef',
      { length: true, uppercase: false, lowercase: true, number: false, special: false },
      2,
    ],
    ['Ab1-', { length: false, uppercase: true, lowercase: true, number: true, special: true }, 4],
    [
      'Émile2024',
      { length: true, uppercase: true, lowercase: true, number: true, special: false },
      4,
    ],
  ])('%j meets %j (strength %i)', (password, criteria, strength) => {
    expect(checkPasswordCriteria(password)).toEqual(criteria)
    expect(passwordStrength(password)).toBe(strength)
  })
})

describe('strength label and bar', () => {
  it.each([
    [0, 'Weak', 0],
    [1, 'Weak', 20],
    [2, 'Weak', 40],
    [3, 'Medium', 60],
    [4, 'Medium', 80],
    [5, 'Strong', 100],
  ])('strength %i is %s at %i%%', (strength, label, width) => {
    expect(passwordStrengthLabel(strength)).toBe(label)
    expect(passwordStrengthBarWidth(strength)).toBe(width)
  })

  it('keeps the bar between 0 and 100 for any number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (strength) => {
        const width = passwordStrengthBarWidth(strength)
        return width >= 0 && width <= 100 && width % 20 === 0
      }),
    )
  })

  it('strength is always 0 to 5', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const strength = passwordStrength(password)
        return strength >= 0 && strength <= 5
      }),
    )
  })
})

describe('sign-up and reset rule: 3 of 5, never shorter than 8', () => {
  it.each([
    ['password', false], // 2 criteria
    ['Password', true], // length, upper, lower
    ['password1', true],
    ['passw0rd!', true],
    ['Ab1!', false], // 4 criteria but 4 characters
    ['ABCDEFG1', true],
    ['12345678', false],
  ])('%s → %s', (password, ok) => {
    expect(meetsMinimumPasswordStrength(password)).toBe(ok)
  })
})

describe('settings rule: all five, specials only from @$!%*?&#', () => {
  it.each([
    ['Scentia#2026', true],
    ['Abcdef1@', true],
    ['Abcdef1$', true],
    ['Abcdef1!', true],
    ['Abcdef1%', true],
    ['Abcdef1*', true],
    ['Abcdef1?', true],
    ['Abcdef1&', true],
    ['Abcdef1#', true],
    ['Abcdef1-', false], // '-' is not in the restricted set
    ['Abcdef1@ ', false], // spaces are not allowed
    ['Abcde1@', false], // 7 characters
    ['abcdef1@', false], // no uppercase
    ['ABCDEF1@', false], // no lowercase
    ['Abcdefg@', false], // no number
    ['Abcdefg1', false], // no special
    ['Ábcdef1@', false], // letters are A-Z only under this rule
  ])('%s → %s', (password, ok) => {
    expect(meetsSettingsPasswordRule(password)).toBe(ok)
  })

  it('names the restricted set the form shows', () => {
    expect(RESTRICTED_SPECIAL_CHARACTERS).toBe('@$!%*?&#')
  })

  it('any password meeting the settings rule also meets the sign-up rule', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9@$!%*?&#]{8,20}$/),
        (password) =>
          !meetsSettingsPasswordRule(password) || meetsMinimumPasswordStrength(password),
      ),
    )
  })
})
