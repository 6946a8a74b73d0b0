import { describe, expect, it } from 'vitest'
import {
  applyPromo,
  normalizePromoCode,
  promoCodeSchema,
  promoDiscount,
  promoInputSchema,
  type PromoContext,
  type PromoRule,
} from './promo'

const NOW = new Date('2026-11-23T12:00:00Z')

const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'SCENT10',
  kind: 'percent',
  amount: 10,
  minSubtotal: 0,
  firstOrderOnly: false,
  expiresAt: null,
  totalLimit: null,
  perShopperLimit: null,
  active: true,
  ...overrides,
})

const context = (overrides: Partial<PromoContext> = {}): PromoContext => ({
  now: NOW,
  usedTotal: 0,
  usedByShopper: 0,
  shopperPaidOrders: 0,
  shopperFirstOrderHolds: 0,
  ...overrides,
})

const pricing = (subtotal: number, shippingFee: number) => ({
  subtotal,
  shippingFee,
  total: subtotal + shippingFee,
})

describe('promoDiscount', () => {
  it.each([
    ['percent', 10, 50_000, 5_000],
    ['percent', 15, 33_333, 4_999], // 4,999.95 rounds down: no fractions of a naira
    ['percent', 100, 20_000, 20_000],
    ['naira', 5_000, 50_000, 5_000],
    ['naira', 5_000, 3_000, 3_000], // never more than the goods
    ['naira', 5_000, 0, 0],
  ] as const)('%s %i off ₦%i takes ₦%i', (kind, amount, subtotal, off) => {
    expect(promoDiscount({ kind, amount }, subtotal)).toBe(off)
  })
})

describe('applyPromo: the total never falls below the delivery fee', () => {
  it.each([
    // kind, amount, subtotal, shipping, discount, total
    ['percent', 10, 50_000, 3_000, 5_000, 48_000],
    ['naira', 5_000, 50_000, 3_000, 5_000, 48_000],
    ['naira', 80_000, 50_000, 3_000, 50_000, 3_000],
    ['percent', 100, 20_000, 2_500, 20_000, 2_500],
    ['naira', 80_000, 50_000, 0, 49_999, 1], // free delivery: Paystack needs a positive amount
  ] as const)(
    '%s %i on ₦%i + ₦%i delivery: ₦%i off, ₦%i to pay',
    (kind, amount, sub, fee, off, total) => {
      const result = applyPromo(pricing(sub, fee), rule({ kind, amount }), context())
      expect(result).toEqual({
        ok: true,
        pricing: { subtotal: sub, shippingFee: fee, total, discount: off, promoCode: 'SCENT10' },
      })
    },
  )
})

describe('applyPromo: refusals', () => {
  it.each([
    ['no such code', undefined, context(), "We don't know that code"],
    ['a deactivated code', rule({ active: false }), context(), "We don't know that code"],
    [
      'an expired code',
      rule({ expiresAt: new Date('2026-11-23T12:00:00Z') }),
      context(),
      'This code has expired',
    ],
    [
      'an order under the minimum',
      rule({ minSubtotal: 60_000 }),
      context(),
      'This code needs an order of at least ₦60,000',
    ],
    [
      'a first-order code on a second order',
      rule({ firstOrderOnly: true }),
      context({ shopperPaidOrders: 1 }),
      'This code is for your first order only',
    ],
    [
      'a first-order code while another payment holds one',
      rule({ firstOrderOnly: true }),
      context({ shopperFirstOrderHolds: 1 }),
      'This code is for your first order only',
    ],
    [
      'a used-up code',
      rule({ totalLimit: 3 }),
      context({ usedTotal: 3 }),
      'This code has been used up',
    ],
    [
      'a code this shopper used',
      rule({ perShopperLimit: 1 }),
      context({ usedByShopper: 1 }),
      'You have already used this code',
    ],
  ] as const)('refuses %s', (_, promo, ctx, message) => {
    const result = applyPromo(pricing(50_000, 3_000), promo, ctx)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toBe(message)
  })

  it.each([
    ['not yet expired', rule({ expiresAt: new Date('2026-11-23T12:00:01Z') }), context()],
    ['exactly the minimum', rule({ minSubtotal: 50_000 }), context()],
    ['a first order', rule({ firstOrderOnly: true }), context({ shopperPaidOrders: 0 })],
    ['one use left', rule({ totalLimit: 3 }), context({ usedTotal: 2 })],
    ['under the per-shopper limit', rule({ perShopperLimit: 2 }), context({ usedByShopper: 1 })],
  ] as const)('accepts %s', (_, promo, ctx) => {
    expect(applyPromo(pricing(50_000, 3_000), promo, ctx).ok).toBe(true)
  })
})

describe('codes', () => {
  it.each([
    ['  scent10 ', 'SCENT10'],
    ['Scent10', 'SCENT10'],
    ['SCENT10', 'SCENT10'],
  ])('%j is %s', (raw, code) => {
    expect(normalizePromoCode(raw)).toBe(code)
    expect(promoCodeSchema.parse(raw)).toBe(code)
  })

  it('refuses a code outside the alphabet as unknown', () => {
    expect(promoCodeSchema.safeParse('no such!').success).toBe(false)
  })

  it('holds a percentage to 100', () => {
    const base = {
      code: 'x-mas',
      kind: 'percent',
      amount: 101,
      min_subtotal: 0,
      first_order_only: false,
      expires_at: null,
      total_limit: null,
      per_shopper_limit: null,
    }
    expect(promoInputSchema.safeParse(base).success).toBe(false)
    expect(promoInputSchema.parse({ ...base, amount: 100 }).code).toBe('X-MAS')
  })
})
