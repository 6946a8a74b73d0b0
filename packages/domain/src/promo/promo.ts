import { z } from 'zod'
import { formatNaira } from '../money/format'

/**
 * Promo codes: the owner's rules and their arithmetic, shared by the API (which alone
 * prices a code at initialize) and the checkout (which previews it). Pure: the caller passes the
 * clock and the counts of earlier redemptions.
 */

/** A percentage off the goods, or a number of naira off the goods. */
export const PROMO_KINDS = ['percent', 'naira'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/** A code as the owner set it up. */
export interface PromoRule {
  code: string
  kind: PromoKind
  /** Percent (1–100) or integer naira, by `kind`. */
  amount: number
  /** The goods' subtotal (before delivery) an order needs; 0 for none. */
  minSubtotal: number
  firstOrderOnly: boolean
  /** Null: never expires. */
  expiresAt: Date | null
  /** Redemptions across all shoppers; null: no limit. */
  totalLimit: number | null
  /** Redemptions by one shopper; null: no limit. */
  perShopperLimit: number | null
  /** A deactivated code is as unknown to shoppers as one that never existed. */
  active: boolean
}

/** What the server knows about the moment and the shopper when it prices a code. */
export interface PromoContext {
  now: Date
  /** Redemptions that hold a use of this code (paid, or awaiting payment). */
  usedTotal: number
  usedByShopper: number
  /** The shopper's paid orders so far: a first order has none. */
  shopperPaidOrders: number
  /**
   * Uses of first-order codes that this shopper's payments hold (paid, or awaiting payment). A
   * first order is one payment: the first one started takes the code, as a per-shopper limit's
   * use is taken, so two tabs paying at once cannot both have it.
   */
  shopperFirstOrderHolds: number
}

/** What an order costs before a code, in integer naira. */
export interface OrderPricing {
  subtotal: number
  shippingFee: number
  total: number
}

/** The same with the code's discount taken off the goods. */
export interface DiscountedPricing extends OrderPricing {
  promoCode: string
  discount: number
}

export const PROMO_REFUSALS = [
  'unknown',
  'expired',
  'first_order_only',
  'minimum_order',
  'used_up',
  'already_used',
] as const
export type PromoRefusal = (typeof PROMO_REFUSALS)[number]

export type PromoResult =
  { ok: true; pricing: DiscountedPricing } | { ok: false; reason: PromoRefusal; message: string }

export const UNKNOWN_PROMO_MESSAGE = "We don't know that code"

/** The shopper's words for each refusal (the checkout shows them inline). */
export function promoRefusalMessage(reason: PromoRefusal, rule?: Pick<PromoRule, 'minSubtotal'>) {
  switch (reason) {
    case 'unknown':
      return UNKNOWN_PROMO_MESSAGE
    case 'expired':
      return 'This code has expired'
    case 'first_order_only':
      return 'This code is for your first order only'
    case 'minimum_order':
      return `This code needs an order of at least ${formatNaira(rule?.minSubtotal ?? 0)}`
    case 'used_up':
      return 'This code has been used up'
    case 'already_used':
      return 'You have already used this code'
  }
}

/** Codes are matched case-insensitively and without the spaces a paste brings. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase()
}

/**
 * The naira a code takes off these goods: whole naira, rounded down (the shop never gives a
 * fraction of a naira), and never more than the goods themselves, so the delivery fee is always
 * paid in full and the goods never go negative.
 */
export function promoDiscount(rule: Pick<PromoRule, 'kind' | 'amount'>, subtotal: number): number {
  const goods = Math.max(0, Math.floor(subtotal))
  const off = rule.kind === 'percent' ? Math.floor((goods * rule.amount) / 100) : rule.amount
  return Math.min(goods, Math.max(0, Math.floor(off)))
}

function refuse(reason: PromoRefusal, rule?: PromoRule): PromoResult {
  return { ok: false, reason, message: promoRefusalMessage(reason, rule) }
}

/**
 * Applies a code to an order's pricing, or says why not. `rule` is undefined when no code by
 * that name exists. Checks run from the code's own state to the shopper's, so a shopper is told
 * "expired" before "used up".
 */
export function applyPromo(
  pricing: OrderPricing,
  rule: PromoRule | undefined,
  context: PromoContext,
): PromoResult {
  if (!rule?.active) return refuse('unknown')
  if (rule.expiresAt && context.now.getTime() >= rule.expiresAt.getTime()) {
    return refuse('expired', rule)
  }
  if (
    rule.firstOrderOnly &&
    (context.shopperPaidOrders > 0 || context.shopperFirstOrderHolds > 0)
  ) {
    return refuse('first_order_only', rule)
  }
  if (pricing.subtotal < rule.minSubtotal) return refuse('minimum_order', rule)
  if (rule.totalLimit !== null && context.usedTotal >= rule.totalLimit) {
    return refuse('used_up', rule)
  }
  if (rule.perShopperLimit !== null && context.usedByShopper >= rule.perShopperLimit) {
    return refuse('already_used', rule)
  }
  // Paystack charges only a positive amount: with free delivery a code leaves ₦1 of goods.
  const ceiling = pricing.shippingFee > 0 ? pricing.subtotal : Math.max(0, pricing.subtotal - 1)
  const discount = Math.min(promoDiscount(rule, pricing.subtotal), ceiling)
  return {
    ok: true,
    pricing: {
      ...pricing,
      promoCode: rule.code,
      discount,
      total: pricing.subtotal - discount + pricing.shippingFee,
    },
  }
}

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

/** A code as typed by a shopper: normalised, then held to the owner's alphabet. */
export const promoCodeSchema = z
  .string()
  // A code longer than any the owner can make is simply not one of ours.
  .max(64, UNKNOWN_PROMO_MESSAGE)
  .transform(normalizePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, UNKNOWN_PROMO_MESSAGE))

const limitSchema = z.number().int().min(1).max(1_000_000).nullable()

/** The owner's form and POST/PATCH /api/admin/promos. */
export const promoInputSchema = z
  .object({
    code: z
      .string()
      .max(64)
      .transform(normalizePromoCode)
      .pipe(
        z
          .string()
          .regex(
            PROMO_CODE_PATTERN,
            'Use 3 to 32 letters, digits, dashes or underscores, starting with a letter or digit',
          ),
      ),
    kind: z.enum(PROMO_KINDS),
    amount: z.number().int().min(1).max(100_000_000),
    min_subtotal: z.number().int().min(0).max(100_000_000),
    first_order_only: z.boolean(),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    total_limit: limitSchema,
    per_shopper_limit: limitSchema,
  })
  .refine((input) => input.kind !== 'percent' || input.amount <= 100, {
    path: ['amount'],
    message: 'A percentage is at most 100',
  })
export type PromoInput = z.output<typeof promoInputSchema>

/** A code as the console lists it. */
export interface PromoView {
  id: number
  code: string
  kind: PromoKind
  amount: number
  min_subtotal: number
  first_order_only: boolean
  expires_at: string | null
  total_limit: number | null
  per_shopper_limit: number | null
  active: boolean
  /** Redemptions holding a use (paid or awaiting payment). */
  used: number
  created_at: string
}

/** The checkout's preview of a code (POST /api/promos/check). */
export type PromoCheckAnswer =
  | { success: true; code: string; discount: number; subtotal: number }
  | { success: false; message: string }

/** How the console describes a code's discount: "10% off" or "₦5,000 off". */
export function describePromo(rule: Pick<PromoRule, 'kind' | 'amount'>): string {
  return rule.kind === 'percent' ? `${rule.amount}% off` : `${formatNaira(rule.amount)} off`
}
