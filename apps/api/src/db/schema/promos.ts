import { PROMO_KINDS } from '@scentia/domain/promo/promo'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { serialId, sqlList, timestamptz } from './columns.js'
import { users } from './users.js'

/** What a redemption is doing with its use of a code. */
export const REDEMPTION_STATUSES = ['held', 'used', 'released'] as const
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number]

/**
 * Promo codes the owner runs from the console. Codes are stored upper-cased (the
 * domain's normalizePromoCode), so a unique index on the column is a case-insensitive one.
 * Never deleted: orders name them, so the owner deactivates instead.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serialId(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent (1–100) or integer naira, by kind. */
    amount: integer('amount').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    expiresAt: timestamptz('expires_at'),
    totalLimit: integer('total_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_kind_valid', sql`${t.kind} in (${sqlList(PROMO_KINDS)})`),
    check(
      'promo_codes_amount_valid',
      sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`,
    ),
    check(
      'promo_codes_limits_positive',
      sql`${t.minSubtotal} >= 0 and coalesce(${t.totalLimit}, 1) > 0 and coalesce(${t.perShopperLimit}, 1) > 0`,
    ),
  ],
)

/**
 * One use of a code by one payment. Written at initialize as `held` (the shopper is at Paystack),
 * becomes `used` when the payment is paid and `released` when it fails, is abandoned or cannot
 * start, so the use goes back to the code. A held use older than the hold window no longer counts
 * (a pop-up closed without a word from Paystack).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serialId(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    /** Null once the shopper deleted their account; the use still counts against the code. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference').notNull(),
    discount: integer('discount').notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull().default('held'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_payment_idx').on(t.paymentReference),
    index('promo_redemptions_promo_idx').on(t.promoId, t.status),
    index('promo_redemptions_user_idx').on(t.userId, t.promoId),
    check('promo_redemptions_status_valid', sql`${t.status} in (${sqlList(REDEMPTION_STATUSES)})`),
    check('promo_redemptions_discount_not_negative', sql`${t.discount} >= 0`),
  ],
)
