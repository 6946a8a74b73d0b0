import type { Order, OrderItem } from './order'

type OrderAmounts = Pick<Order, 'total_amount' | 'shipping_fee'> &
  Partial<Pick<Order, 'sample_credit' | 'discount'>>

/**
 * "Subtotal on an order = total_amount minus shipping_fee (0 if absent)" (docs/product.md §S3 Totals), plus
 * what was taken off the goods (issue 14): the sample credit for samples bought before and a
 * promo code's discount. So the subtotal is still what the lines cost.
 */
export function orderSubtotal(order: OrderAmounts): number {
  return (
    order.total_amount -
    (order.shipping_fee ?? 0) +
    (order.sample_credit ?? 0) +
    (order.discount ?? 0)
  )
}

/** "Sample credit −₦…" is shown only when one was used (issue 14). */
export function hasSampleCreditLine(order: OrderAmounts): boolean {
  return order.sample_credit != null && order.sample_credit > 0
}

/** "The discount line is shown only when a code took something off" (issue 14). */
export function hasDiscountLine(order: Pick<Partial<Order>, 'discount'>): boolean {
  return order.discount != null && order.discount > 0
}

/** An order line's name with its size when it has one: "Rose Oud (2 ml sample)". */
export function orderItemLabel(item: Pick<OrderItem, 'name' | 'size'>): string {
  return item.size ? `${item.name} (${item.size})` : item.name
}

/**
 * "The shipping line is shown only when a fee exists" (docs/product.md §S3). A fee of 0 is no fee: the
 * summary would otherwise show "Shipping ₦0" on a pay-on-delivery order.
 */
export function hasShippingLine(order: OrderAmounts): boolean {
  return order.shipping_fee != null && order.shipping_fee > 0
}

/** Items in an order count each unit, as the header badge does (docs/product.md §S2). */
export function orderItemCount(items: readonly Pick<OrderItem, 'quantity'>[]): number {
  return items.reduce((count, item) => count + item.quantity, 0)
}
