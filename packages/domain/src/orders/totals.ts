import { formatNaira } from '../money/format'
import {
  FREE_DELIVERY_LABEL,
  hasTestProduct,
  PAY_ON_DELIVERY_LABEL,
} from '../shipping/checkout-shipping'
import type { Order, OrderItem } from './order'

type OrderAmounts = Pick<Order, 'total_amount' | 'shipping_fee'> &
  Partial<Pick<Order, 'sample_credit' | 'discount' | 'gift_wrap'>>

/**
 * "Subtotal on an order = total_amount minus shipping_fee (0 if absent)" (docs/product.md §S3 Totals), plus
 * what was taken off the goods: the sample credit for samples bought before and a
 * promo code's discount, less the gift wrap (decision 045). So the subtotal is still what the
 * lines cost.
 */
export function orderSubtotal(order: OrderAmounts): number {
  return (
    order.total_amount -
    (order.shipping_fee ?? 0) -
    (order.gift_wrap ?? 0) +
    (order.sample_credit ?? 0) +
    (order.discount ?? 0)
  )
}

/** "Sample credit −₦…" is shown only when one was used. */
export function hasSampleCreditLine(order: OrderAmounts): boolean {
  return order.sample_credit != null && order.sample_credit > 0
}

/** "The discount line is shown only when a code took something off". */
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

export type OrderTotalsLineId =
  'subtotal' | 'sample-credit' | 'discount' | 'shipping' | 'gift-wrap' | 'total'

export interface OrderTotalsLine {
  id: OrderTotalsLineId
  label: string
  /** Signed naira this line adds to the total (credits negative); the total line's is the total. */
  amount: number
  /** As shown: "₦62,500", "−₦5,000", "Pay on Delivery", "Free". */
  value: string
}

type ItemisedOrder = OrderAmounts &
  Partial<Pick<Order, 'promo_code'>> & { cart_items?: readonly Pick<OrderItem, 'name'>[] }

/**
 * What an order's delivery costs, as the shopper was told at checkout: the fee, else "Free" for
 * a test product's order, else "Pay on Delivery" (the courier is paid at the door), never "Free"
 * for an order that owes the courier (docs/product.md §S2 Checkout).
 */
export function orderDeliveryValue(order: ItemisedOrder): string {
  const fee = order.shipping_fee ?? 0
  if (fee > 0) return formatNaira(fee)
  return order.cart_items && hasTestProduct(order.cart_items)
    ? FREE_DELIVERY_LABEL
    : PAY_ON_DELIVERY_LABEL
}

/**
 * The one itemisation of an order's money, for every place that shows it (thank-you page, track
 * page, order cards, confirmation mail, owner's console): subtotal, then the sample credit and the
 * promo discount when they took something off, the delivery, and the total. The lines add up to
 * the total. Shopper summaries show delivery only when a fee exists (docs/product.md §S3
 * Totals); the console always shows it (`delivery: 'always'`), with its label when there is no fee.
 */
export function orderTotalsLines(
  order: ItemisedOrder,
  { delivery = 'when-charged' }: { delivery?: 'when-charged' | 'always' } = {},
): OrderTotalsLine[] {
  const lines: OrderTotalsLine[] = []
  const subtotal = orderSubtotal(order)
  lines.push({ id: 'subtotal', label: 'Subtotal', amount: subtotal, value: formatNaira(subtotal) })
  if (hasSampleCreditLine(order)) {
    const credit = order.sample_credit ?? 0
    lines.push({
      id: 'sample-credit',
      label: 'Sample credit',
      amount: -credit,
      value: `−${formatNaira(credit)}`,
    })
  }
  if (hasDiscountLine(order)) {
    const discount = order.discount ?? 0
    lines.push({
      id: 'discount',
      label: order.promo_code ? `Discount (${order.promo_code})` : 'Discount',
      amount: -discount,
      value: `−${formatNaira(discount)}`,
    })
  }
  if (delivery === 'always' || hasShippingLine(order)) {
    lines.push({
      id: 'shipping',
      label: delivery === 'always' ? 'Delivery' : 'Shipping',
      amount: order.shipping_fee ?? 0,
      value: orderDeliveryValue(order),
    })
  }
  // Gift wrap is a line of its own, priced by the server, whenever it was bought (decision 045).
  if (order.gift_wrap != null && order.gift_wrap > 0) {
    lines.push({
      id: 'gift-wrap',
      label: 'Gift wrap',
      amount: order.gift_wrap,
      value: formatNaira(order.gift_wrap),
    })
  }
  lines.push({
    id: 'total',
    label: 'Total',
    amount: order.total_amount,
    value: formatNaira(order.total_amount),
  })
  return lines
}
