import { z } from 'zod'
import type { Product } from '../catalog/product'
import type { OrderItem, OrderRefund, OrderReturn } from '../orders/order'
import { isPayOnDelivery, isTransferMethod } from '../payment/transfer'
import { canTransition, LIST_LABELS, ORDER_STATUSES, type OrderStatus } from '../orders/status'
import { PICKUP_USE_CODE_MESSAGE, type DeliveryMethod } from '../shipping/pickup'

/** Courier references are short; 60 leaves room for any carrier's format. */
export const TRACKING_NUMBER_MAX_LENGTH = 60
export const ADMIN_SEARCH_MAX_LENGTH = 100
export const ADMIN_PAGE_SIZE = 20

export const TRACKING_REQUIRED_MESSAGE = 'Enter a tracking number to mark the order as shipped'
export const NOT_PAID_MESSAGE = 'This order has not been paid, so it cannot move forward'

export const trackingNumberSchema = z
  .string({ error: 'Enter a tracking number' })
  .trim()
  .min(1, 'Enter a tracking number')
  .max(
    TRACKING_NUMBER_MAX_LENGTH,
    `The tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
  )
  .regex(/^[A-Za-z0-9 -]+$/, 'Use letters, digits, spaces and hyphens only')

/** POST /api/admin/orders/{id}/status. */
export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  tracking_number: trackingNumberSchema.optional(),
})
export type StatusChangeRequest = z.output<typeof statusChangeSchema>

/** PATCH /api/admin/orders/{id}/tracking. */
export const trackingChangeSchema = z.object({ tracking_number: trackingNumberSchema })

export type StatusChangeProblem = { status: 400 | 409; message: string }

/**
 * A pay-on-delivery order moves on unpaid: the courier collects at the door, after it ships.
 * Moving it on from pending is the owner accepting it (payment/order-lifecycle.ts).
 */
function isPaidOrAwaitingCollection(order: { payment_status: string; payment_method?: string }) {
  if (order.payment_status === 'paid') return true
  return order.payment_status === 'pending' && isPayOnDelivery(order.payment_method ?? '')
}

/**
 * Whether the owner may move an order from its status to `to` (docs/product.md §7). The state machine
 * is `orderTransitions` (one step forward); on top of it, only a paid order moves, or a pay-on-delivery
 * order awaiting the courier (an order whose payment failed is recorded, docs/product.md §S4, but
 * nothing was bought), and shipping needs a tracking number, new or already on the order, because
 * the shipped mail carries it (docs/product.md §5).
 */
export function statusChangeProblem(
  order: {
    status: OrderStatus
    payment_status: string
    /** Optional for the orders a console list row describes; a move needs it for pay on delivery. */
    payment_method?: string
    tracking_number: string | null
    /** Absent: a delivery. */
    delivery_method?: DeliveryMethod
  },
  to: OrderStatus,
  trackingNumber: string | undefined,
): StatusChangeProblem | null {
  if (!canTransition(order.status, to)) {
    return {
      status: 409,
      message: `An order that is ${LIST_LABELS[order.status].toLowerCase()} cannot be marked ${LIST_LABELS[to].toLowerCase()}`,
    }
  }
  if (!isPaidOrAwaitingCollection(order)) return { status: 409, message: NOT_PAID_MESSAGE }
  // A pickup order's "shipped" is "Ready for pickup": no courier, no tracking number; and it is
  // collected only with the shopper's code (shipping/pickup.ts pickupCollection, decision 046).
  if (order.delivery_method === 'pickup') {
    return to === 'delivered' ? { status: 409, message: PICKUP_USE_CODE_MESSAGE } : null
  }
  if (to === 'shipped' && !trackingNumber && !order.tracking_number) {
    return { status: 400, message: TRACKING_REQUIRED_MESSAGE }
  }
  return null
}

/** A row of the console's order list. */
export interface AdminOrderSummary {
  order_id: string
  status: OrderStatus
  payment_status: string
  total_amount: number
  full_name: string
  email: string
  item_count: number
  tracking_number: string | null
  created_at: string
}

export interface Page<T> {
  success: true
  items: T[]
  page: number
  page_size: number
  total: number
}

/** One line of an order's history (order_status_events). */
export interface StatusHistoryEntry {
  from_status: OrderStatus | null
  to_status: OrderStatus
  tracking_number: string | null
  /** Who moved it; null for the system (payment, seed). */
  actor: { user_id: number; full_name: string } | null
  at: string
}

export interface AdminOrderDetail {
  order_id: string
  status: OrderStatus
  payment_status: string
  payment_method: string
  transaction_reference: string
  tracking_number: string | null
  /** Set when the owner booked a courier through the shop (docs/decisions/044-couriers.md). */
  courier_name?: string | null
  tracking_url?: string | null
  total_amount: number
  shipping_fee: number
  /** Integer naira taken off for samples bought before. */
  sample_credit?: number
  /** The promo code the order was paid with and the naira it took off the goods. */
  promo_code: string | null
  discount: number
  cart_items: OrderItem[]
  customer: { user_id: number | null; full_name: string; email: string; phone_number: string }
  address: { street_address: string; city: string; ward: string; lga: string; state: string }
  created_at: string
  estimated_delivery: string
  history: StatusHistoryEntry[]
  /** Money sent back, oldest first (docs/product.md §12). */
  refunds: OrderRefund[]
  /** Its returns (docs/product.md §12), oldest first. */
  returns?: OrderReturn[]
  /** Whether it holds units unpaid (a transfer or pay on delivery): the owner may cancel it. */
  stock_held: boolean
  /** The gift wrap's naira in the total; 0 when none (decision 045). */
  gift_wrap: number
  /** A gift's message for the slip: the owner's view and the packing slip only (decision 045). */
  gift: { message: string | null } | null
  /** A courier delivery or a pickup at the showroom (decision 046); absent on older answers. */
  delivery_method?: DeliveryMethod
  /** How many wrong pickup codes the counter may still take (null for a delivery). */
  pickup_tries_left?: number | null
}

/** A parcel booked with a courier for the order, as the console shows it. */
export interface AdminShipment {
  courier: string
  service: string
  tracking_number: string | null
  tracking_url: string | null
  /** What the booking cost the shop, integer naira. */
  cost: number
  state: 'booked' | 'in_transit' | 'delivered' | 'cancelled'
  booked_at: string
}

/** POST /api/admin/orders/{id}/collect: the code the shopper gave at the counter. */
export const pickupCollectSchema = z.object({
  code: z.string({ error: 'Enter the pickup code' }).trim().min(1, 'Enter the pickup code').max(20),
})

export interface AdminOrderResponse {
  success: true
  order: AdminOrderDetail
}

/** A product as the console sees it: retired and sold-out ones too. */
export type AdminProduct = Omit<Product, 'inWishlist' | 'rating'> & {
  retired: boolean
  /** Whether the picture is an uploaded photo (false: the generated art). */
  has_photo: boolean
  /** The fragrance's own low-stock level; null: the shop-wide default (decision 045). */
  low_stock_threshold: number | null
}

export interface AdminProductResponse {
  success: true
  product: AdminProduct
}

/** Which products the console's list shows; '' (or none) means all of them. */
export const ADMIN_PRODUCT_FILTERS = [
  'current',
  'retired',
  'out_of_stock',
  'low_stock',
  'all',
] as const
export type AdminProductFilter = (typeof ADMIN_PRODUCT_FILTERS)[number]
export const ADMIN_PRODUCTS_MAX_PER_PAGE = 100

/**
 * GET /api/admin/products: one page of the console's product list, searched and filtered in the
 * database (docs/product.md §11), so the console never loads the whole catalogue.
 */
export const adminProductListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, 'The search is too long').optional(),
  filter: z.enum([...ADMIN_PRODUCT_FILTERS, ''], { error: 'Unknown filter' }).optional(),
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1' })
    .int('The page must be a whole number from 1')
    .min(1, 'The page must be a whole number from 1')
    .max(100_000, 'There is no such page')
    .default(1),
  per_page: z.coerce
    .number({ error: `Show from 1 to ${ADMIN_PRODUCTS_MAX_PER_PAGE} products a page` })
    .int(`Show from 1 to ${ADMIN_PRODUCTS_MAX_PER_PAGE} products a page`)
    .min(1, `Show from 1 to ${ADMIN_PRODUCTS_MAX_PER_PAGE} products a page`)
    .max(
      ADMIN_PRODUCTS_MAX_PER_PAGE,
      `Show from 1 to ${ADMIN_PRODUCTS_MAX_PER_PAGE} products a page`,
    )
    .default(ADMIN_PAGE_SIZE),
})
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>

export interface AdminProductListResponse {
  success: true
  products: AdminProduct[]
  /** How many products match the search and filter, over every page. */
  total: number
  page: number
  per_page: number
}

export interface AdminCustomerSummary {
  user_id: number
  full_name: string
  email: string
  verified: boolean
  role: 'customer' | 'admin'
  order_count: number
  /** Integer naira, paid orders only. */
  total_spent: number
  created_at: string
}

export interface AdminCustomerDetail extends AdminCustomerSummary {
  phone_number: string | null
  last_login_at: string | null
  orders: AdminOrderSummary[]
}

export interface AdminCustomerResponse {
  success: true
  customer: AdminCustomerDetail
}

/** At or under this many units a product shows on the dashboard's low-stock list. */
export const LOW_STOCK_THRESHOLD = 5

export interface AdminStats {
  success: true
  orders_by_status: Record<OrderStatus, number>
  /** Orders that are paid and still pending: the owner's to-do list. */
  awaiting_processing: number
  /** Integer naira: the total of paid orders. */
  revenue: number
  paid_orders: number
  low_stock: { id: number; productId: string; name: string; stock: number }[]
}

/** The console's own notice for a signed-in customer (also the API's 403 message). */
export const OWNER_ONLY_MESSAGE = 'You need an owner account to open the console.'

/** What the console asks before a status move the owner cannot take back or should think twice about. */
export interface StatusMoveQuestion {
  title: string
  description: string
  confirmLabel: string
}

/**
 * The question before moving an order to `to`, or null when the move needs none: marking it
 * delivered is final (nothing moves it again, and the customer is emailed), and an unpaid
 * transfer's money has not arrived (Paystack has not confirmed it; decision 020).
 */
export function statusMoveQuestion(
  order: { payment_status: string; payment_method?: string },
  to: OrderStatus,
): StatusMoveQuestion | null {
  if (order.payment_status !== 'paid' && isTransferMethod(order.payment_method ?? '')) {
    return {
      title: 'The transfer has not arrived',
      description: `Paystack has not confirmed this bank transfer: the money has not arrived yet. Mark the order as ${LIST_LABELS[to].toLowerCase()} anyway?`,
      confirmLabel: `Mark as ${LIST_LABELS[to]}`,
    }
  }
  if (to === 'delivered') {
    return {
      title: 'Mark this order as delivered?',
      description:
        'Delivered is final: the order cannot be moved again, and the customer is emailed that it has arrived.',
      confirmLabel: 'Mark as Delivered',
    }
  }
  return null
}
