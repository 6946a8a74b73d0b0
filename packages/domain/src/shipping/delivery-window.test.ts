import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  deliveryEstimateLabel,
  deliveryZone,
  describeDeliveryWindow,
  formatDeliveryDays,
  orderDeliveryWindow,
} from './delivery-window'

/** The Lagos calendar day (UTC+1) of an instant, as 'YYYY-MM-DD Ddd'. */
function lagosDay(date: Date): string {
  const shifted = new Date(date.getTime() + 3_600_000)
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][shifted.getUTCDay()] ?? ''
  return `${shifted.toISOString().slice(0, 10)} ${weekday}`
}

describe('orderDeliveryWindow', () => {
  it.each([
    // placed (UTC), state, first day, last day (Lagos days)
    ['2026-11-23T09:00:00Z', 'Lagos', '2026-11-25 Wed', '2026-11-27 Fri'], // a Monday
    ['2026-11-27T09:00:00Z', 'Lagos', '2026-12-01 Tue', '2026-12-03 Thu'], // a Friday
    ['2026-11-28T09:00:00Z', 'Lagos', '2026-12-01 Tue', '2026-12-03 Thu'], // a Saturday
    ['2026-11-29T09:00:00Z', 'lagos ', '2026-12-01 Tue', '2026-12-03 Thu'], // a Sunday
    ['2026-11-27T09:00:00Z', 'Kano', '2026-12-04 Fri', '2026-12-08 Tue'], // a Friday
    ['2026-11-28T09:00:00Z', 'FCT', '2026-12-04 Fri', '2026-12-08 Tue'], // a Saturday
    ['2026-11-23T09:00:00Z', 'Ogun', '2026-11-30 Mon', '2026-12-02 Wed'], // a Monday
    // 23:30 UTC on Friday is 00:30 on Saturday in Lagos: a weekend order.
    ['2026-11-27T23:30:00Z', 'Lagos', '2026-12-01 Tue', '2026-12-03 Thu'],
    // 23:30 UTC on Sunday is Monday in Lagos.
    ['2026-11-29T23:30:00Z', 'Lagos', '2026-12-02 Wed', '2026-12-04 Fri'],
    ['2026-12-31T12:00:00Z', 'Lagos', '2027-01-04 Mon', '2027-01-06 Wed'], // a Thursday
  ])('placed %s for %s arrives %s to %s', (placed, state, from, to) => {
    const window = orderDeliveryWindow({ placedAt: new Date(placed), state })
    expect(lagosDay(window.from)).toBe(from)
    expect(lagosDay(window.to)).toBe(to)
  })

  it.each([
    ['Lagos', 'lagos', '2-4 business days'],
    ['LAGOS', 'lagos', '2-4 business days'],
    ['Kano', 'elsewhere', '5-7 business days'],
    [null, 'elsewhere', '5-7 business days'],
    [undefined, 'elsewhere', '5-7 business days'],
  ] as const)('%s is delivered %s, in %s', (state, zone, label) => {
    expect(deliveryZone(state)).toBe(zone)
    expect(deliveryEstimateLabel(zone)).toBe(label)
    expect(orderDeliveryWindow({ placedAt: new Date('2026-11-23T09:00:00Z'), state }).label).toBe(
      label,
    )
  })

  it('does not change the date it is given', () => {
    const placedAt = new Date('2026-11-27T09:00:00Z')
    orderDeliveryWindow({ placedAt, state: 'Lagos' })
    expect(placedAt.toISOString()).toBe('2026-11-27T09:00:00.000Z')
  })

  it('never starts or ends on a weekend, and keeps the time of day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.constantFrom('Lagos', 'Kano'),
        (placedAt, state) => {
          const { from, to } = orderDeliveryWindow({ placedAt, state })
          for (const day of [from, to]) {
            expect(lagosDay(day)).not.toMatch(/Sat|Sun/)
            expect((day.getTime() - placedAt.getTime()) % 86_400_000).toBe(0)
          }
          expect(to.getTime()).toBeGreaterThan(from.getTime())
        },
      ),
    )
  })
})

describe('formatDeliveryDays', () => {
  it.each([
    ['2026-11-27T09:00:00Z', 'Lagos', 'Tue, 1 Dec – Thu, 3 Dec'],
    ['2026-11-27T23:30:00Z', 'Kano', 'Fri, 4 Dec – Tue, 8 Dec'],
    ['2026-12-31T12:00:00Z', 'Lagos', 'Mon, 4 Jan – Wed, 6 Jan'],
  ])('an order placed %s for %s arrives %s', (placed, state, days) => {
    const window = orderDeliveryWindow({ placedAt: new Date(placed), state })
    expect(formatDeliveryDays(window)).toBe(days)
    expect(describeDeliveryWindow(window)).toBe(`${days} (${window.label})`)
  })

  // ICU spells September "Sept" in en-NG; we keep three letters for every month.
  it('prints the Lagos day, as Intl does in Africa/Lagos', () => {
    const intl = new Intl.DateTimeFormat('en-NG', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Lagos',
    })
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (at) => {
          const day = intl.format(at).replace('Sept', 'Sep')
          expect(formatDeliveryDays({ from: at, to: at })).toBe(`${day} – ${day}`)
        },
      ),
    )
  })
})

describe('orderDeliveryWindow with the days the order kept (docs/product.md §13)', () => {
  it('counts the kept window rather than the zone', () => {
    // Monday 30 Nov 2026, 10:00 in Lagos.
    const placedAt = new Date('2026-11-30T09:00:00.000Z')
    const kept = orderDeliveryWindow({ placedAt, state: 'FCT', days: { min_days: 3, max_days: 5 } })
    expect(kept.label).toBe('3-5 business days')
    expect(formatDeliveryDays(kept)).toBe('Thu, 3 Dec – Mon, 7 Dec')
    const zone = orderDeliveryWindow({ placedAt, state: 'FCT', days: null })
    expect(zone.label).toBe('5-7 business days')
  })
})
