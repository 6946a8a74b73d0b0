import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confirmationDeliveryWindow } from './delivery-window'

const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()]

describe('confirmationDeliveryWindow', () => {
  it.each([
    [new Date(2025, 2, 1, 9, 30), [2025, 3, 6], [2025, 3, 8]],
    [new Date(2025, 0, 28, 23, 59), [2025, 2, 2], [2025, 2, 4]],
    [new Date(2024, 1, 25), [2024, 3, 1], [2024, 3, 3]],
    [new Date(2025, 11, 27), [2026, 1, 1], [2026, 1, 3]],
  ])('from %s runs %j to %j', (now, from, to) => {
    const window = confirmationDeliveryWindow(now)
    expect(day(window.from)).toEqual(from)
    expect(day(window.to)).toEqual(to)
    expect(window.label).toBe('5-7 business days')
  })

  it('does not change the date it is given', () => {
    const now = new Date(2025, 2, 1)
    confirmationDeliveryWindow(now)
    expect(day(now)).toEqual([2025, 3, 1])
  })

  it('always spans two days, starting five days on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (now) => {
          const { from, to } = confirmationDeliveryWindow(now)
          const days = (a: Date, b: Date) =>
            Math.round(
              (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
                Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
                86_400_000,
            )
          expect(days(now, from)).toBe(5)
          expect(days(from, to)).toBe(2)
        },
      ),
    )
  })
})
