import { describe, expect, it } from 'vitest'
import { hasNulCharacter, urlHasNulCharacter } from './nul-character'

describe('hasNulCharacter', () => {
  it.each([
    ['a clean string', 'Ikeja', false],
    ['a string with NUL', 'Ike\u0000ja', true],
    ['a number', 12, false],
    ['null', null, false],
    ['a clean object', { state: 'Lagos', lines: [{ id: 'a', quantity: 1 }] }, false],
    ['NUL in a nested value', { lines: [{ id: 'a\u0000' }] }, true],
    ['NUL in a key', { ['sta\u0000te']: 'Lagos' }, true],
    ['NUL in an array', ['a', 'b\u0000'], true],
    ['bytes with a zero byte', new Uint8Array([0, 1, 2]), false],
  ])('%s → %s', (_, value, expected) => {
    expect(hasNulCharacter(value)).toBe(expected)
  })
})

describe('urlHasNulCharacter', () => {
  it.each([
    ['/api/shipping/fee?state=Lagos', false],
    ['/api/shipping/fee?state=Lagos%00', true],
    ['/api/wishlist/share/ab%00c', true],
    // An escaped percent sign followed by 00 is the text "%00", not NUL.
    ['/api/admin/orders?search=%2500', false],
  ])('%s → %s', (url, expected) => {
    expect(urlHasNulCharacter(url)).toBe(expected)
  })
})
