import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { ORDER_PAYMENT_STATUSES } from '@scentia/domain/payment/payment-status'
import { DELIVERY_METHODS } from '@scentia/domain/shipping/pickup'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, sqlList, timestamptz, updatedAt } from './columns.js'
import { products } from './products.js'
import { users } from './users.js'

/**
 * Orders (docs/product.md §S3). Created only by payment finalisation (modules/payments), from the payment's
 * stored snapshot, never from the browser's figures (docs/product.md §4). The delivery details are copied
 * here, not referenced, because an order must keep the address it shipped to after the shopper
 * edits or deletes their saved addresses.
 */
export const orders = pgTable(
  'orders',
  {
    /** The wire's numeric `id`. */
    id: serialId(),
    /** `ORD` + 10 random digits (docs/product.md §3), drawn by the domain's createOrderId. */
    orderId: text('order_id').notNull().unique('orders_order_id_key'),
    /** Null once the customer deleted their account: the order stays for the shop's books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    trackingNumber: text('tracking_number'),
    /**
     * The courier carrying the parcel and its own tracking page, when the owner booked one through
     * the shop (docs/decisions/044-couriers.md); null when the tracking number was typed by hand.
     */
    courierName: text('courier_name'),
    trackingUrl: text('tracking_url'),
    /** Integer naira, shipping included. */
    totalAmount: integer('total_amount').notNull(),
    /** Integer naira; 0 for free or pay-on-delivery orders. */
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** Integer naira taken off for samples bought before; 0 when none. */
    sampleCredit: integer('sample_credit').notNull().default(0),
    /** The promo code the order was paid with and the naira it took off the goods. */
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    shippingAddress: text('shipping_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    lga: text('lga').notNull(),
    ward: text('ward').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    /** The domain's list (payment/payment-status.ts), checked by the database too. */
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull(),
    /** Paystack's channel upper-cased, PAYSTACK when none (docs/product.md §S3). */
    paymentMethod: text('payment_method').notNull(),
    /** One order per Paystack reference, whoever finalises it first (browser or webhook). */
    transactionReference: text('transaction_reference').notNull(),
    /**
     * When the order took its units out of stock before being paid (a transfer on its way, or pay
     * on delivery: docs/product.md §10); null when it holds none unpaid. Paying it keeps the units; an
     * expired transfer or a refused delivery puts them back.
     */
    stockHeldAt: timestamptz('stock_held_at'),
    createdAt: createdAt(),
    estimatedDelivery: timestamptz('estimated_delivery').notNull(),
    /**
     * The window in business days promised at placement, from the owner's table (docs/product.md
     * §13, decision 040): the table may change, the order's promise does not. Null on orders
     * placed before it was kept; their zone's window applies.
     */
    deliveryMinDays: integer('delivery_min_days'),
    deliveryMaxDays: integer('delivery_max_days'),
    /**
     * A gift (decision 045): the message goes on the packing slip and the owner's view, never the
     * public tracking view; the wrap is integer naira, part of the total, 0 when none.
     */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    giftWrap: integer('gift_wrap').notNull().default(0),
    /**
     * A courier delivery, or a pickup at the showroom (docs/product.md §13, decision 046). A
     * pickup order keeps the shopper's address as their contact address and has a code, drawn
     * when it is placed, that the owner checks at the counter; wrong tries are counted so the
     * check can stop after MAX_PICKUP_CODE_ATTEMPTS.
     */
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS })
      .notNull()
      .default('delivery'),
    pickupCode: text('pickup_code'),
    pickupCodeFailures: integer('pickup_code_failures').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_transaction_reference_idx').on(t.transactionReference),
    // The expiry sweep's scan: only orders still holding stock unpaid.
    index('orders_stock_held_idx')
      .on(t.stockHeldAt)
      .where(sql`${t.stockHeldAt} is not null`),
    // My Orders: one customer's orders, newest first.
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Sales at a glance: paid orders of a range of days, read from the index alone — the day
    // series (created_at, total_amount) and the best sellers' join to their lines (order_id);
    // chosen from EXPLAIN at 100,000 orders (docs/decisions/047-sales-dashboard.md, "Measured").
    index('orders_sold_created_idx')
      .on(t.createdAt, t.totalAmount, t.orderId)
      .where(sql`${t.paymentStatus} in ('paid', 'refunded')`),
    // The dashboard's payments by method: each payment's order method and status from the index
    // alone, not a scan of every order (decision 047, "Measured").
    index('orders_order_payment_idx').on(t.orderId, t.paymentStatus, t.paymentMethod),
    // The orders CSV's keyset walk over a range of days.
    index('orders_created_idx').on(t.createdAt, t.id),
    check('orders_status_valid', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} in (${sqlList(ORDER_PAYMENT_STATUSES)})`,
    ),
    check('orders_order_id_format', sql`${t.orderId} ~ '^ORD[0-9]{10}$'`),
    check(
      'orders_delivery_method_valid',
      sql`${t.deliveryMethod} in (${sqlList(DELIVERY_METHODS)})`,
    ),
    check(
      'orders_pickup_code_only_for_pickup',
      sql`(${t.deliveryMethod} = 'pickup') = (${t.pickupCode} is not null)`,
    ),
    check('orders_amounts_not_negative', sql`${t.totalAmount} >= 0 and ${t.shippingFee} >= 0`),
    check('orders_gift_wrap_not_negative', sql`${t.giftWrap} >= 0`),
  ],
)

/** The lines of an order as they were paid for: name, art and price are copies, not references. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The product's integer id (products are retired, never deleted, so this stays valid). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    /** Integer naira per unit, as paid. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The size bought; null for the full bottle, as before sizes existed. */
    sizeId: integer('size_id'),
    /** The size as it was sold, e.g. "2 ml sample"; a copy, like name and price. */
    sizeLabel: text('size_label'),
    /** A sample line: its price may come back as credit on the full bottle. */
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId, t.id),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_not_negative', sql`${t.price} >= 0`),
  ],
)

/**
 * Every status an order has been in, with who moved it: the history the track page and the
 * Notifications page (docs/product.md §7) read, and the audit trail of the owner's console. The first
 * event (from null to pending) is written when the order is created.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serialId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    trackingNumber: text('tracking_number'),
    /** Who made the change; null for the system (payment finalisation by webhook, seeds). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.at),
    check('order_status_events_to_valid', sql`${t.toStatus} in (${sqlList(ORDER_STATUSES)})`),
  ],
)
