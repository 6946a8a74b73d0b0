import { SHOWROOM } from '../contact/showroom'
import { formatPickupCode } from '../shipping/pickup'

/**
 * The shop's text messages (docs/product.md §5). Each is written to stay GSM-7 and within one
 * segment (160) where the inputs allow, and never beyond two (306) with the longest inputs
 * (sms-messages.test.ts checks both): amounts say "NGN", never "₦", whose single character
 * would turn the whole message into UCS-2 and cut a segment to 70 characters.
 */

/** Why a message is sent; the outbox row's `kind` is `sms-` + this. */
export type OrderSmsKind =
  'order-confirmed' | 'transfer-received' | 'shipped' | 'delivered' | 'order-cancelled'

export interface OrderSmsFacts {
  orderId: string
  /** Naira, whole or with kobo. */
  total: number
  /** Set for shipped. */
  trackingNumber?: string | null
  /** `{PUBLIC_URL}/track?id=…`: the track page this order opens on. */
  trackUrl: string
  /** Set for order-confirmed: the order's own window, orderDeliveryWindow's label ('2-4 business days'). */
  deliveryEstimate?: string
  /** Set for order-cancelled when money goes back: the naira refunded (docs/product.md §12). */
  refund?: number
  /** A pickup at the showroom (decision 046): its code, on the order-confirmed text. */
  pickupCode?: string | null
  /** A pickup at the showroom: "shipped" reads "ready for pickup", "delivered" "collected". */
  pickup?: boolean
}

/** "NGN 45,000" or "NGN 45,000.50": GSM-7 digits and commas, whatever the runtime's locale. */
export function formatSmsAmount(naira: number): string {
  const kobo = Math.round(naira * 100)
  const whole = Math.floor(kobo / 100)
  const rest = kobo % 100
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `NGN ${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`
}

/** The track page's address for an order, as mails link it. */
export function smsTrackUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl}/track?id=${encodeURIComponent(orderId)}`
}

/** The shopper's message for an order event. */
export function orderSms(kind: OrderSmsKind, facts: OrderSmsFacts): string {
  const { orderId, trackUrl } = facts
  const total = formatSmsAmount(facts.total)
  switch (kind) {
    case 'order-confirmed': {
      if (facts.pickupCode) {
        return `Scentia: order ${orderId} is confirmed. Total ${total}. Pickup code ${formatPickupCode(facts.pickupCode)} at ${SHOWROOM.street}, ${SHOWROOM.area}. We will text when it is ready. Track: ${trackUrl}`
      }
      const delivery = facts.deliveryEstimate ? ` Delivery in ${facts.deliveryEstimate}.` : ''
      return `Scentia: order ${orderId} is confirmed. Total ${total}.${delivery} Track: ${trackUrl}`
    }
    case 'transfer-received':
      return `Scentia: we received your transfer of ${total} for order ${orderId}. We are preparing it now. Track: ${trackUrl}`
    case 'shipped': {
      if (facts.pickup) {
        return `Scentia: order ${orderId} is ready for pickup at ${SHOWROOM.street}, ${SHOWROOM.area}. Give your pickup code at the counter. Track: ${trackUrl}`
      }
      const tracking = facts.trackingNumber ? ` Tracking no. ${facts.trackingNumber}.` : ''
      return `Scentia: order ${orderId} has shipped.${tracking} Track: ${trackUrl}`
    }
    case 'delivered':
      if (facts.pickup) {
        return `Scentia: order ${orderId} was collected at our showroom. Thank you for shopping with us!`
      }
      return `Scentia: order ${orderId} has been delivered. Thank you for shopping with us!`
    case 'order-cancelled': {
      const money =
        facts.refund !== undefined && facts.refund > 0
          ? ` Your refund of ${formatSmsAmount(facts.refund)} is on its way.`
          : ' Nothing is owed.'
      return `Scentia: order ${orderId} is cancelled.${money} Details: ${trackUrl}`
    }
  }
}

/** The owner's message for each new paid order (OWNER_SMS_NUMBER). */
export function ownerNewOrderSms(facts: {
  orderId: string
  total: number
  itemCount: number
  state: string
}): string {
  const items = `${facts.itemCount} item${facts.itemCount === 1 ? '' : 's'}`
  // The state is the shopper's; its name comes from the locations table, ASCII in practice.
  return `Scentia: new paid order ${facts.orderId}, ${formatSmsAmount(facts.total)}, ${items}, to ${facts.state}.`
}

/**
 * The owner's text when a fragrance (or one of its sizes) falls to its low-stock level (decision
 * 045): what, how many are left, and the console page to restock it from.
 */
export function ownerLowStockSms(facts: {
  name: string
  /** A size other than the full bottle ("2 ml sample"); absent for the bottle. */
  size?: string | undefined
  left: number
  productUrl: string
}): string {
  const what = facts.size ? `${facts.name} (${facts.size})` : facts.name
  const left = facts.left === 0 ? 'is sold out' : `is down to ${facts.left} left`
  return `Scentia: low stock. ${what} ${left}. Restock: ${facts.productUrl}`
}

/**
 * The review request's text, sent with its mail a week after delivery: one link,
 * to the first fragrance's reviews, since a text has room for one.
 */
export function reviewRequestSms(facts: { orderId: string; reviewUrl: string }): string {
  return `Scentia: how is your order ${facts.orderId} wearing? Tell other shoppers how long it lasts: ${facts.reviewUrl}`
}
