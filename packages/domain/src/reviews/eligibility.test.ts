import { describe, expect, it } from 'vitest'
import { REVIEW_REQUEST, canReviewProduct, isReviewRequestDue } from './eligibility'

describe('canReviewProduct', () => {
  it.each([
    ['no orders', [], false],
    ['delivered, with the product', [{ status: 'delivered', productIds: [1, 7] }], true],
    ['delivered, other products', [{ status: 'delivered', productIds: [2] }], false],
    ['shipped, not yet delivered', [{ status: 'shipped', productIds: [7] }], false],
    ['processing', [{ status: 'processing', productIds: [7] }], false],
    ['pending', [{ status: 'pending', productIds: [7] }], false],
    [
      'one of several delivered',
      [
        { status: 'shipped', productIds: [7] },
        { status: 'delivered', productIds: [3, 7] },
      ],
      true,
    ],
  ] as const)('%s → %s', (_case, orders, expected) => {
    expect(canReviewProduct(orders, 7)).toBe(expected)
  })
})

describe('isReviewRequestDue', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

  it.each([
    ['delivered today', daysAgo(0), false],
    ['delivered 6 days 23 h ago', new Date(daysAgo(7).getTime() + 60 * 60 * 1000), false],
    ['delivered exactly 7 days ago', daysAgo(7), true],
    ['delivered 10 days ago', daysAgo(10), true],
    ['delivered 30 days ago (too old: never asked)', daysAgo(30), false],
    ['delivered a year ago', daysAgo(365), false],
  ])('%s → %s', (_case, deliveredAt, expected) => {
    expect(isReviewRequestDue(deliveredAt, now)).toBe(expected)
  })

  it('takes a shorter delay for tests', () => {
    expect(isReviewRequestDue(new Date(now.getTime() - 1000), now, 1000)).toBe(true)
    expect(REVIEW_REQUEST.delayMs).toBe(7 * 24 * 60 * 60 * 1000)
  })
})
