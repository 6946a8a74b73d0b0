import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { PricedCartLine } from '@scentia/domain/payment/checkout-payload'
import { PAYMENT_RECORD_STATUSES, REFUND_REASONS } from '@scentia/domain/payment/payment-status'
import { REFUND_CAUSES, REFUND_METHODS, REFUND_STATES } from '@scentia/domain/payment/refunds'
import { DELIVERY_FEE_SOURCES } from '@scentia/domain/couriers/couriers'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList, timestamptz, updatedAt } from './columns.js'
import { orders } from './orders.js'
import { users } from './users.js'

/**
 * One priced cart line as the server priced it at initialisation (docs/product.md §S3 Order cart_items): the
 * domain's wire type, so the snapshot stored and the line the web reads are one type.
 */
export type PaymentCartLine = PricedCartLine

/** Where the order goes, as the shopper typed it and the locations tables spell it. */
export interface PaymentShippingSnapshot {
  full_name: string
  email: string
  phone_number: string
  street_address: string
  state: string
  lga: string
  ward: string
  city: string
  /** Absent on payments from before pickup: a delivery (decision 046). */
  delivery_method?: DeliveryMethod
}

/**
 * A Paystack transaction the shop started (docs/product.md §4): the amount owed and a snapshot of what
 * it pays for, written before Paystack is called, so that whatever happens next (browser closed,
 * webhook first, a retry) the order is made from this row and never from the browser's figures.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    /** Our reference, sent to Paystack: `SCN-` + 24 hex digits. */
    reference: text('reference').notNull(),
    /** Null once the customer deleted their account; the money trail stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What Paystack is asked for and what verification must report (docs/product.md §3: kobo on the wire). */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** The same total in integer naira, shipping included. */
    amountNaira: integer('amount_naira').notNull(),
    subtotal: integer('subtotal').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    /**
     * Where the delivery fee came from (docs/decisions/044-couriers.md): the owner's table, or a
     * courier's live quote the checkout showed (and the server signed) before payment.
     */
    shippingFeeSource: text('shipping_fee_source', { enum: DELIVERY_FEE_SOURCES })
      .notNull()
      .default('table'),
    /** Integer naira of sample credit taken off the subtotal. */
    sampleCredit: integer('sample_credit').notNull().default(0),
    /** The promo code priced at initialize and the naira it took off the goods. */
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    /** The gift asked for at initialize (decision 045): copied to the order when it is made. */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    /** Integer naira of gift wrap priced into amount_naira; 0 when none. */
    giftWrap: integer('gift_wrap').notNull().default(0),
    currency: text('currency').notNull().default('NGN'),
    /**
     * pending until Paystack settles it; then success, failed, abandoned, reversed, or
     * initialize_failed when Paystack refused to start the transaction (the domain's list).
     */
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('pending'),
    cartSnapshot: jsonb('cart_snapshot').$type<PaymentCartLine[]>().notNull(),
    shippingSnapshot: jsonb('shipping_snapshot').$type<PaymentShippingSnapshot>().notNull(),
    accessCode: text('access_code'),
    /** Paystack's own word from the last verification or webhook, kept as is for support. */
    paystackStatus: text('paystack_status'),
    gatewayResponse: text('gateway_response'),
    /** What Paystack says was paid, in kobo and its currency; compared with amount_kobo. */
    amountPaidKobo: bigint('amount_paid_kobo', { mode: 'number' }),
    paidCurrency: text('paid_currency'),
    channel: text('channel'),
    /**
     * The account Paystack gave the shopper to pay a transfer into, kept so the thank-you and track
     * pages can repeat it after the pop-up closes (docs/decisions/037-transfer-instructions.md).
     */
    transferBank: text('transfer_bank'),
    transferAccountNumber: text('transfer_account_number'),
    transferAccountName: text('transfer_account_name'),
    transferAccountExpiresAt: timestamptz('transfer_account_expires_at'),
    paidAt: timestamptz('paid_at'),
    verifiedAt: timestamptz('verified_at'),
    /**
     * Money came in that no paid order stands for (the last bottle went to someone else, or the
     * amount differs): support refunds it. See docs/decisions/006-payments.md.
     */
    needsRefund: boolean('needs_refund').notNull().default(false),
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    /** The order this payment made, once finalised (browser or webhook, whichever came first). */
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    /**
     * When the shopper was reminded of this unfinished checkout (docs/decisions/048-checkout-reminders.md):
     * set once, in the transaction that writes the reminder to the outbox, so never twice.
     */
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The sales dashboard's payments by method, over a range of days (decision 047-sales-dashboard).
    index('payments_created_idx').on(t.createdAt),
    // The reminder job's worklist: started, no order yet, not reminded.
    index('payments_unreminded_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null and ${t.remindedAt} is null`),
    // The dashboard's recovered checkouts.
    index('payments_reminded_idx')
      .on(t.remindedAt)
      .where(sql`${t.remindedAt} is not null`),
    uniqueIndex('payments_reference_idx').on(t.reference),
    uniqueIndex('payments_order_id_idx').on(t.orderId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // Support's worklist: money to give back.
    index('payments_needs_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.needsRefund}`),
    check('payments_amounts_positive', sql`${t.amountKobo} > 0 and ${t.amountNaira} > 0`),
    check(
      'payments_amounts_not_negative',
      sql`${t.subtotal} >= 0 and ${t.shippingFee} >= 0 and ${t.discount} >= 0`,
    ),
    check(
      'payments_shipping_fee_source_valid',
      sql`${t.shippingFeeSource} in (${sqlList(DELIVERY_FEE_SOURCES)})`,
    ),
    check('payments_status_valid', sql`${t.status} in (${sqlList(PAYMENT_RECORD_STATUSES)})`),
    check(
      'payments_refund_reason_valid',
      sql`${t.refundReason} is null or ${t.refundReason} in (${sqlList(REFUND_REASONS)})`,
    ),
  ],
)

/**
 * Money going back to a shopper (docs/product.md §12, docs/decisions/041-refunds.md): one row per
 * refund, written by the payments module in the transaction that decides it (a cancellation, an
 * owner's refund), beside an outbox row that asks Paystack to send it. `refund_key` is the refund's
 * idempotency key: it travels to Paystack in the merchant note, so a job re-run after a crash
 * finds the refund it already made instead of making a second. `paystack_refund_id` is Paystack's
 * id once known; the webhook and the status check find the row by it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    refundKey: text('refund_key').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The payment it returns money from (our Paystack reference). */
    paymentReference: text('payment_reference').notNull(),
    /** Integer naira (kobo only on the wire to Paystack). */
    amount: integer('amount').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    cause: text('cause', { enum: REFUND_CAUSES }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    /** Why, as the owner or the shopper gave it (shown in the console). */
    reason: text('reason').notNull().default(''),
    paystackRefundId: text('paystack_refund_id'),
    /** What Paystack said when it refused or failed, for the owner. */
    failure: text('failure'),
    /** Who asked for it: the shopper who cancelled, or the owner; null for the shop itself. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** When the money reached the shopper (processed) or the refund failed. */
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('refunds_refund_key_idx').on(t.refundKey),
    uniqueIndex('refunds_paystack_refund_id_idx').on(t.paystackRefundId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // The status check's worklist: refunds Paystack has not settled yet.
    index('refunds_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} in ('pending', 'processing')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_state_valid', sql`${t.state} in (${sqlList(REFUND_STATES)})`),
    check('refunds_method_valid', sql`${t.method} in (${sqlList(REFUND_METHODS)})`),
    check('refunds_cause_valid', sql`${t.cause} in (${sqlList(REFUND_CAUSES)})`),
  ],
)
