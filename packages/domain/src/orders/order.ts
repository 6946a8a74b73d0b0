import type { DeliveryMethod } from '../shipping/pickup'
import { statusProgress, type OrderStatus, type StatusProgress } from './status'

/** One status the order entered, and when (its order_status_events row): the track page's journey. */
export interface OrderJourneyStep {
  status: OrderStatus
  /** ISO timestamp. */
  at: string
}

/** One line of an order, as the cart carried it at checkout (docs/product.md §S3). */
export interface OrderItem {
  /** The product's integer id. */
  id: number
  name: string
  image: string
  quantity: number
  /** Integer naira per unit, as paid. */
  price: number
  /** The size bought, e.g. "2 ml sample"; absent on orders from before sizes. */
  size?: string | null
  isSample?: boolean
}

/** An order as the API sends it to its owner (docs/product.md §S3). Field names are the spec's. */
export interface Order {
  /** `ORD` followed by 10 digits (docs/product.md §3); see order-id.ts. */
  order_id: string
  id: number
  status: OrderStatus
  tracking_number?: string | null
  /**
   * The courier carrying it and the courier's own tracking page, when the owner booked one through
   * the shop (docs/decisions/044-couriers.md); null or absent when the number was typed by hand.
   */
  courier_name?: string | null
  tracking_url?: string | null
  /** Integer naira, shipping included. */
  total_amount: number
  /** Integer naira; absent on orders that had no delivery fee. */
  shipping_fee?: number | null
  /** Integer naira taken off for samples bought before; absent or 0 when none. */
  sample_credit?: number
  /** The promo code the order was paid with, and the naira it took off the goods. */
  promo_code?: string | null
  discount?: number
  cart_items: OrderItem[]
  shipping_address: string
  city: string
  state: string
  full_name: string
  phone_number: string
  email: string
  /** ISO timestamp. */
  created_at: string
  /** ISO timestamp. */
  estimated_delivery: string
  /**
   * The window in business days the order was promised when placed (docs/product.md §13); null
   * for an order placed before orders kept it (its zone's window applies).
   */
  delivery_days?: { min_days: number; max_days: number } | null
  /** The owner's answers carry how it is paid (My Orders offers Cancel by them). */
  payment_status?: string
  payment_method?: string
  /** Money sent back, oldest first (docs/product.md §12); the owner's answers carry it. */
  refunds?: OrderRefund[]
  /** Items asked back, oldest first (docs/product.md §12); the owner's answers carry them. */
  returns?: OrderReturn[]
  /** ISO timestamp of the delivered event: the return window runs 30 days from it. */
  delivered_at?: string | null
  /**
   * A gift (decision 045): whether it is one and the naira of wrap in the total (0 or absent:
   * none). The gift message is the console's and the packing slip's alone.
   */
  is_gift?: boolean
  gift_wrap?: number
  /** A courier delivery or a pickup at the showroom (decision 046); absent: a delivery. */
  delivery_method?: DeliveryMethod
  /** The code the shopper gives at the showroom's counter; only the order's owner sees it. */
  pickup_code?: string | null
  /** Every status the order entered, oldest first (the track page's journey). */
  events?: OrderJourneyStep[]
}

/** One return as the shopper and the console read it (../payment/returns.ts has its rules). */
export interface OrderReturn {
  id: number
  /** requested, approved, refused, received, refunded. */
  state: string
  /** One of RETURN_REASONS. */
  reason: string
  /** The shopper's own words; empty when none. */
  note: string
  /** Units of each order line (its index in cart_items) sent back. */
  lines: { line: number; quantity: number }[]
  /** Of those, the units put back on sale (known once received). */
  resaleable: { line: number; quantity: number }[] | null
  /** The owner's note on a refusal. */
  owner_note: string | null
  /** Integer naira refunded for it, fixed once received. */
  amount: number | null
  /** The refund it started (one of the order's refunds). */
  refund_id: number | null
  /** ISO timestamps. */
  created_at: string
  decided_at: string | null
  received_at: string | null
}

/** One refund as the shopper and the console read it (../payment/refunds.ts has its rules). */
export interface OrderRefund {
  /** The refund's own number on this shop (the console's actions name it). */
  id: number
  /** Integer naira. */
  amount: number
  /** pending, processing, processed, failed. */
  state: string
  /** paystack, or cash handed back for a pay-on-delivery order. */
  method: string
  /** ISO timestamps: asked for, and settled (processed or failed). */
  created_at: string
  settled_at: string | null
}

/**
 * What `GET /api/order/{id}` gives anyone but the order's owner (docs/product.md §6): enough to follow
 * the parcel, nothing that identifies or reaches the customer. `view` tells the track page
 * which of the two shapes it received.
 */
export interface OrderTrackingView {
  view: 'public'
  order_id: string
  status: OrderStatus
  progress: StatusProgress
  created_at: string
  estimated_delivery: string
  delivery_days?: { min_days: number; max_days: number } | null
  cart_items: Pick<OrderItem, 'name' | 'quantity'>[]
  city: string
  state: string
  /** Masked with maskName. */
  full_name: string
  /** Masked with maskPhone. */
  phone_number: string
  /**
   * What the payment is waiting for, e.g. 'Awaiting your transfer' (payment/transfer.ts
   * paymentNotice); null or absent for a plain card payment.
   */
  payment_notice?: string | null
  delivery_method?: DeliveryMethod
  /** The statuses and their times: when, never who (the console keeps the actor). */
  events?: OrderJourneyStep[]
}

export function isPublicTrackingView(order: Order | OrderTrackingView): order is OrderTrackingView {
  return 'view' in order
}

/**
 * Initials only: "Adaeze Okafor" → "A*** O***". A fixed run of stars, so the mask does not
 * give away the length of each name.
 */
export function maskName(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `${String.fromCodePoint(word.codePointAt(0) ?? 0x2a)}***`)
    .join(' ')
}

/** Below this many digits, the last four would be most of the number: mask it all. */
const MIN_DIGITS_TO_REVEAL = 7
const REVEALED_DIGITS = 4

/** Digits only, all but the last four starred: "+234 801 234 5678" → "*********5678". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < MIN_DIGITS_TO_REVEAL) return '*'.repeat(digits.length)
  const hidden = digits.length - REVEALED_DIGITS
  return '*'.repeat(hidden) + digits.slice(hidden)
}

/** The public tracking view of an order (docs/product.md §6). */
export function toPublicTrackingView(order: Order): OrderTrackingView {
  return {
    view: 'public',
    order_id: order.order_id,
    status: order.status,
    progress: statusProgress(order.status),
    created_at: order.created_at,
    estimated_delivery: order.estimated_delivery,
    delivery_days: order.delivery_days ?? null,
    cart_items: order.cart_items.map(({ name, quantity }) => ({ name, quantity })),
    city: order.city,
    state: order.state,
    full_name: maskName(order.full_name),
    phone_number: maskPhone(order.phone_number),
    delivery_method: order.delivery_method ?? 'delivery',
    events: order.events ?? [],
  }
}

/**
 * The order payload of `POST /api/checkout` (docs/product.md §S3, plus docs/product.md §4's transaction_reference).
 * The server prices the order from its own snapshot; the totals here are the browser's preview.
 */
export interface CheckoutOrderPayload {
  /** 0 when unknown (docs/product.md §S3). */
  user_id: string | number
  full_name: string
  email: string
  phone_number: string
  shipping_address: string
  city: string
  state: string
  cart_items: OrderItem[]
  total_amount: number
  shipping_fee: number
  payment_status: string
  /** Upper-cased Paystack channel, default PAYSTACK: see payment/paystack.ts. */
  payment_method: string
  transaction_reference: string
}
