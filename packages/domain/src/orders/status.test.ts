import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_PANEL_TONES,
  FULFILMENT_STATUSES,
  LIST_LABELS,
  ORDER_STATUSES,
  PROGRESS_STEPS,
  TRACK_DESCRIPTIONS,
  TRACK_LABELS,
  accountPanelTone,
  canTransition,
  isOrderStatus,
  listLabel,
  nextStatuses,
  orderTransitions,
  statusPosition,
  statusProgress,
  statusUpdateSentence,
  toOrderStatus,
  trackDescription,
  trackLabel,
  type OrderStatus,
} from './status'

describe('order statuses (docs/product.md §S4)', () => {
  it('are pending, processing, shipped, delivered in that order, 4 progress steps; then cancelled and refunded', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
    ])
    expect(FULFILMENT_STATUSES).toEqual(['pending', 'processing', 'shipped', 'delivered'])
    expect(PROGRESS_STEPS).toBe(4)
  })

  it.each([
    ['pending', true],
    ['delivered', true],
    ['Delivered', false],
    ['cancelled', true],
    ['refunded', true],
    ['returned', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isOrderStatus(%j) is %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected)
  })

  it.each([
    ['pending', 'pending'],
    ['processing', 'processing'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['  Shipped ', 'shipped'],
    ['DELIVERED', 'delivered'],
    ['cancelled', 'cancelled'],
    [' Cancelled', 'cancelled'],
    ['Refunded', 'refunded'],
    ['failed', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('%j is shown as %s', (value, expected) => {
    expect(toOrderStatus(value)).toBe(expected)
  })
})

describe('progress (position + 1 of 4)', () => {
  it.each([
    ['pending', 0, 1, 25],
    ['processing', 1, 2, 50],
    ['shipped', 2, 3, 75],
    ['delivered', 3, 4, 100],
    ['on-hold', 0, 1, 25],
    ['cancelled', 0, 1, 25],
    ['refunded', 0, 1, 25],
    [undefined, 0, 1, 25],
  ])('%s sits at position %i, step %i of 4, %i%%', (status, position, step, percent) => {
    expect(statusPosition(status)).toBe(position)
    expect(statusProgress(status)).toEqual({ step, of: 4, percent })
  })

  it('is between 1 and 4 for any text', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const { step, percent } = statusProgress(status)
        expect(step).toBeGreaterThanOrEqual(1)
        expect(step).toBeLessThanOrEqual(PROGRESS_STEPS)
        expect(percent).toBe(step * 25)
      }),
    )
  })
})

describe('labels and tones', () => {
  it.each([
    ['pending', 'Order Pending', 'Your order is being processed', 'Pending', 'blue'],
    ['processing', 'Processing', 'Your order is being prepared for shipment', 'Processing', 'blue'],
    ['shipped', 'Shipped', 'Your order is on its way!', 'Shipped', 'blue'],
    ['delivered', 'Delivered', 'Your order has been delivered', 'Delivered', 'green'],
    [
      'cancelled',
      'Order Cancelled',
      'This order was cancelled. Its items are back on sale.',
      'Cancelled',
      'grey',
    ],
    [
      'refunded',
      'Order Refunded',
      'Everything paid for this order has been refunded.',
      'Refunded',
      'amber',
    ],
    ['mystery', 'Order Pending', 'Your order is being processed', 'Pending', 'blue'],
  ])('%s: track %j, %j; list %j; panel %s', (status, track, description, list, tone) => {
    expect(trackLabel(status)).toBe(track)
    expect(trackDescription(status)).toBe(description)
    expect(listLabel(status)).toBe(list)
    expect(accountPanelTone(status)).toBe(tone)
  })

  it('has a label, description and tone for every status', () => {
    for (const status of ORDER_STATUSES) {
      expect(TRACK_LABELS[status]).toBeTruthy()
      expect(TRACK_DESCRIPTIONS[status]).toBeTruthy()
      expect(LIST_LABELS[status]).toBeTruthy()
      expect(ACCOUNT_PANEL_TONES[status]).toMatch(/^(green|blue|grey|amber)$/)
    }
  })
})

describe('statusUpdateSentence', () => {
  it.each<[OrderStatus, string]>([
    ['pending', 'We have your order ORD1 and will start preparing it soon.'],
    ['processing', 'We are preparing your order ORD1 and will write again when it ships.'],
    ['shipped', 'Your order ORD1 has left us and is on its way to you.'],
    ['delivered', 'Your order ORD1 has been delivered. We hope you love it!'],
    ['cancelled', 'Your order ORD1 was cancelled. Its items are back on sale.'],
    ['refunded', 'Everything you paid for order ORD1 has been refunded.'],
  ])('%s → %s', (status, sentence) => {
    expect(statusUpdateSentence('ORD1', status)).toBe(sentence)
  })

  it('never repeats the heading above it (the track description)', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusUpdateSentence('ORD1', status)).not.toContain(trackDescription(status))
    }
  })
})

describe('orderTransitions', () => {
  it.each([
    ['pending', ['processing']],
    ['processing', ['shipped']],
    ['shipped', ['delivered']],
    ['delivered', []],
    ['cancelled', []],
    ['refunded', []],
  ] as const)('%s can move to %j', (from, to) => {
    expect(nextStatuses(from)).toEqual(to)
    expect(orderTransitions[from]).toEqual(to)
  })

  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const))
  it.each(pairs)(
    '%s → %s is allowed only one step forward, never into or out of cancelled or refunded',
    (from, to) => {
      const steps: readonly string[] = FULFILMENT_STATUSES
      const expected =
        steps.includes(from) && steps.includes(to) && steps.indexOf(to) === steps.indexOf(from) + 1
      expect(canTransition(from, to)).toBe(expected)
    },
  )

  it('reaches delivered from pending by following the machine, and nothing leaves delivered', () => {
    let status: OrderStatus = 'pending'
    const path: OrderStatus[] = [status]
    for (let next = nextStatuses(status)[0]; next !== undefined; next = nextStatuses(status)[0]) {
      status = next
      path.push(status)
    }
    expect(path).toEqual([...FULFILMENT_STATUSES])
  })
})
