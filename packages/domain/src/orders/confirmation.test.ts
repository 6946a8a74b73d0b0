import { describe, expect, it } from 'vitest'
import { thankYouGreeting } from './confirmation'

describe('thankYouGreeting', () => {
  it.each([
    ['Adaeze Okafor', 'Thank You, Adaeze!'],
    ['  Chinedu   Obi', 'Thank You, Chinedu!'],
    ['Ngozi', 'Thank You, Ngozi!'],
    ['', 'Thank You, Valued Customer!'],
    ['   ', 'Thank You, Valued Customer!'],
    [null, 'Thank You, Valued Customer!'],
    [undefined, 'Thank You, Valued Customer!'],
  ])('%j → %j', (fullName, greeting) => {
    expect(thankYouGreeting(fullName)).toBe(greeting)
  })
})
