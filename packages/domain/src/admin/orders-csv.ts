/**
 * The orders CSV the owner downloads for a range of days (docs/product.md §11,
 * docs/decisions/047-sales-dashboard.md): one row per order, times in Lagos, money in integer
 * naira. Text the shopper typed is escaped against spreadsheet formulas, as the catalogue's is.
 */
import { escapeFormula } from './catalogue-csv'
import { SHOP_TIME_ZONE } from './sales'

export const ORDERS_CSV_COLUMNS = [
  'order_id',
  'placed_at',
  'status',
  'payment_status',
  'payment_method',
  'items',
  'subtotal',
  'discount',
  'promo_code',
  'shipping_fee',
  'total_amount',
  'full_name',
  'email',
  'phone_number',
  'state',
  'lga',
  'city',
] as const
export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number]

export interface OrderCsvSource {
  orderId: string
  createdAt: Date
  status: string
  paymentStatus: string
  paymentMethod: string
  items: number
  discount: number
  promoCode: string | null
  shippingFee: number
  totalAmount: number
  fullName: string
  email: string
  phoneNumber: string
  state: string
  lga: string
  city: string
}

const lagosTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `2026-11-28 00:30` in Lagos: what the owner's spreadsheet sorts and reads. */
export function lagosDateTime(instant: Date): string {
  const parts = Object.fromEntries(
    lagosTime.formatToParts(instant).map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

export function orderCsvRow(order: OrderCsvSource): Record<OrdersCsvColumn, string | number> {
  return {
    order_id: order.orderId,
    placed_at: lagosDateTime(order.createdAt),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    items: order.items,
    // The goods before the code's discount: total = subtotal - discount + shipping.
    subtotal: order.totalAmount - order.shippingFee + order.discount,
    discount: order.discount,
    promo_code: escapeFormula(order.promoCode ?? ''),
    shipping_fee: order.shippingFee,
    total_amount: order.totalAmount,
    full_name: escapeFormula(order.fullName),
    email: escapeFormula(order.email),
    phone_number: escapeFormula(order.phoneNumber),
    state: escapeFormula(order.state),
    lga: escapeFormula(order.lga),
    city: escapeFormula(order.city),
  }
}

/** The download's file name: the range's days. */
export function ordersCsvFileName(from: string, to: string): string {
  return from === to ? `scentia-orders-${from}.csv` : `scentia-orders-${from}-to-${to}.csv`
}
