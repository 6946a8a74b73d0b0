import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { orderConfirmationOf } from '../mail/index.js'
import { REDACTED_EMAIL, REDACTED_NAME, redactOrdersOfUser } from '../orders/index.js'
import { paystackPlugin, type PaystackPluginOptions } from '../paystack/index.js'
import type { PromosService } from '../promos/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { redactPaymentsOfUser } from './payments.repository.js'
import { orderCancelRoutes } from './order-cancel.routes.js'
import { createOrderCancellation } from './order-cancellation.js'
import { paymentsRoutes } from './payments.routes.js'
import { createPaymentsService } from './payments.service.js'
import { paystackWebhookRoutes } from './paystack-webhook.routes.js'
import type { PaymentPricing } from './payment-pricing.js'
import { payOnDeliveryRoutes } from './pay-on-delivery.routes.js'
import { createPayOnDelivery } from './pay-on-delivery.service.js'
import { createRefundNotices } from './refund-notices.js'
import { createRefunds, REFUND_CHECK_AFTER_MS } from './refunds.service.js'
import { redactReturnsOfUser } from './returns.repository.js'
import { returnsRoutes } from './returns.routes.js'
import { createReturns } from './returns.service.js'
import { createTransferExpiry } from './transfer-expiry.js'
import {
  createCheckoutReminders,
  createReminderTokens,
  REMINDER_INTERVAL_MS,
} from './checkout-reminders.js'
import { checkoutRemindersRoutes } from './checkout-reminders.routes.js'
import { checkoutRemindersSandboxRoutes } from './checkout-reminders-sandbox.routes.js'

/** Paystack's timeout, the sandbox's pace and the transfer hold (tests make them quick). */
export interface PaymentsModuleOptions extends PaystackPluginOptions {
  /** How long a pending transfer holds its order before it expires (default an hour). */
  transferHoldMs?: number
}

/**
 * Expired transfers are looked for every five minutes, once a round across every process: a hold
 * of an hour then ends within five minutes of its hour, not up to an hour late (decision 029).
 */
const TRANSFER_EXPIRY_INTERVAL_MS = 5 * 60 * 1000

interface PaymentsPluginOptions extends PaymentsModuleOptions {
  /** The app's one pricing path (built in buildApp): it charges the fee the shop quotes. */
  pricing: PaymentPricing
  /** The app's promo codes: the checkout's preview of a code asks them. */
  promos: PromosService
  /** Units a cancelled hold puts back may bring a product back in stock. */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
}

const REDACTED_SHIPPING = {
  full_name: REDACTED_NAME,
  email: REDACTED_EMAIL,
  phone_number: '',
  street_address: '',
  city: '',
  state: '',
  lga: '',
  ward: '',
}

/** 47 random bits per draw (randomInt's ceiling is 2^48 - 1), from the OS's generator: order ids must not be predictable. */
const RNG_RANGE = 2 ** 47
const cryptoRng = () => randomInt(0, RNG_RANGE) / RNG_RANGE

/**
 * Checkout and payments, wired together: Paystack (real or sandbox), the payments service, the
 * webhook, and the mails that follow an order's events (the orders module owns the events bus).
 */
export const paymentsModule = fp<PaymentsPluginOptions>(
  async (app: FastifyInstance, { pricing, promos, stockAlerts, transferHoldMs, ...options }) => {
    await app.register(paystackPlugin, options)

    const events = app.orderEvents

    const payments = createPaymentsService({
      db: app.database.db,
      paystack: app.paystack.client,
      pricing,
      promos,
      catalogue: app.products,
      stockAlerts,
      events,
      clock: app.clock,
      rng: cryptoRng,
      supportEmail: app.config.supportEmail,
      log: app.log,
      onOutcome: (outcome) => {
        app.metrics.recordPaymentOutcome(outcome)
      },
    })

    const expireTransfers = createTransferExpiry({
      db: app.database.db,
      paystack: app.paystack.client,
      finalise: (reference, facts, options) => payments.finalise(reference, facts, options),
      catalogue: app.products,
      stockAlerts,
      log: app.log,
      holdMs: transferHoldMs,
    })
    app.outbox.addScheduledJob({
      name: 'transfer-expiry',
      intervalMs: TRANSFER_EXPIRY_INTERVAL_MS,
      run: (now) => expireTransfers(now),
    })

    // Checkouts recovered (docs/decisions/048-checkout-reminders.md): one reminder per payment
    // left unfinished for an hour, on the outbox's schedule like the transfer expiry.
    const reminders = createCheckoutReminders({
      db: app.database.db,
      outbox: app.outbox,
      tokens: createReminderTokens(app.config.jwtSecret),
      publicUrl: app.config.publicUrl,
      log: app.log,
    })
    app.outbox.addScheduledJob({
      name: 'checkout-reminders',
      intervalMs: REMINDER_INTERVAL_MS,
      run: (now) => reminders.sendDue(now),
    })
    // Paid before its reminder went out: the reminder is withdrawn in the same transaction.
    events.onRecord('order.paid', async (tx, { order }) => {
      await reminders.withdrawReminder(tx, order.transaction_reference)
    })

    const refundNotices = createRefundNotices({
      mail: app.mail,
      supportEmail: app.config.supportEmail,
    })

    // The mails an event causes are written to the outbox inside the transaction that made the
    // change; after the commit the local worker is told to send them now.
    events.onRecord('order.paid', async (tx, { order, transferReceived }) => {
      await app.mail.queueOrderConfirmation(tx, order.email, orderConfirmationOf(order))
      // The texts go with the mail, in the same transaction (docs/product.md §5). A transfer's
      // shopper heard nothing while it was awaited (docs/decisions/029): now its money has landed.
      await app.sms.queueOrderSms(tx, {
        kind: transferReceived ? 'transfer-received' : 'order-confirmed',
        order,
      })
      await app.sms.queueOwnerNewOrder(tx, order)
    })
    events.onRecord('payment.refund_due', (tx, event) => refundNotices.queue(tx, event))
    events.on('order.paid', async () => {
      app.mail.flush()
      app.sms.flush()
    })
    events.on('payment.refund_due', async (event) => {
      app.log.error(
        { reference: event.reference, orderId: event.order.order_id, reason: event.reason },
        'payment received without a paid order: refund due',
      )
      app.mail.flush()
    })

    app.addHook('onClose', async () => {
      await events.drain()
    })

    // On account deletion, the customer's details are erased from orders and payments where no
    // delivery or refund still needs them (docs/decisions/006-payments.md).
    app.privacy.addErasureStep('orders', async (tx, userId) => {
      const now = app.clock()
      const kept = await redactOrdersOfUser(tx, userId, now)
      await redactPaymentsOfUser(tx, userId, kept, REDACTED_SHIPPING, now)
      await redactReturnsOfUser(tx, userId, now)
    })

    const pod = createPayOnDelivery({
      db: app.database.db,
      pricing,
      mail: app.mail,
      sms: app.sms,
      catalogue: app.products,
      stockAlerts,
      clock: app.clock,
      rng: cryptoRng,
    })

    // Refunds ride the outbox (channel `refund`): recorded with the change that decides them,
    // sent by whichever process claims the row, retried through an outage (decision 041).
    const refunds = createRefunds({
      db: app.database.db,
      paystack: app.paystack.client,
      outbox: app.outbox,
      mail: app.mail,
      supportEmail: app.config.supportEmail,
      publicUrl: app.config.publicUrl,
      clock: app.clock,
      log: app.log,
    })
    app.outbox.addDeliverer('refund', (row) => refunds.deliver(row))
    app.outbox.addScheduledJob({
      name: 'refund-status',
      intervalMs: REFUND_CHECK_AFTER_MS,
      run: (now) => refunds.checkUnsettled(now),
    })

    const cancellation = createOrderCancellation({
      db: app.database.db,
      catalogue: app.products,
      stockAlerts,
      refunds,
      mail: app.mail,
      sms: app.sms,
      outbox: app.outbox,
      publicUrl: app.config.publicUrl,
      clock: app.clock,
    })

    // Returns start their refunds through the same path, under the same locks (decision 043).
    const returns = createReturns({
      db: app.database.db,
      refunds,
      catalogue: app.products,
      stockAlerts,
      mail: app.mail,
      outbox: app.outbox,
      publicUrl: app.config.publicUrl,
      ownerEmail: app.config.supportEmail,
      clock: app.clock,
    })

    await app.register(paymentsRoutes, { payments })
    await app.register(returnsRoutes, { returns })
    await app.register(orderCancelRoutes, { cancellation, refunds })
    await app.register(payOnDeliveryRoutes, { pod })
    await app.register(checkoutRemindersRoutes, { reminders, publicUrl: app.config.publicUrl })
    // The reminder's hour, skipped for one payment, only beside the Paystack sandbox (decision 048).
    if (app.paystack.mode === 'sandbox') {
      await app.register(checkoutRemindersSandboxRoutes, { reminders })
    }
    await app.register(paystackWebhookRoutes, {
      payments,
      refunds,
      secret: app.paystack.webhookSecret,
    })
  },
  { name: 'payments', dependencies: ['auth', 'mail', 'sms', 'privacy', 'orders', 'outbox'] },
)
