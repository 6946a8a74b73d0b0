import { describe, expect, it } from 'vitest'
import { formatNaira } from './format'

describe('formatNaira', () => {
  it.each([
    [15_000, '₦15,000'],
    [0, '₦0'],
    [1_234_567, '₦1,234,567'],
  ])('formats %i as %s', (amount, text) => {
    expect(formatNaira(amount)).toBe(text)
  })
})
