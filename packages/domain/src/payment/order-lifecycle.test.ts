import { describe, expect, it } from 'vitest'
import type { OrderPaymentStatus } from './payment-status'
import {
  CANCEL_CLOSED_MESSAGE,
  CANCEL_SHIPPED_MESSAGE,
  canOwnerCancelOrder,
  canShopperCancelOrder,
  holdsStock,
  isOwnerCancellable,
  isShopperCancellable,
  lifecycleEffects,
  lifecycleTransitions,
  ORDER_STAGES,
  orderStage,
  ownerCancelProblem,
  shopperCancelProblem,
  type OrderStage,
} from './order-lifecycle'

describe('lifecycleEffects: what each move does', () => {
  it.each([
    // from, to, stock, promo, credit, messages
    ['open', 'paid', 'take', 'use', 'none', ['order-confirmed']],
    ['open', 'awaiting_transfer', 'take', 'none', 'none', []],
    ['open', 'awaiting_collection', 'take', 'none', 'none', []],
    ['open', 'refund_due', 'none', 'release', 'none', ['refund-due']],
    ['open', 'unpaid', 'none', 'release', 'none', []],
    ['open', 'open', 'none', 'none', 'none', []],
    ['open', 'cancelled', 'none', 'release', 'release', ['order-cancelled']],
    ['unpaid', 'paid', 'take', 'use', 'none', ['order-confirmed']],
    ['unpaid', 'awaiting_transfer', 'take', 'none', 'none', []],
    ['awaiting_transfer', 'paid', 'none', 'use', 'none', ['transfer-received']],
    ['awaiting_transfer', 'awaiting_transfer', 'none', 'none', 'none', []],
    ['awaiting_transfer', 'unpaid', 'release', 'release', 'release', []],
    ['awaiting_transfer', 'refund_due', 'release', 'release', 'none', ['refund-due']],
    ['awaiting_transfer', 'cancelled', 'release', 'release', 'release', ['order-cancelled']],
    ['awaiting_collection', 'accepted_collection', 'none', 'none', 'none', ['order-confirmed']],
    ['awaiting_collection', 'paid', 'none', 'use', 'none', ['order-confirmed']],
    ['accepted_collection', 'accepted_collection', 'none', 'none', 'none', []],
    ['accepted_collection', 'paid', 'none', 'use', 'none', []],
    ['accepted_collection', 'unpaid', 'release', 'release', 'release', []],
    ['awaiting_collection', 'unpaid', 'release', 'release', 'release', []],
    ['awaiting_collection', 'cancelled', 'release', 'release', 'release', ['order-cancelled']],
    ['accepted_collection', 'cancelled', 'release', 'release', 'release', ['order-cancelled']],
    ['paid', 'reversed', 'none', 'none', 'none', []],
    // Cancelled before it ships: everything goes back, the money too (docs/decisions/041).
    ['paid', 'cancelled', 'release', 'release', 'release', ['order-cancelled', 'refund-started']],
    ['paid', 'refunded', 'none', 'none', 'none', []],
    ['cancelled', 'refunded', 'none', 'none', 'none', []],
    ['cancelled', 'refund_due', 'none', 'none', 'none', ['refund-due']],
  ] as const)(
    '%s → %s: stock %s, promo %s, credit %s, says %j',
    (from, to, stock, promo, credit, messages) => {
      expect(lifecycleEffects(from, to)).toEqual({ stock, promo, sampleCredit: credit, messages })
    },
  )

  it.each([
    ['paid', 'unpaid'],
    ['refunded', 'paid'],
    ['refunded', 'cancelled'],
    ['paid', 'awaiting_transfer'],
    ['cancelled', 'paid'],
    ['cancelled', 'cancelled'],
    ['refund_due', 'paid'],
    ['reversed', 'paid'],
    ['unpaid', 'cancelled'],
    ['awaiting_collection', 'refund_due'],
    ['accepted_collection', 'awaiting_collection'],
    ['awaiting_transfer', 'refunded'],
  ] as const)('%s → %s is not a move', (from, to) => {
    expect(lifecycleEffects(from, to)).toBeUndefined()
  })

  const moves = ORDER_STAGES.flatMap((from) =>
    ORDER_STAGES.flatMap((to) => {
      const found = lifecycleEffects(from, to)
      return found ? [[from, to, found] as const] : []
    }),
  )

  it.each(moves)(
    '%s → %s releases only what the stage held, takes only what it did not',
    (from, to, found) => {
      // Units go back only from a stage that holds them, and are taken only by a move into a
      // stage that keeps them (held, or paid): so no path releases twice or takes twice.
      // A paid order keeps its units too: cancelling it before it ships puts them back.
      if (found.stock === 'release') expect(holdsStock(from) || from === 'paid').toBe(true)
      if (found.stock === 'take') {
        expect(holdsStock(from) || from === 'paid').toBe(false)
        expect(holdsStock(to) || to === 'paid').toBe(true)
      }
      if (holdsStock(from) && !holdsStock(to) && to !== 'paid' && to !== from) {
        expect(found.stock).toBe('release')
      }
    },
  )

  it('has a row for every stage', () => {
    expect(Object.keys(lifecycleTransitions).sort()).toEqual([...ORDER_STAGES].sort())
  })

  it('confirms an order only when money is in, or when the owner accepts pay on delivery', () => {
    for (const [, to, found] of moves) {
      if (
        found.messages.includes('order-confirmed') ||
        found.messages.includes('transfer-received')
      ) {
        expect(['paid', 'accepted_collection']).toContain(to)
      }
    }
  })

  it('confirms a pay-on-delivery order once, whichever comes first: acceptance or collection', () => {
    const confirms = (from: OrderStage, to: OrderStage) =>
      lifecycleEffects(from, to)?.messages.includes('order-confirmed')
    expect(confirms('open', 'awaiting_collection')).toBe(false)
    expect([
      confirms('awaiting_collection', 'accepted_collection'),
      confirms('accepted_collection', 'paid'),
    ]).toEqual([true, false])
    expect(confirms('awaiting_collection', 'paid')).toBe(true)
  })
})

const order = (
  status: string,
  paymentStatus: OrderPaymentStatus,
  paymentMethod: string,
  stockHeld: boolean,
) => ({ status, paymentStatus, paymentMethod, stockHeld })

describe('orderStage', () => {
  it.each([
    [undefined, 'open'],
    [order('pending', 'pending', 'CARD', false), 'open'],
    [order('pending', 'pending', 'BANK_TRANSFER', true), 'awaiting_transfer'],
    [order('pending', 'pending', 'USSD', true), 'awaiting_transfer'],
    [order('pending', 'pending', 'BANK_TRANSFER', false), 'open'],
    [order('pending', 'pending', 'POD', true), 'awaiting_collection'],
    [order('processing', 'pending', 'POD', true), 'accepted_collection'],
    [order('shipped', 'pending', 'POD', true), 'accepted_collection'],
    [order('delivered', 'paid', 'POD', false), 'paid'],
    [order('pending', 'paid', 'BANK_TRANSFER', false), 'paid'],
    [order('shipped', 'paid', 'CARD', false), 'paid'],
    [order('pending', 'refund_due', 'CARD', false), 'refund_due'],
    [order('pending', 'reversed', 'CARD', false), 'reversed'],
    [order('pending', 'abandoned', 'BANK_TRANSFER', false), 'unpaid'],
    [order('pending', 'failed', 'POD', false), 'unpaid'],
    [order('cancelled', 'abandoned', 'BANK_TRANSFER', false), 'cancelled'],
    [order('cancelled', 'paid', 'CARD', false), 'cancelled'],
    [order('refunded', 'refunded', 'CARD', false), 'refunded'],
    [order('delivered', 'refunded', 'CARD', false), 'refunded'],
  ] as const)('%j is %s', (facts, stage: OrderStage) => {
    expect(orderStage(facts)).toBe(stage)
  })
})

describe('the shopper cancels', () => {
  it.each([
    [order('pending', 'pending', 'BANK_TRANSFER', true), true, null],
    [order('pending', 'pending', 'USSD', false), true, null],
    [order('pending', 'pending', 'POD', true), true, null],
    [order('cancelled', 'abandoned', 'POD', false), false, null],
    [order('cancelled', 'paid', 'CARD', false), false, null],
    // Paid and not yet shipped: cancelled with a full refund (docs/product.md §12).
    [order('pending', 'paid', 'BANK_TRANSFER', false), true, null],
    [order('processing', 'paid', 'CARD', false), true, null],
    [order('shipped', 'paid', 'CARD', false), false, CANCEL_SHIPPED_MESSAGE],
    [order('delivered', 'paid', 'POD', false), false, CANCEL_SHIPPED_MESSAGE],
    [order('processing', 'pending', 'POD', true), false, CANCEL_CLOSED_MESSAGE],
    [order('refunded', 'refunded', 'CARD', false), false, CANCEL_CLOSED_MESSAGE],
    [order('pending', 'pending', 'CARD', false), false, CANCEL_CLOSED_MESSAGE],
    [order('pending', 'abandoned', 'BANK_TRANSFER', false), false, CANCEL_CLOSED_MESSAGE],
    [order('pending', 'failed', 'POD', false), false, CANCEL_CLOSED_MESSAGE],
    [order('pending', 'refund_due', 'BANK_TRANSFER', false), false, CANCEL_CLOSED_MESSAGE],
  ] as const)('%j: cancellable %s, problem %j', (facts, cancellable, problem) => {
    expect(isShopperCancellable(facts)).toBe(cancellable)
    expect(shopperCancelProblem(facts)).toBe(problem)
    // The wire's order (My Orders) reads the same rule.
    expect(
      canShopperCancelOrder({
        status: facts.status,
        payment_status: facts.paymentStatus,
        payment_method: facts.paymentMethod,
      }),
    ).toBe(cancellable)
  })

  it.each([
    [{ status: 'pending' }],
    [{ status: 'pending', payment_status: 'pending' }],
    [{ status: 'pending', payment_status: 'owed', payment_method: 'POD' }],
  ])('offers no Cancel on an order that does not say how it is paid: %j', (order) => {
    expect(canShopperCancelOrder(order)).toBe(false)
  })
})

describe('the owner cancels', () => {
  it.each([
    [order('pending', 'paid', 'CARD', false), true, null],
    [order('processing', 'paid', 'POD', false), true, null],
    [order('pending', 'pending', 'BANK_TRANSFER', true), true, null],
    [order('pending', 'pending', 'POD', true), true, null],
    // Accepted pay on delivery, still waiting for the courier: only the owner may call it off.
    [order('processing', 'pending', 'POD', true), true, null],
    [order('cancelled', 'paid', 'CARD', false), false, null],
    [
      order('shipped', 'paid', 'CARD', false),
      false,
      'This order has shipped: it can be refunded after a return, not cancelled.',
    ],
    [
      order('pending', 'failed', 'CARD', false),
      false,
      'This order holds nothing and owes nothing: there is nothing to cancel.',
    ],
    [
      order('pending', 'refund_due', 'CARD', false),
      false,
      'This order holds nothing and owes nothing: there is nothing to cancel.',
    ],
  ] as const)('%j: cancellable %s, problem %j', (facts, cancellable, problem) => {
    expect(isOwnerCancellable(facts)).toBe(cancellable)
    expect(ownerCancelProblem(facts)).toBe(problem)
    expect(
      canOwnerCancelOrder({
        status: facts.status,
        payment_status: facts.paymentStatus,
        payment_method: facts.paymentMethod,
        stock_held: facts.stockHeld,
      }),
    ).toBe(cancellable)
  })
})
