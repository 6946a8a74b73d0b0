import { deliveryDaysFor, type DeliveryDays } from '@scentia/domain/shipping/delivery-rates'
import { createPickupCode, PICKUP_DAYS, type DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { orderDeliveryWindow } from '@scentia/domain/shipping/delivery-window'
import { nairaToKobo } from '@scentia/domain/money/format'
import type { OrderStage } from '@scentia/domain/payment/order-lifecycle'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { Db } from '../../db/client.js'
import type { PaymentCartLine, PaymentShippingSnapshot } from '../../db/schema/index.js'
import { placeOrder, type NewOrderItem, type StoredOrder } from '../orders/index.js'
import { readDeliveryRates } from '../shipping/index.js'
import type { PricedPayment } from './payment-pricing.js'
import { insertPayment, type PaymentRow } from './payments.repository.js'
import type { InitializePaymentInput } from './payments.schemas.js'
import { insertClaims } from './sample-credits.repository.js'

/**
 * What a priced payment writes, the same for a card, a transfer and pay on delivery: its row,
 * the sample credits it claims, and the order lines made from its snapshot.
 */

/** The address as the shopper typed it, with the locations tables' spelling of the place. */
function shippingSnapshotOf(
  address: InitializePaymentInput['shipping'],
  priced: PricedPayment,
): PaymentShippingSnapshot {
  return {
    full_name: address.full_name,
    email: address.email,
    phone_number: address.phone_number,
    street_address: address.street_address,
    city: address.city,
    ...priced.location,
    delivery_method: priced.deliveryMethod,
  }
}

/**
 * How an order is fulfilled, and what that gives it (decision 046): a delivery keeps the window
 * the owner's table gives its address now (docs/product.md §13); a pickup is ready in
 * PICKUP_DAYS and gets its code, drawn from the server's crypto source.
 */
export async function fulfilmentOf(
  tx: Db,
  place: { state: string; lga: string; method: DeliveryMethod | undefined },
  rng: () => number,
): Promise<{
  days: DeliveryDays
  deliveryMethod: DeliveryMethod
  pickupCode: string | null
}> {
  if (place.method === 'pickup') {
    return { days: PICKUP_DAYS, deliveryMethod: 'pickup', pickupCode: createPickupCode(rng) }
  }
  const days = deliveryDaysFor((await readDeliveryRates(tx)).rates, place.state, place.lga)
  return { days, deliveryMethod: 'delivery', pickupCode: null }
}

/**
 * Writes the payment row and claims its sample credits, inside the transaction that priced it
 * (and so under the shopper's lock that decided the credit): a credit is taken once.
 */
export async function recordPricedPayment(
  tx: Db,
  payment: {
    reference: string
    userId: number
    address: InitializePaymentInput['shipping']
    priced: PricedPayment
    createdAt: Date
  },
): Promise<PaymentRow> {
  const { reference, userId, priced } = payment
  const row = await insertPayment(tx, {
    reference,
    userId,
    amountKobo: nairaToKobo(priced.total),
    amountNaira: priced.total,
    subtotal: priced.subtotal,
    shippingFeeSource: priced.shippingFeeSource,
    ...chargeColumnsOf(priced),
    cartSnapshot: priced.lines,
    shippingSnapshot: shippingSnapshotOf(payment.address, priced),
    createdAt: payment.createdAt,
  })
  await insertClaims(tx, userId, reference, priced.creditsApplied)
  return row
}

/**
 * What the shopper is charged besides the goods, under the column names the payment and the
 * order share: the payment keeps them for the order a verdict makes later, and a pay-on-delivery
 * order, placed at once, takes them straight from the pricing.
 */
export function chargeColumnsOf(priced: PricedPayment) {
  return {
    shippingFee: priced.shippingFee,
    sampleCredit: priced.sampleCredit,
    promoCode: priced.promoCode,
    discount: priced.discount,
    isGift: priced.gift.isGift,
    giftMessage: priced.gift.message,
    giftWrap: priced.gift.wrap,
  }
}

/** The order's lines from the payment's priced lines: each keeps its size, and a sample says so. */
export function orderItemsOf(lines: readonly PaymentCartLine[]): NewOrderItem[] {
  return lines.map((line) => ({
    productId: line.id,
    name: line.name,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    sizeId: line.sizeId ?? null,
    sizeLabel: line.size ?? null,
    isSample: line.isSample ?? false,
  }))
}

/** The order a Paystack verdict makes, from the payment's snapshot, never the browser's figures. */
export async function insertOrderFromPayment(
  tx: Db,
  payment: PaymentRow,
  change: {
    paymentStatus: OrderPaymentStatus
    paymentMethod: string
    /** Where the payment left the order (docs/decisions/029): a holding stage starts a hold. */
    stage: OrderStage
    now: Date
    actorUserId: number | null
    rng: () => number
  },
): Promise<StoredOrder> {
  const ship = payment.shippingSnapshot
  const { days, deliveryMethod, pickupCode } = await fulfilmentOf(
    tx,
    { state: ship.state, lga: ship.lga, method: ship.delivery_method },
    change.rng,
  )
  return placeOrder(
    tx,
    {
      userId: payment.userId,
      status: 'pending',
      trackingNumber: null,
      totalAmount: payment.amountNaira,
      shippingFee: payment.shippingFee,
      sampleCredit: payment.sampleCredit,
      promoCode: payment.promoCode,
      discount: payment.discount,
      isGift: payment.isGift,
      giftMessage: payment.giftMessage,
      giftWrap: payment.giftWrap,
      shippingAddress: ship.street_address,
      city: ship.city,
      state: ship.state,
      lga: ship.lga,
      ward: ship.ward,
      fullName: ship.full_name,
      phoneNumber: ship.phone_number,
      email: ship.email,
      paymentStatus: change.paymentStatus,
      paymentMethod: change.paymentMethod,
      transactionReference: payment.reference,
      createdAt: change.now,
      // The order keeps the far end of its own window, the one every page, mail and text shows.
      estimatedDelivery: orderDeliveryWindow({ placedAt: change.now, state: ship.state, days }).to,
      deliveryMinDays: days.min_days,
      deliveryMaxDays: days.max_days,
      deliveryMethod,
      pickupCode,
      updatedAt: change.now,
    },
    orderItemsOf(payment.cartSnapshot),
    { stage: change.stage, rng: change.rng, actorUserId: change.actorUserId, at: change.now },
  )
}
