import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkPasswordCriteria,
  meetsPasswordRule,
  passwordStrength,
  passwordStrengthBarWidth,
  passwordStrengthLabel,
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

describe('the one rule for every new password: all five criteria, any symbol (decision 033)', () => {
  it.each([
    ['password', false], // 2 criteria
    ['Password', false], // length, upper, lower
    ['lagosscent2026', false], // no capital, no symbol: reset once accepted it
    ['passw0rd!', false], // no capital
    ['Ab1!', false], // 4 characters
    ['Abcdefg1', false], // no symbol
    ['Abcdef1!', true],
    ['Scentia#2026', true],
    ['Naija^Scent_2026', true], // settings once refused ^ and _ after its meter said Strong
    ['Émile-2024', true], // any letter, any symbol
    ['Ab cd 1!', true], // a space is allowed; the symbol counts
  ])('%s → %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok)
  })

  it('accepts exactly what the meter calls Strong', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 24 }),
        (password) =>
          meetsPasswordRule(password) ===
          (passwordStrengthLabel(passwordStrength(password)) === 'Strong'),
      ),
    )
  })
})
