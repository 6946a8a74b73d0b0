import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatIncludedInNaira, vatIncludedKobo } from './vat'

describe('vatIncludedKobo', () => {
  it.each([
    // gross kobo, VAT kobo: gross × 75 / 1,075 (= gross × 3 / 43), to the nearest kobo
    [0, 0],
    [1, 0], // 0.07 kobo
    [7, 0], // 0.49
    [8, 1], // 0.56
    [43, 3], // exactly 3
    [1_075, 75], // exactly 75
    [1_075_000, 75_000], // ₦10,750 carries exactly ₦750
    [1_000_000, 69_767], // ₦10,000: 69,767.44 kobo
    [6_250_000, 436_047], // ₦62,500: 436,046.51 kobo
  ])('%i kobo gross includes %i kobo of VAT', (gross, vat) => {
    expect(vatIncludedKobo(gross)).toBe(vat)
  })

  it('is never a half kobo away, so the nearest kobo is unique', () => {
    // A half would need g × 3 / 43 = n + ½, i.e. 6g = 43 × (2n + 1): even on the left, odd on
    // the right. So "half up" never has to choose, and no other rounding could give another kobo.
    for (let gross = 0; gross < 5_000; gross++) {
      const exact = (gross * 3) / 43
      expect(Math.abs(vatIncludedKobo(gross) - exact)).toBeLessThan(0.5)
    }
  })

  it.each([[-1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER]])(
    'refuses %s kobo',
    (gross) => {
      expect(() => vatIncludedKobo(gross)).toThrow(RangeError)
    },
  )

  it('is the nearest kobo to gross × 7.5 / 107.5 for any order size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (gross) => {
        const vat = vatIncludedKobo(gross)
        // Exact comparison in integers: |vat × 43 − gross × 3| ≤ 43 / 2.
        const twiceError = Math.abs(2 * (vat * 43 - gross * 3))
        expect(twiceError).toBeLessThanOrEqual(43)
      }),
    )
  })

  it('never exceeds the 7.5% of the net it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (gross) => {
        const vat = vatIncludedKobo(gross)
        expect(vat).toBeLessThanOrEqual(gross)
        expect(Math.abs(vat - (gross - vat) * 0.075)).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('vatIncludedInNaira', () => {
  it.each([
    [0, 0],
    [10_750, 75_000],
    [62_500, 436_047],
    [104_200, 726_977], // 7,269.767… naira
  ])('₦%i includes %i kobo of VAT', (gross, vat) => {
    expect(vatIncludedInNaira(gross)).toBe(vat)
  })
})
