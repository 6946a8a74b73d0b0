import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-password'

const list = new Set(['password1', 'qwerty123', 'iloveyou'])

describe('isCommonPassword', () => {
  it.each([
    ['password1', true],
    ['Password1', true], // meets 4 of 5 criteria, still the first guess
    ['PASSWORD1', true],
    ['QwErTy123', true],
    ['iloveyou', true],
    ['password1!', false],
    [' password1', false], // passwords are never trimmed
    ['Scentia#2026', false],
    ['', false],
  ])('%j → %s', (password, common) => {
    expect(isCommonPassword(password, list)).toBe(common)
  })
})
