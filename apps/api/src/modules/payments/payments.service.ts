import { randomBytes } from 'node:crypto'
import { nairaToKobo } from '@scentia/domain/money/format'
import { confirmationDeliveryWindow } from '@scentia/domain/orders/delivery-window'
import { buildPaymentMetadata, paymentMethodFromChannel } from '@scentia/domain/payment/paystack'
import {
  isPaymentSettled,
  paymentRecordStatusFor,
  type OrderPaymentStatus,
  type RefundReason,
} from '@scentia/domain/payment/payment-status'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { PaymentCartLine } from '../../db/schema/index.js'
import { HttpError, badRequest, notFound } from '../../plugins/error-handler.js'
import { resolveLocation } from '../addresses/addresses.service.js'
import type { OrderEvent, OrderEvents } from '../orders/order-events.js'
import {
  findOrder,
  insertOrder,
  toOwnerOrder,
  updateOrderPayment,
  type OwnerOrder,
  type StoredOrder,
} from '../orders/orders.repository.js'
import {
  PaystackError,
  type PaystackClient,
  type PaystackTransaction,
} from '../paystack/paystack-client.js'
import type { ProductsService } from '../products/products.service.js'
import type { ShippingService } from '../shipping/shipping.service.js'
import { decidePayment, type VerdictRefusal } from './payment-outcome.js'
import {
  attachOrder,
  findPayment,
  findPricedProducts,
  flagRefund,
  insertPayment,
  lockPayment,
  recordInitializeFailed,
  recordInitialized,
  recordPaystackFacts,
  reserveStock,
  type PaymentRow,
  type PaystackFacts,
} from './payments.repository.js'
import {
  MAX_LINE_QUANTITY,
  QUANTITY_MESSAGE,
  type CheckoutInput,
  type InitializePaymentInput,
} from './payments.schemas.js'

/** A generous ceiling for one order (as the shipping fee endpoint's); beyond it, a mistake or abuse. */
export const MAX_ORDER_TOTAL = 100_000_000

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found'
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!'
const PRODUCT_GONE_MESSAGE =
  'A product in your cart is no longer available. Please refresh your cart.'

export interface InitializedPayment {
  success: true
  message: string
  reference: string
  access_code: string
  /** Where the pop-up lives: Paystack's checkout page, or the sandbox's. */
  authorization_url: string
  /** Integer naira, shipping included: what the shopper sees. */
  amount: number
  /** The same in kobo: what Paystack charges. */
  amount_kobo: number
  currency: 'NGN'
  subtotal: number
  shipping_fee: number
  email: string
  /** The lines as the server priced them. */
  cart_items: PaymentCartLine[]
}

/** Paystack's verify envelope, as PRODUCT §4 step 3 passes it on. */
export interface VerificationEnvelope {
  status: true
  message: string
  data: {
    status: string
    channel: string | null
    reference: string
    /** Kobo, as Paystack reports it. */
    amount: number
    currency: string | null
    paid_at: string | null
    gateway_response: string | null
  }
}

export type CheckoutAnswer =
  | { kind: 'recorded'; created: boolean; order: OwnerOrder; message: string }
  | { kind: 'refund_due'; order: OwnerOrder; message: string }

export interface FinaliseResult {
  /** Undefined when nothing was recorded (a non-success verify before any order existed). */
  order: OwnerOrder | undefined
  created: boolean
  /** Set when Paystack's answer was not about this payment in naira: nothing was recorded. */
  refused?: VerdictRefusal
}

export interface PaymentsService {
  initialize(userId: number, input: InitializePaymentInput): Promise<InitializedPayment>
  verify(userId: number, reference: string): Promise<VerificationEnvelope>
  checkout(userId: number, input: CheckoutInput): Promise<CheckoutAnswer>
  /**
   * Applies Paystack's verdict on a reference: the single path by which orders are made or
   * paid, shared by verify, /checkout and the webhook. Idempotent; safe to race.
   */
  finalise(
    reference: string,
    facts: PaystackFacts,
    options: FinaliseOptions,
  ): Promise<FinaliseResult | undefined>
}

export interface FinaliseOptions {
  /** Make an order for a non-success verdict too (the spec's /checkout does; verify and the webhook do not). */
  recordUnpaid: boolean
  /** Who is finalising: the shopper, or null for the webhook. */
  actorUserId: number | null
}

export interface PaymentsServiceDeps {
  db: Db
  paystack: PaystackClient
  shipping: ShippingService
  catalogue: Pick<ProductsService, 'findProductsByIds' | 'invalidate'>
  events: OrderEvents
  clock: () => Date
  /** Random draws in [0, 1) for order ids: crypto-backed in the app. */
  rng: () => number
  supportEmail: string
  log: FastifyBaseLogger
  /** Told after commit what each verdict did (the /metrics counters); optional for tests. */
  onOutcome?: (outcome: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }) => void
}

/** Our references: unguessable, and within Paystack's alphabet. */
export function createPaymentReference(): string {
  return `SCN-${randomBytes(12).toString('hex')}`
}

export function factsFromTransaction(transaction: PaystackTransaction): PaystackFacts {
  return {
    paystackReference: transaction.reference,
    paystackStatus: transaction.status,
    amountPaidKobo: transaction.amount,
    paidCurrency: transaction.currency,
    channel: transaction.channel,
    paidAt: transaction.paidAt,
    gatewayResponse: transaction.gatewayResponse,
  }
}

/**
 * An answer from Paystack that is not about the payment asked for (issue 9): the shopper hears
 * that verification failed, as for an unreadable answer, and nothing is paid.
 */
function refusedVerdict(): never {
  throw new HttpError(
    502,
    'SERVER_ERROR',
    'Could not verify the payment with Paystack. Please try again.',
  )
}

/** Paystack failures as the shopper hears them: a timeout or an outage is ours to retry (5xx). */
function paystackFailure(error: unknown, action: 'start' | 'verify'): never {
  if (!(error instanceof PaystackError)) throw error
  if (error.kind === 'timeout') {
    throw new HttpError(504, 'SERVER_ERROR', `Paystack did not answer in time. Please try again.`)
  }
  if (error.kind === 'rejected' && action === 'verify') {
    throw badRequest('Paystack has no record of this payment')
  }
  throw new HttpError(
    502,
    'SERVER_ERROR',
    action === 'start'
      ? 'Could not start the payment with Paystack. Please try again.'
      : 'Could not verify the payment with Paystack. Please try again.',
  )
}

function refundMessage(orderId: string, reason: RefundReason | null, supportEmail: string): string {
  const why =
    reason === 'amount_mismatch'
      ? 'the amount paid did not match the order total'
      : 'an item in your order sold out before your payment was confirmed'
  return `Your payment was received, but order ${orderId} could not be confirmed: ${why}. We will refund you in full; our team at ${supportEmail} will contact you.`
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { db, paystack, shipping, catalogue, events, clock, rng, supportEmail, log } = deps

  async function ownedPayment(userId: number, reference: string): Promise<PaymentRow> {
    const payment = await findPayment(db, reference)
    // Someone else's reference is as unknown to you as one that does not exist.
    if (!payment || payment.userId !== userId) throw notFound(PAYMENT_NOT_FOUND_MESSAGE)
    return payment
  }

  async function priceCart(
    lines: InitializePaymentInput['cart_items'],
  ): Promise<PaymentCartLine[]> {
    const quantities = new Map<number, number>()
    for (const line of lines)
      quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity)
    for (const quantity of quantities.values()) {
      if (quantity > MAX_LINE_QUANTITY) throw badRequest(QUANTITY_MESSAGE)
    }
    const ids = [...quantities.keys()]
    const [fresh, listed] = await Promise.all([
      findPricedProducts(db, ids),
      catalogue.findProductsByIds(ids),
    ])
    const byId = new Map(fresh.map((product) => [product.id, product]))
    const images = new Map(listed.map((product) => [product.id, product.image]))

    return ids.map((id) => {
      const quantity = quantities.get(id) ?? 0
      const product = byId.get(id)
      if (!product) throw badRequest(PRODUCT_GONE_MESSAGE)
      if (product.retired)
        throw badRequest(`${product.name} is no longer available. Please remove it from your cart.`)
      if (product.stock <= 0)
        throw new HttpError(409, 'CONFLICT', `${product.name} is out of stock`)
      if (quantity > product.stock) {
        throw new HttpError(
          409,
          'CONFLICT',
          `Only ${product.stock} of ${product.name} left in stock`,
        )
      }
      return {
        id,
        name: product.name,
        image: images.get(id) ?? `/api/products/art/${encodeURIComponent(product.imageId)}.svg`,
        price: product.price,
        quantity,
      }
    })
  }

  async function verifyWithPaystack(reference: string) {
    try {
      return await paystack.verifyTransaction(reference)
    } catch (error) {
      if (error instanceof PaystackError)
        log.warn({ err: error, reference }, 'paystack verify failed')
      paystackFailure(error, 'verify')
    }
  }

  async function finalise(
    reference: string,
    facts: PaystackFacts,
    options: FinaliseOptions,
  ): Promise<FinaliseResult | undefined> {
    const now = clock()
    // Set inside the transaction, acted on after it commits.
    const after: {
      event?: OrderEvent
      stockChanged: boolean
      outcome?: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }
    } = { stockChanged: false }

    const result = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, reference)
      if (!payment) return undefined
      const existing = payment.orderId ? await findOrder(tx, payment.orderId) : undefined
      const current = existing ? existing.row.paymentStatus : null
      const decision = decidePayment(
        current,
        {
          reference: facts.paystackReference,
          status: facts.paystackStatus,
          amount: facts.amountPaidKobo,
          currency: facts.paidCurrency,
        },
        { reference: payment.reference, kobo: payment.amountKobo },
      )
      if (decision.kind === 'refuse') {
        log.error(
          {
            reference,
            answeredReference: facts.paystackReference,
            currency: facts.paidCurrency,
            status: facts.paystackStatus,
            reason: decision.reason,
          },
          'paystack answer refused: not about this payment in naira',
        )
        return {
          order: existing ? toOwnerOrder(existing) : undefined,
          created: false,
          refused: decision.reason,
        }
      }
      if (decision.kind === 'keep') {
        return { order: existing ? toOwnerOrder(existing) : undefined, created: false }
      }

      let paymentStatus: OrderPaymentStatus
      let refund: { reason: RefundReason; soldOut: string[] } | undefined
      if (decision.kind === 'pay') {
        const reservation = await reserveStock(
          tx,
          payment.cartSnapshot.map((line) => ({ productId: line.id, quantity: line.quantity })),
        )
        if (reservation.ok) {
          paymentStatus = 'paid'
          after.stockChanged = true
        } else {
          paymentStatus = 'refund_due'
          const short = new Set(reservation.shortProductIds)
          refund = {
            reason: 'out_of_stock',
            soldOut: payment.cartSnapshot
              .filter((line) => short.has(line.id))
              .map((line) => line.name),
          }
        }
      } else if (decision.kind === 'refund') {
        paymentStatus = 'refund_due'
        refund = { reason: decision.reason, soldOut: [] }
      } else {
        paymentStatus = decision.paymentStatus
        if (!existing && !options.recordUnpaid) {
          await recordPaystackFacts(tx, reference, facts, {
            status: paymentRecordStatusFor(paymentStatus),
            at: now,
          })
          after.outcome = { paymentStatus, orderCreated: false }
          return { order: undefined, created: false }
        }
      }

      const paymentMethod = paymentMethodFromChannel(facts.channel)
      let stored: StoredOrder
      let created = false
      if (existing) {
        await updateOrderPayment(tx, existing.row.orderId, {
          paymentStatus,
          paymentMethod,
          at: now,
        })
        stored = {
          row: { ...existing.row, paymentStatus, paymentMethod, updatedAt: now },
          items: existing.items,
        }
      } else {
        stored = await createOrderFromSnapshot(tx, payment, {
          paymentStatus,
          paymentMethod,
          now,
          actorUserId: options.actorUserId,
        })
        await attachOrder(tx, reference, stored.row.orderId, now)
        created = true
      }

      await recordPaystackFacts(tx, reference, facts, {
        status: paymentRecordStatusFor(paymentStatus),
        at: now,
      })
      if (refund) await flagRefund(tx, reference, refund.reason, now)

      const order = toOwnerOrder(stored)
      after.outcome = { paymentStatus, orderCreated: created }
      if (paymentStatus === 'paid') after.event = { type: 'order.paid', order }
      if (refund) {
        after.event = {
          type: 'payment.refund_due',
          order,
          reason: refund.reason,
          reference,
          amountPaidKobo: facts.amountPaidKobo,
          soldOut: refund.soldOut,
        }
      }
      return { order, created }
    })

    // After commit only: a rolled-back order must neither mail anyone nor drop the cache.
    if (after.stockChanged) catalogue.invalidate()
    if (after.event) events.emit(after.event)
    if (after.outcome) deps.onOutcome?.(after.outcome)
    return result
  }

  async function createOrderFromSnapshot(
    tx: Db,
    payment: PaymentRow,
    change: {
      paymentStatus: OrderPaymentStatus
      paymentMethod: string
      now: Date
      actorUserId: number | null
    },
  ): Promise<StoredOrder> {
    const ship = payment.shippingSnapshot
    return insertOrder(
      tx,
      {
        userId: payment.userId,
        status: 'pending',
        trackingNumber: null,
        totalAmount: payment.amountNaira,
        shippingFee: payment.shippingFee,
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
        // The confirmation page promises 5-7 business days (spec §2); the order keeps the far end.
        estimatedDelivery: confirmationDeliveryWindow(change.now).to,
        updatedAt: change.now,
      },
      payment.cartSnapshot.map((line) => ({
        productId: line.id,
        name: line.name,
        image: line.image,
        price: line.price,
        quantity: line.quantity,
      })),
      { rng, actorUserId: change.actorUserId, at: change.now },
    )
  }

  return {
    async initialize(userId, input) {
      const { shipping: address } = input
      const location = await resolveLocation(db, {
        state: address.state,
        lga: address.lga,
        ward: address.ward,
      })
      const lines = await priceCart(input.cart_items)
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
      const quote = await shipping.quote({
        location,
        subtotal,
        itemNames: lines.map((line) => line.name),
      })
      // A complete, resolved address always prices; the ₦2,500 placeholder is never charged.
      if (quote.status === 'location-required') throw badRequest(quote.message)
      const total = subtotal + quote.fee
      if (total > MAX_ORDER_TOTAL) {
        throw badRequest('This order is too large to pay online. Please contact us to place it.')
      }
      const amountKobo = nairaToKobo(total)
      const reference = createPaymentReference()
      const snapshot = {
        full_name: address.full_name,
        email: address.email,
        phone_number: address.phone_number,
        street_address: address.street_address,
        city: address.city,
        ...location,
      }
      await insertPayment(db, {
        reference,
        userId,
        amountKobo,
        amountNaira: total,
        subtotal,
        shippingFee: quote.fee,
        cartSnapshot: lines,
        shippingSnapshot: snapshot,
        createdAt: clock(),
      })

      let initialized
      try {
        initialized = await paystack.initializeTransaction({
          email: address.email,
          amountKobo,
          reference,
          metadata: buildPaymentMetadata({
            user_id: userId,
            full_name: address.full_name,
            phone_number: address.phone_number,
            cart_items: lines,
          }),
        })
      } catch (error) {
        if (error instanceof PaystackError)
          log.warn({ err: error, reference }, 'paystack initialize failed')
        await recordInitializeFailed(db, reference, clock())
        paystackFailure(error, 'start')
      }
      await recordInitialized(db, reference, initialized.accessCode, clock())

      return {
        success: true,
        message: 'Payment initialized',
        reference,
        access_code: initialized.accessCode,
        authorization_url: initialized.authorizationUrl,
        amount: total,
        amount_kobo: amountKobo,
        currency: 'NGN',
        subtotal,
        shipping_fee: quote.fee,
        email: address.email,
        cart_items: lines,
      }
    },

    async verify(userId, reference) {
      await ownedPayment(userId, reference)
      const { message, transaction } = await verifyWithPaystack(reference)
      // A success is finalised here too: if the browser dies before /checkout, the order exists.
      const result = await finalise(reference, factsFromTransaction(transaction), {
        recordUnpaid: false,
        actorUserId: userId,
      })
      // Never pass on a 'success' that was not about this payment: the SPA would celebrate it.
      if (result?.refused) refusedVerdict()
      return {
        status: true,
        message,
        data: {
          status: transaction.status,
          channel: transaction.channel,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          paid_at: transaction.paidAt?.toISOString() ?? null,
          gateway_response: transaction.gatewayResponse,
        },
      }
    },

    async checkout(userId, input) {
      const reference = input.transaction_reference
      const payment = await ownedPayment(userId, reference)

      let result: FinaliseResult | undefined
      const settled = payment.orderId ? await findOrder(db, payment.orderId) : undefined
      if (settled && isPaymentSettled(settled.row.paymentStatus)) {
        // Already decided (by verify, the webhook or an earlier call): no need to ask Paystack again.
        result = { order: toOwnerOrder(settled), created: false }
      } else {
        const { transaction } = await verifyWithPaystack(reference)
        result = await finalise(reference, factsFromTransaction(transaction), {
          recordUnpaid: true,
          actorUserId: userId,
        })
        if (result?.refused) refusedVerdict()
      }
      const order = result?.order
      if (!order) throw new Error(`finalise recorded no order for ${reference}`)

      if (order.payment_status === 'refund_due') {
        const latest = await findPayment(db, reference)
        return {
          kind: 'refund_due',
          order,
          message: refundMessage(order.order_id, latest?.refundReason ?? null, supportEmail),
        }
      }
      const message =
        order.payment_status === 'paid'
          ? ORDER_PLACED_MESSAGE
          : `Order ${order.order_id} recorded. Payment ${order.payment_status}.`
      return { kind: 'recorded', created: result?.created ?? false, order, message }
    },

    finalise,
  }
}
