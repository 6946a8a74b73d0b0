import type {
  Order,
  OrderItem,
  OrderRefund,
  OrderReturn,
  OrderTrackingView,
} from '@scentia/domain/orders/order'
import type { TransferInstructions } from '@scentia/domain/payment/transfer-account'
import { DELIVERY_METHODS } from '@scentia/domain/shipping/pickup'
import { ORDER_STATUSES, PROGRESS_STEPS } from '@scentia/domain/orders/status'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/**
 * An order as the API sends it to its owner (docs/product.md §S3). Every field of the domain's
 * `Order` is named: the API's serializer sends only what a schema names (docs/decisions/042).
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  /** Integer naira per unit, as paid. */
  price: z.number().int().nonnegative(),
  size: z.string().nullish(),
  isSample: z.boolean().optional(),
}) satisfies z.ZodType<OrderItem>

export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int().nonnegative(),
  state: z.string(),
  method: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
}) satisfies z.ZodType<OrderRefund>

const returnLines = z.array(z.object({ line: z.number().int(), quantity: z.number().int() }))

export const orderReturnSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  reason: z.string(),
  note: z.string(),
  lines: returnLines,
  resaleable: returnLines.nullable(),
  owner_note: z.string().nullable(),
  amount: z.number().int().nullable(),
  refund_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
}) satisfies z.ZodType<OrderReturn>

const deliveryDays = z.object({ min_days: z.number().int(), max_days: z.number().int() })

export const orderSchema = z.object({
  order_id: z.string(),
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  tracking_number: z.string().nullish(),
  /** Integer naira, shipping included. */
  total_amount: z.number().int().nonnegative(),
  shipping_fee: z.number().int().nonnegative().nullish(),
  sample_credit: z.number().int().nonnegative().optional(),
  promo_code: z.string().nullish(),
  discount: z.number().int().nonnegative().optional(),
  cart_items: z.array(orderItemSchema),
  shipping_address: z.string(),
  city: z.string(),
  state: z.string(),
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  created_at: z.string(),
  estimated_delivery: z.string(),
  delivery_days: deliveryDays.nullish(),
  payment_status: z.string().optional(),
  payment_method: z.string().optional(),
  /** The owner's answers carry the payment's reference (the console and My Orders show it). */
  transaction_reference: z.string().optional(),
  refunds: z.array(orderRefundSchema).optional(),
  returns: z.array(orderReturnSchema).optional(),
  delivered_at: z.string().nullish(),
  /** A courier booked through the shop (decision 044). */
  courier_name: z.string().nullish(),
  tracking_url: z.string().nullish(),
  /** A gift (decision 045); its message is never in a shopper's answer. */
  is_gift: z.boolean().optional(),
  gift_wrap: z.number().int().nonnegative().optional(),
  /** Pickup at the showroom (decision 046): the code is the order owner's alone. */
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  pickup_code: z.string().nullish(),
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })).optional(),
}) satisfies z.ZodType<Order>

/**
 * Every field of `Order` is named above: the serializer drops what a schema leaves out, so a
 * field added to the domain's type and not here would vanish from the answer without a word.
 * This fails to compile when one is missing.
 */
type UnnamedOrderFields = Exclude<keyof Order, keyof z.output<typeof orderSchema>>
export const ORDER_SCHEMA_NAMES_EVERY_FIELD: [UnnamedOrderFields] extends [never] ? true : never =
  true

/** GET /api/order: the signed-in shopper's orders, newest first (`orders` and `data`, the same list). */
export const orderListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(orderSchema),
  data: z.array(orderSchema),
})
export type OrderListResponse = z.output<typeof orderListResponseSchema>

/** Where a transfer order's money goes and by when (decision 037); null for other payments. */
export const transferInstructionsSchema = z.object({
  state: z.enum(['awaiting', 'paid', 'expired']),
  amount: z.number().int().nonnegative(),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  pay_by: z.string().nullable(),
}) satisfies z.ZodType<TransferInstructions>

/** What anyone but the order's owner reads of it (docs/product.md §6): no personal data. */
export const orderTrackingViewSchema = z.object({
  view: z.literal('public'),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  progress: z.object({
    step: z.number().int(),
    of: z.literal(PROGRESS_STEPS),
    percent: z.number(),
  }),
  created_at: z.string(),
  estimated_delivery: z.string(),
  delivery_days: deliveryDays.nullish(),
  cart_items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  city: z.string(),
  state: z.string(),
  full_name: z.string(),
  phone_number: z.string(),
  payment_notice: z.string().nullish(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })).optional(),
}) satisfies z.ZodType<OrderTrackingView>

const withTransfer = { transfer: transferInstructionsSchema.nullable() }

/** The order a lookup finds: the whole order for its owner, the public view for anyone else. */
export const trackedOrderSchema = z.union([
  orderTrackingViewSchema.extend(withTransfer),
  orderSchema.extend(withTransfer),
])
export type TrackedOrder = z.output<typeof trackedOrderSchema>

/** GET /api/order/{id} (`response_data` and `data`, the same order). */
export const orderLookupAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  response_data: trackedOrderSchema,
  data: trackedOrderSchema,
})

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const TRACKING_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<TransferInstructions, typeof transferInstructionsSchema>,
  NamesEveryField<OrderTrackingView, typeof orderTrackingViewSchema>,
] = [true, true]
