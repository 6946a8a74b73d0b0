import { cartSubtotal } from '@scentia/domain/cart/cart'
import { isWithinCreditWindow } from '@scentia/domain/cart/sample-credit'
import { nairaToKobo } from '@scentia/domain/money/format'
import type { PromoResult } from '@scentia/domain/promo/promo'
import type { SampleCreditsAnswer } from '@scentia/contracts/checkout'
import type { InitializedPayment } from '@scentia/domain/payment/checkout-payload'
import { buildPaymentMetadata } from '@scentia/domain/payment/paystack'
import { isPaymentSettled, type OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { notFound } from '../../plugins/error-handler.js'
import { findOrder, toOwnerOrder, type OrderEvents, type OwnerOrder } from '../orders/index.js'
import type { PaystackClient } from '../paystack/index.js'
import type { ProductsService } from '../catalogue/index.js'
import { settleRedemption } from '../promos/index.js'
import type { PromosService } from '../promos/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import {
  createPaymentFinalisation,
  type FinaliseOptions,
  type FinaliseResult,
} from './payment-finalisation.js'
import { sampleCreditFor, type PaymentPricing } from './payment-pricing.js'
import { recordPricedPayment } from './payment-records.js'
import {
  findPayment,
  recordInitializeFailed,
  recordInitialized,
  type PaymentRow,
  type PaystackFacts,
} from './payments.repository.js'
import type { CheckoutInput, InitializePaymentInput, PromoCheckInput } from './payments.schemas.js'
import { findPaidSamples } from './sample-credits.repository.js'
import { refundDueMessage } from './refund-notices.js'
import {
  createPaymentReference,
  createPaystackCalls,
  factsFromTransaction,
  refusedVerdict,
} from './paystack-calls.js'

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found'
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!'

/** Paystack's verify envelope, as docs/product.md §4 step 3 passes it on. */
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

/** What a checkout call decided; the route turns it into the wire answer (`checkoutAnswerSchema`). */
export type CheckoutOutcome =
  | { kind: 'recorded'; created: boolean; order: OwnerOrder; message: string }
  | { kind: 'refund_due'; order: OwnerOrder; message: string }

export interface PaymentsService {
  initialize(userId: number, input: InitializePaymentInput): Promise<InitializedPayment>
  /** The paid samples whose credit is still there; initialize decides for real. */
  sampleCredits(userId: number): Promise<SampleCreditsAnswer>
  verify(userId: number, reference: string): Promise<VerificationEnvelope>
  checkout(userId: number, input: CheckoutInput): Promise<CheckoutOutcome>
  /** The checkout's preview of a promo code on the current cart. Holds nothing. */
  checkPromo(userId: number, input: PromoCheckInput): Promise<PromoResult>
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

export interface PaymentsServiceDeps {
  db: Db
  paystack: PaystackClient
  /** The one pricing path, shared with pay on delivery (built once by the plugin). */
  pricing: PaymentPricing
  promos: PromosService
  catalogue: Pick<ProductsService, 'findProductsByIds' | 'invalidate'>
  /** Told when a cancelled hold brings a product back (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  events: OrderEvents
  clock: () => Date
  /** Random draws in [0, 1) for order ids: crypto-backed in the app. */
  rng: () => number
  supportEmail: string
  log: FastifyBaseLogger
  /** Told after commit what each verdict did (the /metrics counters); optional for tests. */
  onOutcome?: (outcome: { paymentStatus: OrderPaymentStatus; orderCreated: boolean }) => void
}

/**
 * The payment calls of docs/product.md §4, composed from their three parts: pricing (what is owed),
 * the Paystack calls, and finalisation (what a verdict does to the order).
 */
export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { db, clock, supportEmail } = deps
  const { pricing } = deps
  const paystackCalls = createPaystackCalls(deps)
  const finalise = createPaymentFinalisation(deps)

  async function ownedPayment(userId: number, reference: string): Promise<PaymentRow> {
    const payment = await findPayment(db, reference)
    // Someone else's reference is as unknown to you as one that does not exist.
    if (!payment || payment.userId !== userId) throw notFound(PAYMENT_NOT_FOUND_MESSAGE)
    return payment
  }

  return {
    async initialize(userId, input) {
      const { shipping: address } = input
      const reference = createPaymentReference()
      const priced = await pricing.price(input)
      // Priced in steps: each line at its size's price, then the sample credit, then
      // the promo code on the goods that remain (payment-pricing.ts says why in that order). The
      // credit is claimed and the code's use held in the transaction that writes the payment: a
      // credit or a code's last use is taken once however many tabs pay at the same moment, and
      // a refused code writes nothing.
      const final = await db.transaction(async (tx) => {
        const final = await pricing.priceForShopper(tx, priced, {
          userId,
          code: input.promo_code,
          paymentReference: reference,
        })
        await recordPricedPayment(tx, {
          reference,
          userId,
          address,
          priced: final,
          createdAt: clock(),
        })
        return final
      })
      const { lines, subtotal, shippingFee, total, sampleCredit, promoCode, discount } = final
      const amountKobo = nairaToKobo(total)

      const initialized = await paystackCalls.start(
        {
          email: address.email,
          amountKobo,
          reference,
          metadata: buildPaymentMetadata({
            user_id: userId,
            full_name: address.full_name,
            phone_number: address.phone_number,
            cart_items: lines,
          }),
        },
        // A transaction Paystack never started gives its code's use back.
        () =>
          db.transaction(async (tx) => {
            await recordInitializeFailed(tx, reference, clock())
            await settleRedemption(tx, reference, 'released', clock())
          }),
      )
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
        shipping_fee: shippingFee,
        shipping_fee_source: final.shippingFeeSource,
        sample_credit: sampleCredit,
        promo_code: promoCode,
        discount,
        gift_wrap: final.gift.wrap,
        email: address.email,
        cart_items: lines,
      }
    },

    async sampleCredits(userId) {
      const now = clock()
      const samples = await findPaidSamples(db, userId)
      return {
        success: true,
        samples: samples
          .filter((sample) => !sample.used && isWithinCreditWindow(sample.paidAt, now))
          .map((sample) => ({
            sampleItemId: sample.sampleItemId,
            productId: sample.productId,
            unitPrice: sample.unitPrice,
            paidAt: sample.paidAt.toISOString(),
          })),
      }
    },

    async verify(userId, reference) {
      await ownedPayment(userId, reference)
      const { message, transaction } = await paystackCalls.verify(reference)
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
        const { transaction } = await paystackCalls.verify(reference)
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
          message: refundDueMessage(order.order_id, latest?.refundReason ?? null, supportEmail),
        }
      }
      const message =
        order.payment_status === 'paid'
          ? ORDER_PLACED_MESSAGE
          : `Order ${order.order_id} recorded. Payment ${order.payment_status}.`
      return { kind: 'recorded', created: result?.created ?? false, order, message }
    },

    async checkPromo(userId, input) {
      // The same steps as initialize, read without locks: the lines at their sizes' prices, less
      // the sample credit the shopper would get now, are the goods the code would discount.
      // Delivery is not known yet and never discounted: the preview prices the goods alone.
      const [lines, history] = await Promise.all([
        pricing.lines(input.cart_items),
        findPaidSamples(db, userId),
      ])
      const goods = cartSubtotal(lines) - sampleCreditFor(lines, history, clock()).total
      return deps.promos.check({
        userId,
        code: input.code,
        pricing: { subtotal: goods, shippingFee: 0, total: goods },
      })
    },

    finalise,
  }
}
