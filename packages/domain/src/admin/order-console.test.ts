import { describe, expect, it } from 'vitest'
import { canTransition, ORDER_STATUSES, type OrderStatus } from '../orders/status'
import {
  NOT_PAID_MESSAGE,
  statusChangeProblem,
  statusChangeSchema,
  statusMoveQuestion,
  TRACKING_REQUIRED_MESSAGE,
} from './order-console'

const pairs = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
)

describe('statusChangeProblem', () => {
  it.each(pairs)('%s → %s follows the state machine', (from, to) => {
    const problem = statusChangeProblem(
      { status: from, payment_status: 'paid', tracking_number: 'GIG-1' },
      to,
      undefined,
    )
    if (canTransition(from, to)) expect(problem).toBeNull()
    else
      expect(problem).toMatchObject({
        status: 409,
        message: expect.stringContaining('cannot be marked'),
      })
  })

  it.each([
    ['processing', undefined, null, { status: 400, message: TRACKING_REQUIRED_MESSAGE }],
    ['processing', 'GIG-123', null, null],
    ['processing', undefined, 'GIG-9', null],
  ] as const)('shipping from %s with %s (order has %s)', (from, tracking, existing, expected) => {
    expect(
      statusChangeProblem(
        { status: from, payment_status: 'paid', tracking_number: existing },
        'shipped',
        tracking,
      ),
    ).toEqual(expected)
  })

  it.each(['pending', 'failed', 'refund_due', 'abandoned'])(
    'refuses to move an order whose payment is %s',
    (payment) => {
      expect(
        statusChangeProblem(
          { status: 'pending', payment_status: payment, tracking_number: null },
          'processing',
          undefined,
        ),
      ).toEqual({
        status: 409,
        message: NOT_PAID_MESSAGE,
      })
    },
  )

  it.each([
    ['POD', 'pending', 'pending', 'processing', null],
    ['POD', 'processing', 'pending', 'shipped', null],
    ['POD', 'pending', 'failed', 'processing', NOT_PAID_MESSAGE],
    ['BANK_TRANSFER', 'pending', 'pending', 'processing', NOT_PAID_MESSAGE],
  ] as const)(
    'a %s order %s, payment %s, moving to %s: %s',
    (method, from, payment, to, message) => {
      const problem = statusChangeProblem(
        { status: from, payment_status: payment, payment_method: method, tracking_number: 'G-1' },
        to,
        undefined,
      )
      expect(problem?.message ?? null).toBe(message)
    },
  )

  it('names both statuses in the conflict message', () => {
    expect(
      statusChangeProblem(
        { status: 'delivered', payment_status: 'paid', tracking_number: 'X' },
        'pending',
        undefined,
      )?.message,
    ).toBe('An order that is delivered cannot be marked pending')
  })
})

describe('statusChangeSchema', () => {
  it.each([
    [{ status: 'shipped', tracking_number: 'GIG-2026-0001' }, true],
    [{ status: 'shipped', tracking_number: '  GIG 1  ' }, true],
    [{ status: 'shipped', tracking_number: 'x'.repeat(61) }, false],
    [{ status: 'shipped', tracking_number: '<script>' }, false],
    [{ status: 'lost' }, false],
    [{ status: 'processing' }, true],
  ])('%j valid: %s', (input, valid) => {
    expect(statusChangeSchema.safeParse(input).success).toBe(valid)
  })
})

describe('statusMoveQuestion', () => {
  it.each<
    [string, { payment_status: string; payment_method?: string }, OrderStatus, string | null]
  >([
    [
      'a paid card order to processing',
      { payment_status: 'paid', payment_method: 'CARD' },
      'processing',
      null,
    ],
    [
      'a paid card order to shipped',
      { payment_status: 'paid', payment_method: 'CARD' },
      'shipped',
      null,
    ],
    [
      'a paid order to delivered',
      { payment_status: 'paid', payment_method: 'CARD' },
      'delivered',
      'Mark this order as delivered?',
    ],
    [
      'a pay-on-delivery order to delivered',
      { payment_status: 'pending', payment_method: 'POD' },
      'delivered',
      'Mark this order as delivered?',
    ],
    [
      'an unpaid transfer to processing',
      { payment_status: 'pending', payment_method: 'BANK_TRANSFER' },
      'processing',
      'The transfer has not arrived',
    ],
    [
      'an unpaid USSD payment to processing',
      { payment_status: 'pending', payment_method: 'USSD' },
      'processing',
      'The transfer has not arrived',
    ],
    [
      'a paid transfer to processing',
      { payment_status: 'paid', payment_method: 'BANK_TRANSFER' },
      'processing',
      null,
    ],
  ])('%s: %s', (_, order, to, title) => {
    expect(statusMoveQuestion(order, to)?.title ?? null).toBe(title)
  })

  it('names the money that has not arrived', () => {
    expect(
      statusMoveQuestion(
        { payment_status: 'pending', payment_method: 'BANK_TRANSFER' },
        'processing',
      )?.description,
    ).toBe(
      'Paystack has not confirmed this bank transfer: the money has not arrived yet. Mark the order as processing anyway?',
    )
  })
})
