import type { Order, OrderItem } from './order'

type OrderAmounts = Pick<Order, 'total_amount' | 'shipping_fee'> & Pick<Partial<Order>, 'discount'>

/**
 * "Subtotal on an order = total_amount minus shipping_fee (0 if absent)" (spec §3 Totals), plus
 * a promo code's discount (issue 14): the subtotal is what the goods cost before the code.
 */
export function orderSubtotal(order: OrderAmounts): number {
  return order.total_amount - (order.shipping_fee ?? 0) + (order.discount ?? 0)
}

/** "The discount line is shown only when a code took something off" (issue 14). */
export function hasDiscountLine(order: Pick<Partial<Order>, 'discount'>): boolean {
  return order.discount != null && order.discount > 0
}

/**
 * "The shipping line is shown only when a fee exists" (spec §3). A fee of 0 is no fee: the
 * summary would otherwise show "Shipping ₦0" on a pay-on-delivery order.
 */
export function hasShippingLine(order: OrderAmounts): boolean {
  return order.shipping_fee != null && order.shipping_fee > 0
}

/** Items in an order count each unit, as the header badge does (spec §2). */
export function orderItemCount(items: readonly Pick<OrderItem, 'quantity'>[]): number {
  return items.reduce((count, item) => count + item.quantity, 0)
}
