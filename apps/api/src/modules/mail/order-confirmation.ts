import { orderTotalsLines } from '@scentia/domain/orders/totals'
import { isPayOnDelivery } from '@scentia/domain/payment/transfer'
import {
  describeDeliveryWindow,
  orderDeliveryWindow,
} from '@scentia/domain/shipping/delivery-window'
import type { OwnerOrder } from '../orders/index.js'
import type { OrderConfirmation } from './mail.service.js'

/**
 * The confirmation mail's contents, from the order as stored: one builder for a paid order and a
 * pay-on-delivery order the owner accepted, which still tells the shopper to pay at the door.
 */
export function orderConfirmationOf(order: OwnerOrder): OrderConfirmation {
  return {
    fullName: order.full_name,
    orderId: order.order_id,
    items: order.cart_items.map(({ name, quantity, price }) => ({ name, quantity, price })),
    totals: orderTotalsLines(order),
    total: order.total_amount,
    shippingAddress: order.shipping_address,
    city: order.city,
    state: order.state,
    // The order's own window, as its thank-you page, text and track page give it.
    estimatedDelivery: describeDeliveryWindow(
      orderDeliveryWindow({
        placedAt: new Date(order.created_at),
        state: order.state,
        days: order.delivery_days,
      }),
    ),
    payOnDelivery: isPayOnDelivery(order.payment_method) && order.payment_status !== 'paid',
    pickupCode: order.pickup_code,
  }
}
