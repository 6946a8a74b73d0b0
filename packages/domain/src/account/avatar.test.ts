import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  avatarUrl,
  normaliseAvatarBackground,
  normaliseAvatarSeed,
  parseAvatarLink,
  randomAvatarSeed,
  readAvatarChoice,
} from './avatar'

describe('normaliseAvatarSeed (docs/product.md §S5)', () => {
  it.each([
    ['Ada', 'ada'],
    ['Ada Obi!', 'adaobi'],
    ['  -- ', 'default'],
    ['', 'default'],
    ['Ọlá', 'l'],
    ['ABC123xyz', 'abc123xyz'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%j → %s', (seed, normalised) => {
    expect(normaliseAvatarSeed(seed)).toBe(normalised)
  })

  it('always gives lower-case letters and digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const once = normaliseAvatarSeed(seed)
        return /^[a-z0-9]{1,64}$/.test(once) && normaliseAvatarSeed(once) === once
      }),
    )
  })
})

describe('normaliseAvatarBackground', () => {
  it.each([
    ['F5EFE6', 'f5efe6'],
    ['#b6e3f4', 'b6e3f4'],
    ['fff', null],
    ['zzzzzz', null],
    ['f5efe6;', null],
  ])('%s → %s', (color, normalised) => {
    expect(normaliseAvatarBackground(color)).toBe(normalised)
  })
})

describe('avatar links', () => {
  it('builds the API URL', () => {
    expect(avatarUrl({ seed: 'Ada Obi', backgroundColor: '#D8E2DC' })).toBe(
      '/api/avatar/adaobi.svg?backgroundColor=d8e2dc',
    )
  })

  it.each([
    ['/api/avatar/ada.svg?backgroundColor=d8e2dc', { seed: 'ada', backgroundColor: 'd8e2dc' }],
    ['https://shop.example/api/avatar/ada.svg', { seed: 'ada', backgroundColor: 'f5efe6' }],
    [
      'https://api.dicebear.com/9.x/notionists/svg?seed=Ada%20Obi&backgroundColor=b6e3f4',
      { seed: 'adaobi', backgroundColor: 'b6e3f4' },
    ],
    [
      'https://api.dicebear.com/9.x/notionists/svg?backgroundColor=b6e3f4,c0aede&seed=x',
      { seed: 'x', backgroundColor: 'b6e3f4' },
    ],
    ['Ada', { seed: 'ada', backgroundColor: 'f5efe6' }],
    ['/api/avatar/ada.svg?backgroundColor=red', { seed: 'ada', backgroundColor: '' }],
    ['https://example.com/picture.png', null],
  ])('%s → %j', (link, choice) => {
    expect(parseAvatarLink(link)).toEqual(choice)
  })

  it.each([
    ['/api/avatar/ada.svg?backgroundColor=d8e2dc', { seed: 'ada', backgroundColor: 'd8e2dc' }],
    [
      '/api/avatar/ada.svg?backgroundColor=red',
      { error: 'Please choose a valid background colour' },
    ],
    ['https://example.com/picture.png', { error: 'Please choose an avatar' }],
  ] as const)('reads %j as %j', (link, result) => {
    expect(readAvatarChoice(link)).toEqual(result)
  })

  it('reads the object form', () => {
    expect(readAvatarChoice({ seed: 'Ada!', backgroundColor: 'ECD9B0' })).toEqual({
      seed: 'ada',
      backgroundColor: 'ecd9b0',
    })
    expect(readAvatarChoice({ seed: 'Ada' })).toEqual({ seed: 'ada', backgroundColor: 'f5efe6' })
    expect(readAvatarChoice({ seed: 'Ada', backgroundColor: 'nope' })).toEqual({
      error: 'Please choose a valid background colour',
    })
  })

  it('makes random seeds from the given rng', () => {
    let i = 0
    const rng = () => (i++ % 36) / 36
    expect(randomAvatarSeed(rng, 5)).toBe('abcde')
    expect(normaliseAvatarSeed(randomAvatarSeed(() => 0.999_999))).toMatch(/^9{10}$/)
  })
})
