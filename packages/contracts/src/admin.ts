import type {
  AdminCustomerDetail,
  AdminCustomerResponse,
  AdminCustomerSummary,
  AdminOrderDetail,
  AdminOrderResponse,
  AdminOrderSummary,
  AdminProduct,
  AdminProductListResponse,
  AdminProductResponse,
  AdminShipment,
  AdminStats,
  Page,
  StatusHistoryEntry,
} from '@scentia/domain/admin/order-console'
import type { PackingSlip } from '@scentia/domain/admin/packing-slip'
import { PAYMENT_METHOD_GROUPS, SALES_RANGES, type SalesSummary } from '@scentia/domain/admin/sales'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { PROMO_KINDS, type PromoView } from '@scentia/domain/promo/promo'
import { DELIVERY_METHODS } from '@scentia/domain/shipping/pickup'
import { z } from 'zod'
import { productSchema } from './catalog'
import type { NamesEveryField } from './names-every-field'
import { orderItemSchema, orderRefundSchema, orderReturnSchema, orderSchema } from './orders'

/**
 * The owner's console on the wire (docs/product.md §10 and §11, decision 042): the dashboard's
 * figures, the orders list and an order, the customers, the catalogue's editor, the promo codes
 * and the shop's settings. Every field of the domain's types is
 * named, as the API's serializer sends only what a schema names.
 */

const orderStatus = z.enum(ORDER_STATUSES)

/** One page of a console list: `items` and where the page sits. */
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    success: z.literal(true),
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  })

/** GET /api/admin/stats: the dashboard, and the console's door (401, 403). */
export const adminStatsSchema = z.object({
  success: z.literal(true),
  orders_by_status: z.record(orderStatus, z.number().int()),
  awaiting_processing: z.number().int(),
  revenue: z.number().int(),
  paid_orders: z.number().int(),
  low_stock: z.array(
    z.object({ id: z.number().int(), productId: z.string(), name: z.string(), stock: z.number() }),
  ),
}) satisfies z.ZodType<AdminStats>

export const adminOrderSummarySchema = z.object({
  order_id: z.string(),
  status: orderStatus,
  payment_status: z.string(),
  total_amount: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  item_count: z.number().int(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminOrderSummary>

/** GET /api/admin/orders: one page of orders, searched and filtered. */
export const adminOrdersPageSchema = pageOf(adminOrderSummarySchema) satisfies z.ZodType<
  Page<AdminOrderSummary>
>

const statusHistoryEntrySchema = z.object({
  from_status: orderStatus.nullable(),
  to_status: orderStatus,
  tracking_number: z.string().nullable(),
  actor: z.object({ user_id: z.number().int(), full_name: z.string() }).nullable(),
  at: z.string(),
}) satisfies z.ZodType<StatusHistoryEntry>

export const adminOrderDetailSchema = z.object({
  order_id: z.string(),
  status: orderStatus,
  payment_status: z.string(),
  payment_method: z.string(),
  transaction_reference: z.string(),
  tracking_number: z.string().nullable(),
  courier_name: z.string().nullish(),
  tracking_url: z.string().nullish(),
  total_amount: z.number().int(),
  shipping_fee: z.number().int(),
  sample_credit: z.number().int().optional(),
  promo_code: z.string().nullable(),
  discount: z.number().int(),
  cart_items: z.array(orderItemSchema),
  customer: z.object({
    user_id: z.number().int().nullable(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
  }),
  address: z.object({
    street_address: z.string(),
    city: z.string(),
    ward: z.string(),
    lga: z.string(),
    state: z.string(),
  }),
  created_at: z.string(),
  estimated_delivery: z.string(),
  history: z.array(statusHistoryEntrySchema),
  refunds: z.array(orderRefundSchema),
  returns: z.array(orderReturnSchema).optional(),
  stock_held: z.boolean(),
  gift_wrap: z.number().int(),
  gift: z.object({ message: z.string().nullable() }).nullable(),
  delivery_method: z.enum(DELIVERY_METHODS).optional(),
  pickup_tries_left: z.number().int().nullish(),
}) satisfies z.ZodType<AdminOrderDetail>

/** GET /api/admin/orders/{id} and every move of it: status, tracking, collect, unlock. */
export const adminOrderResponseSchema = z.object({
  success: z.literal(true),
  order: adminOrderDetailSchema,
}) satisfies z.ZodType<AdminOrderResponse>

export const adminCustomerSummarySchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  role: z.enum(['customer', 'admin']),
  order_count: z.number().int(),
  total_spent: z.number().int(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminCustomerSummary>

/** GET /api/admin/customers: one page of customers, searched. */
export const adminCustomersPageSchema = pageOf(adminCustomerSummarySchema) satisfies z.ZodType<
  Page<AdminCustomerSummary>
>

const adminCustomerDetailSchema = adminCustomerSummarySchema.extend({
  phone_number: z.string().nullable(),
  last_login_at: z.string().nullable(),
  orders: z.array(adminOrderSummarySchema),
}) satisfies z.ZodType<AdminCustomerDetail>

/** GET /api/admin/customers/{id}. */
export const adminCustomerResponseSchema = z.object({
  success: z.literal(true),
  customer: adminCustomerDetailSchema,
}) satisfies z.ZodType<AdminCustomerResponse>

/** A product as the console sees it: the shop's product, retired and sold-out ones too. */
export const adminProductSchema = productSchema.omit({ inWishlist: true, rating: true }).extend({
  retired: z.boolean(),
  has_photo: z.boolean(),
  low_stock_threshold: z.number().int().nullable(),
}) satisfies z.ZodType<AdminProduct>

/** The editor's every answer about one product: created, read, edited, its photos and sizes. */
export const adminProductResponseSchema = z.object({
  success: z.literal(true),
  product: adminProductSchema,
}) satisfies z.ZodType<AdminProductResponse>

/** GET /api/admin/products: one page of the catalogue, searched and filtered. */
export const adminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
}) satisfies z.ZodType<AdminProductListResponse>

export const promoViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  amount: z.number().int(),
  min_subtotal: z.number().int(),
  first_order_only: z.boolean(),
  expires_at: z.string().nullable(),
  total_limit: z.number().int().nullable(),
  per_shopper_limit: z.number().int().nullable(),
  active: z.boolean(),
  used: z.number().int(),
  created_at: z.string(),
}) satisfies z.ZodType<PromoView>

/** GET /api/admin/promos. */
export const promoListResponseSchema = z.object({
  success: z.literal(true),
  promos: z.array(promoViewSchema),
})

/** A promo created, edited, switched on or off: the code as it now stands. */
export const promoResponseSchema = z.object({ success: z.literal(true), promo: promoViewSchema })

/** GET and PUT /api/admin/settings/shop: the low-stock default and the gift wrap's price (045). */
export const shopSettingsResponseSchema = z.object({
  success: z.literal(true),
  low_stock_default: z.number().int(),
  gift_wrap_price: z.number().int(),
})

const adminShipmentSchema = z.object({
  courier: z.string(),
  service: z.string(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  cost: z.number().int().nonnegative(),
  state: z.enum(['booked', 'in_transit', 'delivered', 'cancelled']),
  booked_at: z.string(),
}) satisfies z.ZodType<AdminShipment>

/** GET and POST /api/admin/orders/{id}/courier (decision 044): whether one is connected, the parcel. */
export const orderCourierAnswerSchema = z.object({
  success: z.literal(true),
  available: z.boolean(),
  shipment: adminShipmentSchema.nullable(),
})
export type OrderCourierAnswer = z.output<typeof orderCourierAnswerSchema>

const dayFiguresSchema = z.object({
  day: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
})

const salesSummarySchema = z.object({
  range: z.enum(SALES_RANGES),
  from: z.string(),
  to: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
  average_order_value: z.number().int(),
  days: z.array(dayFiguresSchema),
  top_fragrances: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      units: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  top_sizes: z.array(
    z.object({ size: z.string(), units: z.number().int(), revenue: z.number().int() }),
  ),
  payments: z.array(
    z.object({
      method: z.enum(PAYMENT_METHOD_GROUPS),
      started: z.number().int(),
      paid: z.number().int(),
    }),
  ),
  refunds: z.object({ count: z.number().int(), amount: z.number().int() }),
  returns: z.object({ count: z.number().int() }),
  checkouts: z.object({ reminded: z.number().int(), recovered: z.number().int() }),
}) satisfies z.ZodType<SalesSummary>

/** GET /api/admin/sales (decision 047): the range's figures. */
export const salesAnswerSchema = salesSummarySchema.extend({ success: z.literal(true) })

/** POST /api/admin/orders/{id}/payment: the courier's report, and the order as its shopper sees it. */
export const podSettledAnswerSchema = z.object({ success: z.literal(true), order: orderSchema })

const packingSlipSchema = z.object({
  order_id: z.string(),
  placed_at: z.string(),
  ship_to: z.object({ full_name: z.string(), phone_number: z.string(), address: z.string() }),
  items: z.array(
    z.object({ name: z.string(), size: z.string().nullable(), quantity: z.number().int() }),
  ),
  gift: z.object({ message: z.string().nullable(), wrapped: z.boolean() }).nullable(),
}) satisfies z.ZodType<PackingSlip>

/** GET /api/admin/orders/{id}/packing-slip: the parcel's slip, without prices (decision 045). */
export const packingSlipAnswerSchema = z.object({
  success: z.literal(true),
  slip: packingSlipSchema,
})

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const ADMIN_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<AdminStats, typeof adminStatsSchema>,
  NamesEveryField<AdminOrderSummary, typeof adminOrderSummarySchema>,
  NamesEveryField<StatusHistoryEntry, typeof statusHistoryEntrySchema>,
  NamesEveryField<AdminOrderDetail, typeof adminOrderDetailSchema>,
  NamesEveryField<AdminCustomerSummary, typeof adminCustomerSummarySchema>,
  NamesEveryField<AdminCustomerDetail, typeof adminCustomerDetailSchema>,
  NamesEveryField<AdminProduct, typeof adminProductSchema>,
  NamesEveryField<AdminProductListResponse, typeof adminProductListResponseSchema>,
  NamesEveryField<PromoView, typeof promoViewSchema>,
  NamesEveryField<AdminShipment, typeof adminShipmentSchema>,
  NamesEveryField<SalesSummary, typeof salesSummarySchema>,
  NamesEveryField<PackingSlip, typeof packingSlipSchema>,
] = [true, true, true, true, true, true, true, true, true, true, true, true]
