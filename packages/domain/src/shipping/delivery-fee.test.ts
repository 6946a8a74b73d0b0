import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DELIVERY_DISCOUNTS,
  calculateDeliveryFee,
  deliveryFeePercent,
  isLagos,
  roundUpToHundred,
} from './delivery-fee'

/** The spec's two sample wards (§9) and their base fees in the Lagos table. */
const baseFees: Record<string, number> = { 'Anifowoshe/Ikeja': 8_000, 'Festac II': 6_752 }
const deliveryFee = ({ state, ward }: { state: string; ward: string }, total: number) =>
  calculateDeliveryFee({ state, baseFee: baseFees[ward] }, total)

describe('calculateDeliveryFee (docs/product.md §S9)', () => {
  it.each([
    // The rows docs/engineering.md §E3 shows as the model of a rule table
    ['Lagos', 'Anifowoshe/Ikeja', 49_999, 8_000],
    ['Lagos', 'Anifowoshe/Ikeja', 50_000, 7_200],
    ['Lagos', 'Festac II', 100_000, 5_500], // 6,752 × 0.8 = 5,401.6 → next 100
    ['Kano', 'Fagge', 20_000, 0],
    // Every tier for both samples; the full fee is rounded up too (6,752 → 6,800)
    ['Lagos', 'Festac II', 0, 6_800],
    ['Lagos', 'Festac II', 49_999, 6_800],
    ['Lagos', 'Festac II', 50_000, 6_100], // 6,076.8
    ['Lagos', 'Festac II', 99_999, 6_100],
    ['Lagos', 'Festac II', 250_000, 5_500],
    ['Lagos', 'Anifowoshe/Ikeja', 0, 8_000],
    ['Lagos', 'Anifowoshe/Ikeja', 99_999, 7_200],
    ['Lagos', 'Anifowoshe/Ikeja', 100_000, 6_400],
    // "Lagos (case-insensitive)"
    ['LAGOS', 'Festac II', 10_000, 6_800],
    ['lagos', 'Anifowoshe/Ikeja', 10_000, 8_000],
    [' Lagos ', 'Festac II', 10_000, 6_800],
    // Any other state pays 0, even for a ward the Lagos table knows
    ['Ogun', 'Festac II', 10_000, 0],
    ['FCT', 'Anifowoshe/Ikeja', 100_000, 0],
    ['Lagos Island', 'Festac II', 10_000, 0],
    ['', 'Festac II', 10_000, 0],
    // Unknown ward: no base fee
    ['Lagos', 'Nowhere', 10_000, 0],
  ])('%s / %s for ₦%i is ₦%i', (state, ward, total, fee) => {
    expect(deliveryFee({ state, ward }, total)).toBe(fee)
  })

  it.each([[null], [undefined], [0]])('a base fee of %s is no fee', (baseFee) => {
    expect(calculateDeliveryFee({ state: 'Lagos', baseFee }, 10_000)).toBe(0)
  })

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses an order total of %d',
    (total) => {
      expect(() => calculateDeliveryFee({ state: 'Lagos', baseFee: 6_752 }, total)).toThrow(
        RangeError,
      )
    },
  )

  it.each([[6_752.5], [-3_000]])('refuses a base fee of %d', (baseFee) => {
    expect(() => calculateDeliveryFee({ state: 'Lagos', baseFee }, 10_000)).toThrow(RangeError)
  })

  const lagosBase = fc.integer({ min: 3_000, max: 8_000 })
  const total = fc.integer({ min: 0, max: 100_000_000 })

  it('is the discounted base rounded up to the next 100', () => {
    fc.assert(
      fc.property(lagosBase, total, (base, orderTotal) => {
        const fee = calculateDeliveryFee({ state: 'Lagos', baseFee: base }, orderTotal)
        const exact = (base * deliveryFeePercent(orderTotal)) / 100
        expect(fee % 100).toBe(0)
        expect(fee).toBeGreaterThanOrEqual(exact)
        expect(fee - exact).toBeLessThan(100)
      }),
    )
  })

  it('never grows as the order total grows', () => {
    fc.assert(
      fc.property(lagosBase, total, total, (base, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a]
        expect(calculateDeliveryFee({ state: 'Lagos', baseFee: base }, large)).toBeLessThanOrEqual(
          calculateDeliveryFee({ state: 'Lagos', baseFee: base }, small),
        )
      }),
    )
  })

  it('stays within ₦2,400 (80 % of ₦3,000) and ₦8,000 for every Lagos ward fee', () => {
    fc.assert(
      fc.property(lagosBase, total, (base, orderTotal) => {
        const fee = calculateDeliveryFee({ state: 'Lagos', baseFee: base }, orderTotal)
        expect(fee).toBeGreaterThanOrEqual(2_400)
        expect(fee).toBeLessThanOrEqual(8_000)
      }),
    )
  })

  it('is 0 for every state but Lagos', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((state) => state.trim().toLowerCase() !== 'lagos'),
        lagosBase,
        total,
        (state, base, orderTotal) => {
          expect(calculateDeliveryFee({ state, baseFee: base }, orderTotal)).toBe(0)
        },
      ),
    )
  })
})

describe('deliveryFeePercent', () => {
  it.each([
    [0, 100],
    [49_999, 100],
    [50_000, 90],
    [99_999, 90],
    [100_000, 80],
    [5_000_000, 80],
  ])('an order of ₦%i pays %i %% of the base fee', (orderTotal, percent) => {
    expect(deliveryFeePercent(orderTotal)).toBe(percent)
  })

  it('lists its tiers from the highest threshold down to 0', () => {
    expect(DELIVERY_DISCOUNTS.map((tier) => tier.fromTotal)).toEqual([100_000, 50_000, 0])
  })
})

describe('roundUpToHundred', () => {
  it.each([
    [0, 0],
    [1, 100],
    [5_401.6, 5_500],
    [7_200, 7_200],
    [6_752, 6_800],
    [6_801, 6_900],
  ])('%d → %i', (amount, rounded) => {
    expect(roundUpToHundred(amount)).toBe(rounded)
  })
})

describe('isLagos', () => {
  it.each([
    ['Lagos', true],
    ['lagos', true],
    ['  LAGOS\t', true],
    ['Lagos Island', false],
    ['Lago', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (state, expected) => {
    expect(isLagos(state)).toBe(expected)
  })
})
