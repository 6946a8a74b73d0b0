import { describe, expect, it } from 'vitest'
import type { RefundableOrder } from './refunds'
import {
  canMoveReturn,
  canShopperReturnOrder,
  orderReturnableUnits,
  isWithinReturnWindow,
  ownerReturnActions,
  resaleableProblem,
  RETURN_ALREADY_OPEN,
  RETURN_NO_SAMPLES,
  RETURN_NOT_DELIVERED,
  RETURN_NOTHING_LEFT,
  RETURN_PICK_ITEMS,
  RETURN_PICK_REASON,
  RETURN_STATES,
  RETURN_TOO_MANY,
  RETURN_WINDOW_CLOSED,
  returnableUnits,
  returnEligibilityProblem,
  returnRefundAmount,
  returnRequestProblem,
  returnStateLabel,
  returnStateTone,
  returnWindowEnds,
  type EarlierReturn,
  type ReturnRequestFacts,
  type ReturnState,
} from './returns'

const delivered = new Date('2026-11-01T10:00:00Z')
const day = 24 * 60 * 60 * 1000
const at = (days: number, extraMs = 0) => new Date(delivered.getTime() + days * day + extraMs)

describe('the return window', () => {
  it('ends 30 days after the delivered event', () => {
    expect(returnWindowEnds(delivered).toISOString()).toBe('2026-12-01T10:00:00.000Z')
  })
  it.each<[string, Date | null, Date, boolean]>([
    ['the day of delivery', delivered, at(0), true],
    ['day 29', delivered, at(29), true],
    ['the last instant of day 30', delivered, at(30), true],
    ['a millisecond after', delivered, at(30, 1), false],
    ['never delivered', null, at(1), false],
  ])('%s', (_name, deliveredAt, now, open) => {
    expect(isWithinReturnWindow(deliveredAt, now)).toBe(open)
  })
})

describe('which states a return moves between', () => {
  const allowed: [ReturnState, ReturnState][] = [
    ['requested', 'approved'],
    ['requested', 'refused'],
    ['approved', 'received'],
    ['received', 'refunded'],
  ]
  it.each(RETURN_STATES.flatMap((from) => RETURN_STATES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const expected = allowed.some(([a, b]) => a === from && b === to)
      expect(canMoveReturn(from, to)).toBe(expected)
    },
  )

  it.each<[string, { approve: boolean; refuse: boolean; receive: boolean }]>([
    ['requested', { approve: true, refuse: true, receive: false }],
    ['approved', { approve: false, refuse: false, receive: true }],
    ['refused', { approve: false, refuse: false, receive: false }],
    ['received', { approve: false, refuse: false, receive: false }],
    ['refunded', { approve: false, refuse: false, receive: false }],
    ['lost', { approve: false, refuse: false, receive: false }],
  ])('the owner may, on a %s return: %o', (state, actions) => {
    expect(ownerReturnActions(state)).toEqual(actions)
  })

  it('reads an unknown state as requested', () => {
    expect(returnStateLabel('mystery')).toBe('Return requested')
    expect(returnStateTone('mystery')).toBe('amber')
    expect(returnStateLabel('refunded')).toBe('Returned and refunded')
    expect(returnStateTone('refused')).toBe('red')
  })
})

const items = [{ quantity: 2 }, { quantity: 1, isSample: true }, { quantity: 3 }]

describe('returnableUnits', () => {
  it.each<[string, EarlierReturn[], number[]]>([
    ['nothing returned yet: full bottles only', [], [2, 0, 3]],
    [
      'an open and a refunded return both claim units',
      [
        { state: 'requested', lines: [{ line: 0, quantity: 1 }] },
        { state: 'refunded', lines: [{ line: 2, quantity: 3 }] },
      ],
      [1, 0, 0],
    ],
    [
      'a refused return gives its units back',
      [{ state: 'refused', lines: [{ line: 0, quantity: 2 }] }],
      [2, 0, 3],
    ],
    [
      'a line out of range is ignored',
      [{ state: 'approved', lines: [{ line: 9, quantity: 1 }] }],
      [2, 0, 3],
    ],
  ])('%s', (_name, earlier, expected) => {
    expect(returnableUnits(items, earlier)).toEqual(expected)
  })
})

describe('returnRequestProblem', () => {
  const facts = (over: Partial<ReturnRequestFacts> = {}): ReturnRequestFacts => ({
    status: 'delivered',
    paymentStatus: 'paid',
    deliveredAt: delivered,
    items,
    earlier: [],
    ...over,
  })
  const ask = (lines: { line: number; quantity: number }[], reason = 'damaged') => ({
    lines,
    reason,
  })

  it.each<[string, ReturnRequestFacts, ReturnType<typeof ask>, Date, string | null]>([
    [
      'two bottles of a line, within the window',
      facts(),
      ask([{ line: 0, quantity: 2 }]),
      at(3),
      null,
    ],
    ['on the last day', facts(), ask([{ line: 2, quantity: 1 }]), at(30), null],
    ['after the window', facts(), ask([{ line: 0, quantity: 1 }]), at(31), RETURN_WINDOW_CLOSED],
    [
      'a shipped order',
      facts({ status: 'shipped', deliveredAt: null }),
      ask([{ line: 0, quantity: 1 }]),
      at(1),
      RETURN_NOT_DELIVERED,
    ],
    [
      'a delivered order never paid',
      facts({ paymentStatus: 'pending' }),
      ask([{ line: 0, quantity: 1 }]),
      at(1),
      RETURN_NOT_DELIVERED,
    ],
    ['more than bought', facts(), ask([{ line: 0, quantity: 3 }]), at(1), RETURN_TOO_MANY],
    [
      'the same line twice, adding up to too many',
      facts(),
      ask([
        { line: 0, quantity: 1 },
        { line: 0, quantity: 2 },
      ]),
      at(1),
      RETURN_TOO_MANY,
    ],
    [
      'more than is left after a refunded return',
      facts({ earlier: [{ state: 'refunded', lines: [{ line: 0, quantity: 1 }] }] }),
      ask([{ line: 0, quantity: 2 }]),
      at(1),
      RETURN_TOO_MANY,
    ],
    [
      'another return still open',
      facts({ earlier: [{ state: 'approved', lines: [{ line: 2, quantity: 1 }] }] }),
      ask([{ line: 0, quantity: 1 }]),
      at(1),
      RETURN_ALREADY_OPEN,
    ],
    [
      'everything already returned',
      facts({
        earlier: [
          {
            state: 'refunded',
            lines: [
              { line: 0, quantity: 2 },
              { line: 2, quantity: 3 },
            ],
          },
        ],
      }),
      ask([{ line: 0, quantity: 1 }]),
      at(1),
      RETURN_NOTHING_LEFT,
    ],
    ['a sample', facts(), ask([{ line: 1, quantity: 1 }]), at(1), RETURN_NO_SAMPLES],
    ['no lines', facts(), ask([]), at(1), RETURN_PICK_ITEMS],
    ['zero units', facts(), ask([{ line: 0, quantity: 0 }]), at(1), RETURN_PICK_ITEMS],
    ['half a bottle', facts(), ask([{ line: 0, quantity: 0.5 }]), at(1), RETURN_PICK_ITEMS],
    [
      'a line the order does not have',
      facts(),
      ask([{ line: 7, quantity: 1 }]),
      at(1),
      RETURN_PICK_ITEMS,
    ],
    [
      'a reason off the list',
      facts(),
      ask([{ line: 0, quantity: 1 }], 'bored'),
      at(1),
      RETURN_PICK_REASON,
    ],
  ])('%s', (_name, given, request, now, problem) => {
    expect(returnRequestProblem(given, request, now)).toBe(problem)
  })

  it('offers the button only where a request could succeed', () => {
    expect(returnEligibilityProblem(facts(), at(1))).toBeNull()
    expect(
      returnEligibilityProblem(facts({ items: [{ quantity: 1, isSample: true }] }), at(1)),
    ).toBe(RETURN_NOTHING_LEFT)
  })
})

describe('resaleableProblem', () => {
  const lines = [
    { line: 0, quantity: 2 },
    { line: 2, quantity: 1 },
  ]
  it.each<[string, { line: number; quantity: number }[], string | null]>([
    ['none resaleable', [], null],
    [
      'all resaleable',
      [
        { line: 0, quantity: 2 },
        { line: 2, quantity: 1 },
      ],
      null,
    ],
    [
      'some',
      [
        { line: 0, quantity: 1 },
        { line: 2, quantity: 0 },
      ],
      null,
    ],
    [
      'more than came back',
      [{ line: 0, quantity: 3 }],
      'More units are marked resaleable than came back.',
    ],
    [
      'a line not returned',
      [{ line: 1, quantity: 1 }],
      'More units are marked resaleable than came back.',
    ],
    ['a negative count', [{ line: 0, quantity: -1 }], 'Count resaleable units as whole numbers.'],
  ])('%s', (_name, resaleable, problem) => {
    expect(resaleableProblem(lines, resaleable)).toBe(problem)
  })
})

describe('returnRefundAmount', () => {
  // ₦30,000 of goods (2 × 10,000 + 1 × 10,000), ₦3,000 off with a code, ₦1,500 sample credit,
  // ₦2,500 delivery: the goods cost ₦25,500, so each bottle's share is ₦8,500.
  const order: RefundableOrder = {
    total_amount: 28_000,
    shipping_fee: 2_500,
    discount: 3_000,
    sample_credit: 1_500,
    cart_items: [
      { price: 10_000, quantity: 2 },
      { price: 0, quantity: 1, isSample: true },
      { price: 10_000, quantity: 1 },
    ],
  }
  it.each<[string, { line: number; quantity: number }[], EarlierReturn[], number]>([
    ['one bottle: its share after discount and credit', [{ line: 0, quantity: 1 }], [], 8_500],
    [
      'every bottle: what the goods cost, delivery kept',
      [
        { line: 0, quantity: 2 },
        { line: 2, quantity: 1 },
      ],
      [],
      25_500,
    ],
    [
      'the last bottle after two were refunded: the rest, exactly',
      [{ line: 2, quantity: 1 }],
      [{ state: 'refunded', lines: [{ line: 0, quantity: 2 }] }],
      8_500,
    ],
    [
      'a refused return counts for nothing',
      [{ line: 0, quantity: 1 }],
      [{ state: 'refused', lines: [{ line: 0, quantity: 2 }] }],
      8_500,
    ],
  ])('%s', (_name, lines, earlier, amount) => {
    expect(returnRefundAmount(order, lines, earlier)).toEqual({ ok: true, amount })
  })

  it('splits an uneven share so the parts add up to what was paid', () => {
    const odd: RefundableOrder = {
      total_amount: 10_000,
      discount: 1,
      cart_items: [
        { price: 3_333, quantity: 3 },
        { price: 2, quantity: 1 },
      ],
    }
    const first = returnRefundAmount(odd, [{ line: 0, quantity: 1 }], [])
    const second = returnRefundAmount(
      odd,
      [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
      [{ state: 'received', lines: [{ line: 0, quantity: 1 }] }],
    )
    if (!first.ok || !second.ok) throw new Error('both returns are valid')
    expect(first.amount + second.amount).toBe(10_000)
  })
})

describe('canShopperReturnOrder (the wire order)', () => {
  const order = {
    status: 'delivered',
    payment_status: 'paid',
    delivered_at: '2026-11-01T10:00:00.000Z',
    cart_items: [{ quantity: 2 }, { quantity: 1, isSample: true }],
  }
  it.each<[string, Parameters<typeof canShopperReturnOrder>[0], Date, boolean]>([
    ['delivered and paid, within the window', order, at(2), true],
    ['after the window', order, at(31), false],
    ['no delivery time known', { ...order, delivered_at: null }, at(2), false],
    ['a garbled delivery time', { ...order, delivered_at: 'yesterday' }, at(2), false],
    ['shipped', { ...order, status: 'shipped' }, at(2), false],
    [
      'a return still open',
      { ...order, returns: [{ state: 'requested', lines: [{ line: 0, quantity: 1 }] }] },
      at(2),
      false,
    ],
    [
      'a refused return',
      { ...order, returns: [{ state: 'refused', lines: [{ line: 0, quantity: 2 }] }] },
      at(2),
      true,
    ],
  ])('%s', (_name, given, now, expected) => {
    expect(canShopperReturnOrder(given, now)).toBe(expected)
  })
  it('offers full bottles only', () => {
    expect(orderReturnableUnits(order)).toEqual([2, 0])
  })
})
