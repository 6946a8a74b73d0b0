import { lineTotal } from '@scentia/domain/cart/cart'
import { formatNaira } from '@scentia/domain/money/format'
import type { OrderTotalsLine } from '@scentia/domain/orders/totals'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { SHOWROOM } from '@scentia/domain/contact/showroom'
import {
  formatPickupCode,
  PICKUP_ESTIMATE,
  type DeliveryMethod,
} from '@scentia/domain/shipping/pickup'
import { listLabelFor, trackDescriptionFor } from '@scentia/domain/orders/pickup-status'
import { pickupWhere, statusUpdateSentenceFor } from '@scentia/domain/contact/showroom-pickup'
import {
  detailRows,
  greeting,
  highlight,
  linkParagraph,
  paragraph,
  renderLayout,
  renderText,
  type MailContent,
} from './layout.js'

export interface OrderMailLine {
  name: string
  quantity: number
  /** Integer naira, per unit. */
  price: number
}

export interface OrderConfirmationMailInput {
  fullName: string
  orderId: string
  items: OrderMailLine[]
  /** The order's money lines as every page shows them: the domain's orderTotalsLines. */
  totals: readonly Pick<OrderTotalsLine, 'id' | 'label' | 'value'>[]
  /** Integer naira. */
  total: number
  shippingAddress: string
  city: string
  state: string
  /** The order's window, describeDeliveryWindow's words: 'Tue, 1 Dec – Thu, 3 Dec (2-4 business days)'. */
  estimatedDelivery: string
  /** Where the shopper follows the order: {PUBLIC_URL}/track?id={orderId}. */
  trackUrl: string
  /** Pay on delivery: the mail says to pay the courier at the door. */
  payOnDelivery?: boolean
  /**
   * The order's printable receipt, {PUBLIC_URL}/orders/{id}/receipt (docs/product.md §12); absent
   * for pay on delivery, which is confirmed before the money is in and has no receipt yet.
   */
  receiptUrl?: string
  /** A pickup at the showroom (decision 046): its code, instead of a delivery address. */
  pickupCode?: string | null
}

/** Sent once an order is paid and recorded. */
export function orderConfirmationMail(input: OrderConfirmationMailInput): MailContent {
  const subject = `Your Scentia order ${input.orderId} is confirmed`
  const intro = input.pickupCode
    ? input.payOnDelivery
      ? `Thank you for your order. We are preparing it now and will write again when it is ready for pickup. Pay at the counter: ${formatNaira(input.total)}, in cash or by transfer.`
      : 'Thank you for your order. We are preparing it now and will write again when it is ready for pickup.'
    : input.payOnDelivery
      ? `Thank you for your order. We are preparing it now and will write again when it ships. Pay on delivery: please pay the courier ${formatNaira(input.total)} at the door, in cash or by transfer.`
      : 'Thank you for your order. We are preparing it now and will write again when it ships.'
  const lines = input.items.map((item) => ({
    label: `${item.name} × ${item.quantity}`,
    value: formatNaira(lineTotal(item)),
  }))
  const totals = input.totals.map(({ id, label, value }) => ({
    label,
    value,
    strong: id === 'total',
  }))
  const address = [input.shippingAddress, input.city, input.state].filter(Boolean).join(', ')
  const hours = SHOWROOM.hours.map((line) => `${line.days}: ${line.time}`).join('; ')
  const delivery = input.pickupCode
    ? `${pickupWhere()} ${PICKUP_ESTIMATE}. Opening hours: ${hours}. Give your pickup code at the counter.`
    : `Delivery to ${address}, estimated ${input.estimatedDelivery}.`
  const code = input.pickupCode ? formatPickupCode(input.pickupCode) : undefined
  return {
    subject,
    text: renderText([
      greeting(input.fullName),
      intro,
      `Order ${input.orderId}`,
      code ? `Pickup code: ${code}` : undefined,
      [...lines, ...totals].map((row) => `${row.label}: ${row.value}`).join('\n'),
      delivery,
      input.receiptUrl ? `Your receipt, to print or keep: ${input.receiptUrl}` : undefined,
      `Track your order: ${input.trackUrl}`,
    ]),
    html: renderLayout({
      preheader: `Order ${input.orderId}: ${formatNaira(input.total)}`,
      heading: 'Thank you for your order',
      body: [
        paragraph(greeting(input.fullName)),
        paragraph(intro),
        highlight('Order', input.orderId),
        ...(code ? [highlight('Pickup code', code)] : []),
        detailRows([...lines, ...totals]),
        paragraph(delivery),
        ...(input.receiptUrl
          ? [linkParagraph('Your receipt, to print or keep:', 'View receipt', input.receiptUrl)]
          : []),
      ],
      button: { label: 'Track Your Order', url: input.trackUrl },
    }),
  }
}

export interface OrderStatusMailInput {
  fullName: string
  orderId: string
  status: OrderStatus
  /** Shipped orders carry the courier's tracking number (docs/product.md §5). */
  trackingNumber?: string | null
  trackUrl: string
  /** A pickup order's statuses read "Ready for pickup" and "Collected" (decision 046). */
  deliveryMethod?: DeliveryMethod
}

/** Sent at each status change the shop owner makes. */
export function orderStatusMail(input: OrderStatusMailInput): MailContent {
  const method = input.deliveryMethod ?? 'delivery'
  const label = listLabelFor(input.status, method)
  const subject = `Your Scentia order ${input.orderId}: ${label}`
  const description = trackDescriptionFor(input.status, method)
  const sentence = statusUpdateSentenceFor(input.orderId, input.status, method)
  const tracking = input.trackingNumber ? input.trackingNumber : undefined
  return {
    subject,
    text: renderText([
      greeting(input.fullName),
      sentence,
      tracking ? `Tracking number: ${tracking}` : undefined,
      `Track your order: ${input.trackUrl}`,
    ]),
    html: renderLayout({
      preheader: `${label}: ${description}`,
      heading: description,
      body: [
        paragraph(greeting(input.fullName)),
        paragraph(sentence),
        ...(tracking ? [highlight('Tracking number', tracking)] : []),
      ],
      button: { label: 'Track Your Order', url: input.trackUrl },
    }),
  }
}
