import type { AdminOrderDetail } from './order-console'

/**
 * The packing slip that goes in the parcel (decision 045): who it is for, what is in it and the
 * gift message, and no price anywhere, since a gift's recipient should not learn what it cost.
 * Built from the console's order by picking, never by deleting, so a money field added to the
 * order later cannot reach the slip by accident.
 */
export interface PackingSlip {
  order_id: string
  /** ISO timestamp: when the order was placed. */
  placed_at: string
  ship_to: {
    full_name: string
    phone_number: string
    address: string
  }
  items: { name: string; size: string | null; quantity: number }[]
  /** Absent unless the order is a gift; the message is the shopper's plain text. */
  gift: { message: string | null; wrapped: boolean } | null
}

export interface PackingSlipResponse {
  success: true
  slip: PackingSlip
}

export function packingSlipOf(order: AdminOrderDetail): PackingSlip {
  const { address } = order
  return {
    order_id: order.order_id,
    placed_at: order.created_at,
    ship_to: {
      full_name: order.customer.full_name,
      phone_number: order.customer.phone_number,
      address: [address.street_address, address.ward, address.lga, address.city, address.state]
        .map((part) => part.trim())
        .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
        .join(', '),
    },
    items: order.cart_items.map((item) => ({
      name: item.name,
      size: item.size ?? null,
      quantity: item.quantity,
    })),
    gift: order.gift ? { message: order.gift.message, wrapped: order.gift_wrap > 0 } : null,
  }
}
