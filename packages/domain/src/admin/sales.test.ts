import { describe, expect, it } from 'vitest'
import {
  addDays,
  averageOrderValue,
  daysBetween,
  fillDays,
  groupByWeek,
  salesDayLabel,
  groupPaymentMethods,
  lagosDay,
  lagosMidnight,
  paymentMethodGroup,
  resolveSalesRange,
  SALES_DATES_MESSAGE,
  SALES_ORDER_MESSAGE,
  SALES_SPAN_MESSAGE,
  salesQuerySchema,
} from './sales'

describe('lagosDay', () => {
  it.each([
    // Lagos is UTC+1: 23:00 UTC is already tomorrow there.
    ['2026-11-27T22:59:59.999Z', '2026-11-27'],
    ['2026-11-27T23:00:00.000Z', '2026-11-28'],
    ['2026-11-28T00:30:00.000Z', '2026-11-28'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01'],
    // No daylight saving: the same hour in June.
    ['2026-06-15T23:00:00.000Z', '2026-06-16'],
  ])('%s falls on %s', (instant, day) => {
    expect(lagosDay(new Date(instant))).toBe(day)
  })
})

describe('lagosMidnight', () => {
  it.each([
    ['2026-11-28', '2026-11-27T23:00:00.000Z'],
    ['2027-01-01', '2026-12-31T23:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(lagosMidnight(day).toISOString()).toBe(instant)
  })
})

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-11-28', 1, '2026-11-29'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
  ])('%s + %i is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected)
  })

  it('lists every day, both ends included', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
    expect(daysBetween('2026-11-29', '2026-11-29')).toEqual(['2026-11-29'])
  })
})

describe('resolveSalesRange', () => {
  // 23:30 UTC on the 27th is 00:30 on the 28th in Lagos: "today" is the 28th.
  const now = new Date('2026-11-27T23:30:00Z')

  it.each([
    ['today', '2026-11-28', '2026-11-28', 1],
    ['7d', '2026-11-22', '2026-11-28', 7],
    ['30d', '2026-10-30', '2026-11-28', 30],
  ] as const)('%s is %s to %s (%i days), in Lagos days', (range, from, to, count) => {
    const result = resolveSalesRange({ range }, now)
    if (!result.ok) throw new Error(result.message)
    expect(result.value).toMatchObject({ from, to })
    expect(result.value.days).toHaveLength(count)
    expect(result.value.start).toEqual(lagosMidnight(from))
    expect(result.value.end).toEqual(lagosMidnight(addDays(to, 1)))
  })

  it.each([
    [{ from: '2026-11-01' }, SALES_DATES_MESSAGE],
    [{ to: '2026-11-01' }, SALES_DATES_MESSAGE],
    [{ from: '2026-11-02', to: '2026-11-01' }, SALES_ORDER_MESSAGE],
    [{ from: '2025-01-01', to: '2026-11-01' }, SALES_SPAN_MESSAGE],
  ])('custom %o is refused', (dates, message) => {
    expect(resolveSalesRange({ range: 'custom', ...dates }, now)).toEqual({ ok: false, message })
  })

  it('a custom range keeps its own days, bounded by Lagos midnights', () => {
    const result = resolveSalesRange({ range: 'custom', from: '2026-01-01', to: '2026-12-31' }, now)
    if (!result.ok) throw new Error(result.message)
    expect(result.value.days).toHaveLength(365)
    expect(result.value.start.toISOString()).toBe('2025-12-31T23:00:00.000Z')
    expect(result.value.end.toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })
})

describe('salesQuerySchema', () => {
  it.each([
    [{}, true],
    [{ range: '7d' }, true],
    [{ range: 'custom', from: '2026-02-28', to: '2026-03-01' }, true],
    [{ range: 'year' }, false],
    [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, false],
    [{ range: 'custom', from: '28/11/2026', to: '2026-03-01' }, false],
    [{ range: 'custom', from: 'x'.repeat(5000) }, false],
  ])('%o parses: %s', (query, ok) => {
    expect(salesQuerySchema.safeParse(query).success).toBe(ok)
  })

  it('defaults to the last 7 days', () => {
    expect(salesQuerySchema.parse({})).toEqual({ range: '7d' })
  })
})

describe('averageOrderValue', () => {
  it.each([
    [0, 0, 0],
    [30_000, 1, 30_000],
    [100_000, 3, 33_333],
    [100_001, 2, 50_001],
  ])('%i over %i orders is %i', (revenue, orders, expected) => {
    expect(averageOrderValue(revenue, orders)).toBe(expected)
  })
})

describe('fillDays', () => {
  it('puts zeros on days without sales, in order', () => {
    expect(
      fillDays(
        ['2026-11-26', '2026-11-27', '2026-11-28'],
        [{ day: '2026-11-28', revenue: 5, orders: 1 }],
      ),
    ).toEqual([
      { day: '2026-11-26', revenue: 0, orders: 0 },
      { day: '2026-11-27', revenue: 0, orders: 0 },
      { day: '2026-11-28', revenue: 5, orders: 1 },
    ])
  })
})

describe('paymentMethodGroup', () => {
  it.each([
    ['card', null, 'card'],
    ['CARD', 'CARD', 'card'],
    ['bank_transfer', null, 'transfer'],
    ['ussd', 'USSD', 'ussd'],
    [null, 'POD', 'pay_on_delivery'],
    ['bank', null, 'other'],
    [null, null, 'other'],
  ] as const)('channel %s, order method %s → %s', (channel, method, group) => {
    expect(paymentMethodGroup(channel, method)).toBe(group)
  })

  it('sums the database groups into every method, in order', () => {
    expect(
      groupPaymentMethods([
        { channel: 'card', orderPaymentMethod: 'CARD', started: 3, paid: 2 },
        { channel: 'card', orderPaymentMethod: null, started: 1, paid: 0 },
        { channel: null, orderPaymentMethod: 'POD', started: 2, paid: 1 },
        { channel: null, orderPaymentMethod: null, started: 4, paid: 0 },
      ]),
    ).toEqual([
      { method: 'card', started: 4, paid: 2 },
      { method: 'transfer', started: 0, paid: 0 },
      { method: 'ussd', started: 0, paid: 0 },
      { method: 'pay_on_delivery', started: 2, paid: 1 },
      { method: 'other', started: 4, paid: 0 },
    ])
  })
})

describe('groupByWeek', () => {
  it('sums days into Monday-first weeks, partial at the ends', () => {
    // 2026-11-26 is a Thursday; 2026-11-30 a Monday.
    const days = daysBetween('2026-11-26', '2026-12-01').map((day, i) => ({
      day,
      revenue: 1_000 * (i + 1),
      orders: 1,
    }))
    expect(groupByWeek(days)).toEqual([
      { day: '2026-11-26', to: '2026-11-29', revenue: 10_000, orders: 4 },
      { day: '2026-11-30', to: '2026-12-01', revenue: 11_000, orders: 2 },
    ])
  })

  it('keeps nothing from nothing', () => {
    expect(groupByWeek([])).toEqual([])
  })
})

describe('salesDayLabel', () => {
  it('names the weekday, day and month', () => {
    expect(salesDayLabel('2026-11-28')).toMatch(/Sat.*28.*Nov/)
  })
})
