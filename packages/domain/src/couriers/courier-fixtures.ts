import type { CheckoutShipping } from '../shipping/checkout-shipping'

/*
 * What the owner's fee table answered at checkout, the ground a courier's live price stands on
 * (docs/decisions/044-couriers.md): the couriers and courier-quote tests weigh a courier's answer
 * or a signed quote against these same three tables.
 */

/** The table priced the delivery: ₦8,500. */
export const TABLE_PRICED: CheckoutShipping = {
  status: 'calculated',
  fee: 8_500,
  label: '₦8,500',
  estimate: '3-5 business days',
}

/** The owner left the state at 0: the shopper pays the courier at the door. */
export const TABLE_PAY_ON_DELIVERY: CheckoutShipping = {
  ...TABLE_PRICED,
  fee: 0,
  label: 'Pay on Delivery',
}

/** The order is over the free-delivery threshold. */
export const TABLE_FREE: CheckoutShipping = {
  status: 'free',
  fee: 0,
  label: 'Free',
  estimate: '2-4 days',
}
