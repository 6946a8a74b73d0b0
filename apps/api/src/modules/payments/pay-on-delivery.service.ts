import { SHOWROOM } from '@scentia/domain/contact/showroom'
import { orderDeliveryWindow } from '@scentia/domain/shipping/delivery-window'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { podEligibility, type PodSettings } from '@scentia/domain/payment/pay-on-delivery'
import { POD_PAYMENT_METHOD } from '@scentia/domain/payment/transfer'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema/index.js'
import { HttpError, notFound } from '../../plugins/error-handler.js'
import {
  insertOrderAuditRecord,
  saveAuditedSettings,
  type AuditedSettings,
} from '../admin/index.js'
import type { MailService } from '../mail/index.js'
import { orderConfirmationOf } from '../mail/index.js'
import {
  findOrder,
  lockOrder,
  placeOrder,
  recordPaymentMove,
  stageOf,
  toOwnerOrder,
  type OwnerOrder,
} from '../orders/index.js'
import type { ProductsService } from '../catalogue/index.js'
import type { SmsService } from '../sms/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import type { PaymentPricing } from './payment-pricing.js'
import {
  chargeColumnsOf,
  fulfilmentOf,
  orderItemsOf,
  recordPricedPayment,
} from './payment-records.js'
import { applyLifecycle } from './order-lifecycle.js'
import { attachOrder, lockPayment, markPaymentStatus } from './payments.repository.js'
import type { InitializePaymentInput } from './payments.schemas.js'
import { createPaymentReference } from './paystack-calls.js'
import { lockPodSettings, readPodSettings, writePodSettings } from './pod-settings.repository.js'

export const POD_ORDER_NOT_FOUND = 'Order not found'
export const POD_NOT_PENDING = 'This order is not awaiting payment on delivery'

/** The owner's verdict at the door. */
export type PodOutcome = 'collected' | 'refused'

export interface PayOnDeliveryDeps {
  db: Db
  pricing: PaymentPricing
  mail: Pick<MailService, 'queueOrderConfirmation' | 'flush'>
  sms: Pick<SmsService, 'queueOrderSms' | 'flush'>
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Units a refused delivery puts back may bring a product back (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  clock: () => Date
  rng: () => number
}

const unprocessable = (message: string) => new HttpError(422, 'VALIDATION_ERROR', message)

/** The console's pay-on-delivery switch and ceiling, as the activity log records a save. */
const POD_SETTINGS: AuditedSettings<PodSettings> = {
  id: 'pay_on_delivery',
  label: 'Pay on delivery',
  lock: lockPodSettings,
  write: writePodSettings,
  auditFields: (pod) => ({ enabled: pod.enabled, ceiling_naira: pod.ceilingNaira }),
}

/**
 * Pay on delivery (docs/product.md §10): the order is placed without Paystack, holds its stock, and the
 * owner settles it when the courier reports back. Eligibility is the domain's one rule.
 */
export function createPayOnDelivery(deps: PayOnDeliveryDeps) {
  const { db, pricing, mail, sms, catalogue, stockAlerts, clock, rng } = deps

  return {
    settings: () => readPodSettings(db),

    async updateSettings(next: PodSettings, actorUserId: number): Promise<PodSettings> {
      await saveAuditedSettings(db, POD_SETTINGS, { next, actorUserId, clock })
      return next
    },

    async place(userId: number, input: InitializePaymentInput): Promise<OwnerOrder> {
      const cart = await pricing.price(input)
      const [account] = await db
        .select({ verified: users.verified })
        .from(users)
        .where(eq(users.id, userId))
      const settings = await readPodSettings(db)

      const now = clock()
      const reference = createPaymentReference()
      const { shipping: address } = input
      const placement = await db.transaction(async (tx) => {
        // Priced as a card payment's initialize prices it (decision 020): the sample
        // credit claimed under the shopper's lock, then one use of the promo code held for this
        // order. The courier collects what remains, which is what the ceiling is checked against;
        // a refusal below rolls the claim and the use back with the order.
        const priced = await pricing.priceForShopper(tx, cart, {
          userId,
          code: input.promo_code,
          paymentReference: reference,
        })
        const eligibility = podEligibility(settings, {
          // Paid at the showroom's counter, in Lagos, wherever the shopper lives (decision 046).
          state: priced.deliveryMethod === 'pickup' ? SHOWROOM.state : priced.location.state,
          totalNaira: priced.total,
          accountVerified: account?.verified ?? false,
          phoneNumber: input.shipping.phone_number,
        })
        if (!eligibility.ok) throw unprocessable(eligibility.message)
        const { days, deliveryMethod, pickupCode } = await fulfilmentOf(
          tx,
          { ...priced.location, method: priced.deliveryMethod },
          rng,
        )

        const payment = await recordPricedPayment(tx, {
          reference,
          userId,
          address,
          priced,
          createdAt: now,
        })
        // Placing it takes the units, each from its own size, and says nothing yet: the order is
        // confirmed, by mail and text, when the owner accepts it (docs/decisions/029), so a
        // number typed at checkout is never texted for an order nobody has looked at.
        const placed = await applyLifecycle(
          tx,
          { from: 'open', to: 'awaiting_collection', payment, at: now },
          stockAlerts,
        )
        if (!placed.ok) {
          const short = priced.lines.find((line) => placed.shortProductIds.includes(line.id))
          throw new HttpError(409, 'CONFLICT', `${short?.name ?? 'A product'} is out of stock`)
        }
        const stored = await placeOrder(
          tx,
          {
            userId,
            status: 'pending',
            trackingNumber: null,
            totalAmount: priced.total,
            ...chargeColumnsOf(priced),
            shippingAddress: address.street_address,
            city: address.city,
            state: priced.location.state,
            lga: priced.location.lga,
            ward: priced.location.ward,
            fullName: address.full_name,
            phoneNumber: address.phone_number,
            email: address.email,
            paymentStatus: 'pending',
            paymentMethod: POD_PAYMENT_METHOD,
            transactionReference: reference,
            createdAt: now,
            estimatedDelivery: orderDeliveryWindow({
              placedAt: now,
              state: priced.location.state,
              days,
            }).to,
            deliveryMinDays: days.min_days,
            deliveryMaxDays: days.max_days,
            deliveryMethod,
            pickupCode,
            updatedAt: now,
          },
          orderItemsOf(priced.lines),
          { stage: 'awaiting_collection', rng, actorUserId: userId, at: now },
        )
        await attachOrder(tx, reference, stored.row.orderId, now)
        return { order: toOwnerOrder(stored), movedProductIds: placed.movedProductIds }
      })
      catalogue.invalidate(placement.movedProductIds)
      return placement.order
    },

    /** The owner marks the payment collected (paid) or refused (cancelled, stock back). */
    async settle(rawId: string, outcome: PodOutcome, actorUserId: number): Promise<OwnerOrder> {
      const input = parseTrackInput(rawId)
      if (!input.ok || !isOrderId(input.orderId)) throw notFound(POD_ORDER_NOT_FOUND)
      const orderId = input.orderId
      // The products whose units a refusal gave back, named to the catalogue after commit.
      const returned: number[] = []
      const result = await db.transaction(async (tx) => {
        const found = await findOrder(tx, orderId)
        if (!found) throw notFound(POD_ORDER_NOT_FOUND)
        // The payment row's lock, as every other payment change takes it.
        const payment = await lockPayment(tx, found.row.transactionReference)
        // And the order's, which the console's status change takes: an acceptance and a
        // collection at once see each other, so only one of them says "order confirmed".
        await lockOrder(tx, orderId)
        const stored = await findOrder(tx, orderId)
        if (!stored) throw notFound(POD_ORDER_NOT_FOUND)
        const { row } = stored
        if (row.paymentMethod !== POD_PAYMENT_METHOD || row.paymentStatus !== 'pending') {
          throw new HttpError(409, 'CONFLICT', POD_NOT_PENDING)
        }
        const at = clock()
        const paymentStatus = outcome === 'collected' ? 'paid' : 'failed'
        // Collected keeps the units and the code's use; refused gives back the units (each to
        // its own size), the code's use and the sample credit: the domain's table.
        if (!payment) throw notFound(POD_ORDER_NOT_FOUND)
        const move = {
          from: stageOf(row),
          to: outcome === 'collected' ? 'paid' : 'unpaid',
        } as const
        const settled = await applyLifecycle(tx, { ...move, payment, at }, stockAlerts)
        if (settled.ok) returned.push(...settled.movedProductIds)
        const updated = await recordPaymentMove(tx, stored, {
          ...move,
          paymentStatus,
          paymentMethod: row.paymentMethod,
          at,
        })
        await markPaymentStatus(
          tx,
          row.transactionReference,
          outcome === 'collected' ? 'success' : 'failed',
          at,
        )
        await insertOrderAuditRecord(tx, orderId, {
          actorUserId,
          action: 'order.payment',
          before: { payment_status: row.paymentStatus },
          after: { payment_status: paymentStatus },
          at,
        })
        const order = toOwnerOrder(updated)
        // Collected before the owner accepted it: the money is in, so this is its confirmation
        // (the table's; an accepted order was confirmed then and hears nothing more here).
        if (settled.ok && settled.effects.messages.includes('order-confirmed')) {
          await mail.queueOrderConfirmation(tx, order.email, orderConfirmationOf(order))
          await sms.queueOrderSms(tx, { kind: 'order-confirmed', order })
        }
        return order
      })
      mail.flush()
      sms.flush()
      if (outcome === 'refused') {
        catalogue.invalidate(returned)
        stockAlerts.flush()
      }
      return result
    },
  }
}

export type PayOnDelivery = ReturnType<typeof createPayOnDelivery>
