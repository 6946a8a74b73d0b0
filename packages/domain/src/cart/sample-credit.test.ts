import { describe, expect, it } from 'vitest'
import {
  isWithinCreditWindow,
  sampleCredit,
  type CreditableLine,
  type PaidSample,
} from './sample-credit'

const now = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

function sample(overrides: Partial<PaidSample> = {}): PaidSample {
  return {
    sampleItemId: 1,
    productId: 7,
    unitPrice: 4_000,
    paidAt: daysAgo(10),
    used: false,
    ...overrides,
  }
}
const bottle = (overrides: Partial<CreditableLine> = {}): CreditableLine => ({
  productId: 7,
  price: 60_000,
  quantity: 1,
  isFullBottle: true,
  ...overrides,
})

describe('isWithinCreditWindow', () => {
  it.each([
    [0, true],
    [59, true],
    [60, true], // day 60 still counts
    [60.01, false],
    [-1, false], // paid in the future: a clock skew, not a credit
  ])('a sample paid %d days ago is creditable: %s', (days, expected) => {
    expect(isWithinCreditWindow(daysAgo(days), now)).toBe(expected)
  })
})

describe('sampleCredit', () => {
  it.each<[string, PaidSample[], CreditableLine[], number]>([
    ['the full bottle of the same fragrance', [sample()], [bottle()], 4_000],
    ['nothing without a sample', [], [bottle()], 0],
    ['nothing past 60 days', [sample({ paidAt: daysAgo(61) })], [bottle()], 0],
    ['on day 60', [sample({ paidAt: daysAgo(60) })], [bottle()], 4_000],
    ['nothing once used', [sample({ used: true })], [bottle()], 0],
    ['nothing on another fragrance', [sample()], [bottle({ productId: 8 })], 0],
    ['nothing on a sample of the same fragrance', [sample()], [bottle({ isFullBottle: false })], 0],
    ['nothing on a travel size', [sample()], [bottle({ isFullBottle: false, price: 15_000 })], 0],
    [
      'one credit per bottle: two samples, one bottle',
      [sample(), sample({ sampleItemId: 2 })],
      [bottle()],
      4_000,
    ],
    [
      'two samples, two bottles',
      [sample(), sample({ sampleItemId: 2, unitPrice: 3_000 })],
      [bottle({ quantity: 2 })],
      7_000,
    ],
    ['never below zero', [sample({ unitPrice: 9_000 })], [bottle({ price: 5_000 })], 5_000],
    ['a free sample credits nothing', [sample({ unitPrice: 0 })], [bottle()], 0],
  ])('credits %s', (_case, history, lines, expected) => {
    expect(sampleCredit(history, lines, now).total).toBe(expected)
  })

  it('uses the oldest sample first, as it expires first, and names what it used', () => {
    const result = sampleCredit(
      [
        sample({ sampleItemId: 5, paidAt: daysAgo(3) }),
        sample({ sampleItemId: 9, paidAt: daysAgo(50) }),
      ],
      [bottle()],
      now,
    )
    expect(result.applied).toEqual([{ sampleItemId: 9, productId: 7, amount: 4_000 }])
  })

  it('applies credits per fragrance', () => {
    const result = sampleCredit(
      [
        sample({ sampleItemId: 1, productId: 7 }),
        sample({ sampleItemId: 2, productId: 8, unitPrice: 2_500 }),
      ],
      [bottle({ productId: 7 }), bottle({ productId: 8 })],
      now,
    )
    expect(result.total).toBe(6_500)
    expect(result.applied.map((credit) => credit.sampleItemId).sort()).toEqual([1, 2])
  })
})
