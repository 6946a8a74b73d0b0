import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { orderDeliveryWindow } from '@scentia/domain/shipping/delivery-window'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import {
  orderSms,
  ownerLowStockSms,
  ownerNewOrderSms,
  reviewRequestSms,
  smsTrackUrl,
  type OrderSmsKind,
} from '@scentia/domain/sms/sms-messages'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import type { Outbox } from '../outbox/index.js'
import { orderSmsAllowed } from './sms.repository.js'

/** What a text about an order needs: the owner's view of an order has it all. */
export interface SmsOrder {
  order_id: string
  total_amount: number
  tracking_number?: string | null
  /** A pickup at the showroom words its texts for the counter (decision 046); absent: a delivery. */
  delivery_method?: DeliveryMethod
  /** As the order stores it: E.164 since the phone-number migration (decision 014); '' once erased. */
  phone_number: string
}

/** A confirmed order's text promises its delivery window: when it was placed (ISO), where it goes. */
export interface ConfirmedSmsOrder extends SmsOrder {
  created_at: string
  state: string
  /** The window the order kept when placed (docs/product.md §13); null: its zone's. */
  delivery_days?: { min_days: number; max_days: number } | null
  /** A pickup order's code, given at the counter. */
  pickup_code?: string | null
}

export interface NewPaidOrder extends SmsOrder {
  cart_items: { quantity: number }[]
  state: string
}

export type OrderSmsInput =
  | { kind: 'order-confirmed'; order: ConfirmedSmsOrder }
  /** `refund`: the naira going back to a cancelled order's shopper. */
  | { kind: 'order-cancelled'; order: SmsOrder; refund: number }
  | { kind: Exclude<OrderSmsKind, 'order-confirmed' | 'order-cancelled'>; order: SmsOrder }

/**
 * Every text the shop sends, written to the durable outbox with `tx`, the transaction of the
 * change that causes it (docs/product.md §5, decision 013), like MailService: a rolled-back change texts
 * nobody, a committed one is delivered by the outbox worker with its retries, so a Termii outage
 * delays a text and never loses it.
 */
export interface SmsService {
  /**
   * The shopper's text for an order event, unless they switched SMS off or the order's phone is
   * not a Nigerian mobile (an erased order's is empty). Answers whether one was queued.
   */
  queueOrderSms(tx: Db, input: OrderSmsInput): Promise<boolean>
  /** The owner's text for a new paid order, when OWNER_SMS_NUMBER is set. */
  queueOwnerNewOrder(tx: Db, order: NewPaidOrder): Promise<boolean>
  /** The owner's low-stock text (decision 045), when OWNER_SMS_NUMBER is set. */
  queueOwnerLowStock(
    tx: Db,
    facts: { name: string; size?: string | undefined; left: number; productKey: number },
  ): Promise<boolean>
  /**
   * The review request's text, on the same terms as queueOrderSms: the shopper's
   * switch, and the first of `phones` that is a Nigerian mobile. Answers whether one was queued.
   */
  queueReviewRequest(
    tx: Db,
    input: { orderId: string; phones: (string | null)[]; reviewUrl: string },
  ): Promise<boolean>
  /** After the commit that queued texts: send now rather than at the worker's next poll. */
  flush(): void
}

/** An SMS row's payload, checked again when it is sent (a row is data from the database). */
export const smsPayloadSchema = z.object({
  to: z.string().regex(/^\+234\d{10}$/),
  text: z.string(),
})

export function createSmsService(deps: {
  outbox: Pick<Outbox, 'enqueue' | 'nudge'>
  publicUrl: string
  ownerSmsNumber: string | undefined
}): SmsService {
  const { outbox, publicUrl, ownerSmsNumber } = deps

  function queue(tx: Db, kind: string, to: string, text: string): Promise<void> {
    const payload: z.infer<typeof smsPayloadSchema> = { to, text }
    return outbox.enqueue(tx, [{ channel: 'sms', kind, payload }])
  }

  return {
    async queueOrderSms(tx, input) {
      const { kind, order } = input
      const phone = parseNigerianMobile(order.phone_number)
      if (!phone.ok) return false
      if (!(await orderSmsAllowed(tx, order.order_id))) return false
      const text = orderSms(kind, {
        orderId: order.order_id,
        total: order.total_amount,
        trackingNumber: order.tracking_number,
        trackUrl: smsTrackUrl(publicUrl, order.order_id),
        pickup: order.delivery_method === 'pickup',
        ...(input.kind === 'order-confirmed'
          ? {
              pickupCode: input.order.pickup_code ?? null,
              deliveryEstimate: orderDeliveryWindow({
                placedAt: new Date(input.order.created_at),
                state: input.order.state,
                days: input.order.delivery_days,
              }).label,
            }
          : {}),
        ...(input.kind === 'order-cancelled' ? { refund: input.refund } : {}),
      })
      await queue(tx, `sms-${kind}`, phone.e164, text)
      return true
    },
    async queueOwnerNewOrder(tx, order) {
      if (!ownerSmsNumber) return false
      const text = ownerNewOrderSms({
        orderId: order.order_id,
        total: order.total_amount,
        itemCount: order.cart_items.reduce((sum, line) => sum + line.quantity, 0),
        state: order.state,
      })
      await queue(tx, 'sms-owner-new-order', ownerSmsNumber, text)
      return true
    },
    async queueOwnerLowStock(tx, { productKey, ...facts }) {
      if (!ownerSmsNumber) return false
      const productUrl = `${publicUrl}/admin/products/${productKey}`
      await queue(
        tx,
        'sms-owner-low-stock',
        ownerSmsNumber,
        ownerLowStockSms({ ...facts, productUrl }),
      )
      return true
    },
    async queueReviewRequest(tx, { orderId, phones, reviewUrl }) {
      const phone = phones
        .map((number) => parseNigerianMobile(number ?? ''))
        .find((parsed) => parsed.ok)
      if (!phone?.ok) return false
      if (!(await orderSmsAllowed(tx, orderId))) return false
      await queue(tx, 'sms-review-request', phone.e164, reviewRequestSms({ orderId, reviewUrl }))
      return true
    },
    flush() {
      outbox.nudge()
    },
  }
}
