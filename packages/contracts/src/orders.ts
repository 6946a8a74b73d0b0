import type { Order, OrderItem, OrderRefund } from '@scentia/domain/orders/order'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { z } from 'zod'

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
}) satisfies z.ZodType<Order>
