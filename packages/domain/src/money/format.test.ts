import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CURRENCY,
  KOBO_PER_NAIRA,
  LOCALE,
  formatNaira,
  formatNairaWithKobo,
  koboToNaira,
  nairaToKobo,
} from './format'

describe('money constants (docs/product.md §S9)', () => {
  it.each([
    ['currency', CURRENCY, 'NGN'],
    ['locale', LOCALE, 'en-NG'],
    ['kobo per naira', KOBO_PER_NAIRA, 100],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('formatNaira', () => {
  it.each([
    [15_000, '₦15,000'],
    [0, '₦0'],
    [1_234_567, '₦1,234,567'],
  ])('formats %i as %s', (amount, text) => {
    expect(formatNaira(amount)).toBe(text)
  })
})

describe('formatNairaWithKobo (the cart format)', () => {
  it.each([
    [15_000, '₦15,000.00'],
    [0, '₦0.00'],
    [1_234.5, '₦1,234.50'],
    [2_500.255, '₦2,500.26'],
    [1_234_567, '₦1,234,567.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatNairaWithKobo(amount)).toBe(text)
  })

  it('always shows the naira sign and exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kobo) => {
        expect(formatNairaWithKobo(kobo / 100)).toMatch(/^₦\d{1,3}(,\d{3})*\.\d{2}$/)
      }),
    )
  })
})

describe('naira formats match Intl.NumberFormat for en-NG', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
  const whole = intl(0)
  const withKobo = intl(2)

  it.each([
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    -0.4,
    999.5,
    1.005,
    1_234.005,
    0.125,
    19.99,
    1e15,
    NaN,
    Infinity,
    -Infinity,
  ])('for %d', (amount) => {
    expect(formatNaira(amount)).toBe(whole.format(amount))
    expect(formatNairaWithKobo(amount)).toBe(withKobo.format(amount))
  })

  it('for any amount a shop could show, whole naira or with kobo, of either sign', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((kobo) => kobo / 100),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((tenths) => tenths / 1_000),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    )
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatNaira(amount)).toBe(whole.format(amount))
        expect(formatNairaWithKobo(amount)).toBe(withKobo.format(amount))
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [15_000, 1_500_000],
    [19.99, 1_999],
    [0.29, 29],
    [52_500, 5_250_000],
  ])('₦%d is %i kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo)
  })

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER]])(
    'refuses %d',
    (naira) => {
      expect(() => nairaToKobo(naira)).toThrow(RangeError)
    },
  )

  it('gives back every whole kobo amount exactly (integer-safe)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (kobo) => {
        expect(nairaToKobo(kobo / 100)).toBe(kobo)
      }),
    )
  })

  it('is exactly naira × 100 for whole naira', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (naira) => {
        expect(nairaToKobo(naira)).toBe(naira * 100)
      }),
    )
  })
})

describe('koboToNaira', () => {
  it.each([
    [0, 0],
    [100, 1],
    [1_500_000, 15_000],
    [1_999, 19.99],
  ])('%i kobo is ₦%d', (kobo, naira) => {
    expect(koboToNaira(kobo)).toBe(naira)
  })

  it.each([[-100], [1.5], [Number.NaN]])('refuses %d', (kobo) => {
    expect(() => koboToNaira(kobo)).toThrow(RangeError)
  })

  it('round-trips with nairaToKobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (kobo) => {
        expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo)
      }),
    )
  })
})
