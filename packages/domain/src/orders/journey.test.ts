import { describe, expect, it } from 'vitest'
import type { OrderJourneyStep } from './order'
import { courierTrackingUrl, formatLagosTime, journeySteps } from './journey'

const placed = { status: 'pending', at: '2026-11-27T08:00:00.000Z' } as const
const preparing = { status: 'processing', at: '2026-11-27T10:30:00.000Z' } as const
const ready = { status: 'shipped', at: '2026-11-28T09:15:00.000Z' } as const
const collected = { status: 'delivered', at: '2026-11-28T16:45:00.000Z' } as const

describe('journeySteps', () => {
  it.each<[string, OrderJourneyStep[], 'delivery' | 'pickup', string[]]>([
    [
      'a delivery',
      [placed, preparing, ready, collected],
      'delivery',
      ['Pending', 'Processing', 'Shipped', 'Delivered'],
    ],
    [
      'a pickup',
      [placed, preparing, ready, collected],
      'pickup',
      ['Pending', 'Processing', 'Ready for pickup', 'Collected'],
    ],
    ['out of order', [ready, placed, preparing], 'delivery', ['Pending', 'Processing', 'Shipped']],
    [
      'a repeated step',
      [placed, preparing, ready, { ...ready, at: '2026-11-28T11:00:00.000Z' }],
      'delivery',
      ['Pending', 'Processing', 'Shipped'],
    ],
    [
      'an unreadable time',
      [placed, { status: 'processing', at: 'yesterday' }],
      'delivery',
      ['Pending'],
    ],
    [
      'a cancelled order',
      [placed, { status: 'cancelled', at: '2026-11-27T09:00:00.000Z' }],
      'pickup',
      ['Pending', 'Cancelled'],
    ],
    ['no events', [], 'delivery', []],
  ])('%s', (_name, events, method, labels) => {
    expect(journeySteps(events, method).map((step) => step.label)).toEqual(labels)
  })

  it('says each time in Lagos, an hour ahead of UTC', () => {
    expect(journeySteps([placed], 'delivery')[0]).toMatchObject({
      status: 'pending',
      at: placed.at,
      when: formatLagosTime(placed.at),
    })
    // 08:00 UTC is 9:00 in Lagos, on the same day.
    expect(formatLagosTime('2026-11-27T08:00:00.000Z')).toBe('Fri, 27 Nov, 9:00 am')
    // 23:30 UTC is already the next day in Lagos, half past midnight.
    expect(formatLagosTime('2026-11-27T23:30:00.000Z')).toBe('Sat, 28 Nov, 12:30 am')
    expect(formatLagosTime('2026-11-28T11:05:00.000Z')).toBe('Sat, 28 Nov, 12:05 pm')
    expect(formatLagosTime('2026-11-28T16:45:00.000Z')).toBe('Sat, 28 Nov, 5:45 pm')
    expect(formatLagosTime('not a date')).toBe('')
  })
})

describe('courierTrackingUrl', () => {
  it.each([
    ['https://track.example.ng/AB123', 'https://track.example.ng/AB123'],
    ['http://track.example.ng/AB123', 'http://track.example.ng/AB123'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(courierTrackingUrl(value)).toBe(expected)
  })
})
