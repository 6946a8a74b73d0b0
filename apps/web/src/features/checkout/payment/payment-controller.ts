import { VERIFICATION_REPOLL_MS } from '@scentia/domain/checkout/recovery'
import { serverMessage } from '@scentia/domain/http/errors'
import type { CheckoutOrderPayload, Order } from '@scentia/domain/orders/order'
import {
  paymentMethodFromChannel,
  readVerificationResponse,
  type VerifiedTransaction,
} from '@scentia/domain/payment/paystack'
import { isApiError } from '../../../lib/api-client'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { CheckoutAnswer, InitializedPayment } from '../api/checkout-api'
import {
  clearRecovery,
  readRecovery,
  type RecoveryOrderData,
  type RecoveryStorage,
} from './recovery-storage'
import { submitWithRetry, type SubmissionOutcome } from './order-submission'

/** Spec §8 checkout toasts, verbatim. */
export const CHECKOUT_MESSAGES = {
  connectionLost: 'Connection lost. Please check your internet connection.',
  connectionRestored: 'Connection restored. Attempting to recover your order...',
  incompleteOrder: 'We found an incomplete order. Would you like to complete it?',
  cancelled: 'Payment was cancelled',
  /** Not in the spec: the Paystack window never came up, so nothing was cancelled (issue 13). */
  popupUnavailable:
    'The payment window could not load. Please check your connection and try again.',
  slowVerification: 'Payment verification is taking longer than expected. Please wait...',
  orderPlaced: 'Order placed successfully!',
  recovered: 'Order recovered successfully!',
  recoveryFailed: 'Recovery failed. Please contact support.',
  verificationError: 'Verification Error',
  verificationTimeout: 'Verification timeout',
  noRecoveryData: 'No recovery data available',
} as const

export function orderProcessingFailedMessage(reference: string): string {
  return `Payment successful but order processing failed. Please contact support with your transaction reference: ${reference}`
}

/** The failure screen's status for a server failure (spec §2: 'Payment Server Error'). */
export const SERVER_ERROR_STATUS = 'Server Error'

/**
 * A payment still in progress at Paystack (the slow bank) is verified again, like a timeout;
 * after this many answers the status as it stands is recorded.
 */
export const MAX_VERIFICATION_ATTEMPTS = 4
const IN_PROGRESS_STATUSES = new Set(['ongoing', 'pending', 'processing', 'queued'])

export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'initializing' }
  /** The pop-up is open; `loaded` once it shows the transaction. */
  | { phase: 'paying'; payment: InitializedPayment; loaded: boolean }
  | { phase: 'verifying'; reference: string }
  | { phase: 'submitting'; reference: string }
  | { phase: 'placed'; orderId: string }
  /** The payment did not succeed (or could not be verified): the failure screen. */
  | { phase: 'failed'; status: string; reference: string | null; message: string | null }
  /** Paid, but the order could not be submitted: recovery will retry it. */
  | { phase: 'unprocessed'; reference: string; message: string }

export function isProcessing(state: PaymentState): boolean {
  return (
    state.phase === 'initializing' ||
    state.phase === 'paying' ||
    state.phase === 'verifying' ||
    state.phase === 'submitting'
  )
}

/** What the confirmation page is given (spec §2: orderNumber, total and items). */
export interface PlacedOrder {
  orderNumber: string
  /** The order as the server made it, for My Orders' cache (absent only in tests). */
  order?: Order
  total: number
  items: number
  full_name: string
  email: string
  phone_number: string
}

export interface Notifier {
  success: (message: string) => void
  error: (message: string) => void
  info: (message: string) => void
}

export interface PaymentDeps {
  initialize: (
    items: readonly { id: number; quantity: number }[],
    shipping: ShippingDetails,
  ) => Promise<InitializedPayment>
  verify: (reference: string) => Promise<unknown>
  submit: (payload: CheckoutOrderPayload) => Promise<CheckoutAnswer>
  storage: RecoveryStorage
  notify: Notifier
  sleep: (ms: number) => Promise<void>
  now: () => number
  /** Clears the cart and opens the confirmation page. */
  onPlaced: (order: PlacedOrder) => void
}

export interface CheckoutContext {
  userId: number
  shipping: ShippingDetails
  items: readonly { id: number; quantity: number }[]
}

/** The spec §3 order payload: the server reads only the reference, the rest is its preview. */
export function buildOrderPayload(
  payment: InitializedPayment,
  context: CheckoutContext,
  transaction: Pick<VerifiedTransaction, 'status' | 'channel'>,
): CheckoutOrderPayload {
  const { shipping } = context
  return {
    user_id: context.userId,
    full_name: shipping.full_name,
    email: shipping.email,
    phone_number: shipping.phone_number,
    shipping_address: shipping.street_address,
    city: shipping.city,
    state: shipping.state,
    cart_items: payment.cart_items.map(({ id, name, image, price, quantity }) => ({
      id,
      name,
      image,
      price,
      quantity,
    })),
    total_amount: payment.amount,
    shipping_fee: payment.shipping_fee,
    payment_status: transaction.status,
    payment_method: paymentMethodFromChannel(transaction.channel),
    transaction_reference: payment.reference,
  }
}

function orderDataOf(payment: InitializedPayment, shipping: ShippingDetails): RecoveryOrderData {
  return {
    total: payment.amount,
    items: payment.cart_items.reduce((count, item) => count + item.quantity, 0),
    full_name: shipping.full_name,
    email: shipping.email,
    phone_number: shipping.phone_number,
  }
}

type Verification =
  { ok: true; transaction: VerifiedTransaction } | { ok: false; status: string; message: string }

function isTransient(error: unknown): boolean {
  // No answer in 15 s (ours or Paystack's 504), or no network at all: ask again.
  return (
    isApiError(error) &&
    (error.type === 'NETWORK_ERROR' || error.statusCode === 504 || error.statusCode === 503)
  )
}

/**
 * The payment flow of spec §4 and PRODUCT §4 as a small state machine outside React, so the
 * retry, re-poll and recovery rules can be driven with fake timers. The UI renders `state`,
 * opens the pop-up while the phase is 'paying' and reports its events back.
 */
export class PaymentController {
  private current: PaymentState = { phase: 'idle' }
  private readonly listeners = new Set<() => void>()
  private context: CheckoutContext | null = null
  private recovering = false

  constructor(private readonly deps: PaymentDeps) {}

  get state(): PaymentState {
    return this.current
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): PaymentState => this.current

  private set(state: PaymentState) {
    this.current = state
    for (const listener of this.listeners) listener()
  }

  /** Back to the form (after a cancel, or leaving the failure screen). */
  reset(): void {
    if (!isProcessing(this.current)) this.set({ phase: 'idle' })
  }

  /**
   * The shopper left the checkout page: a pop-up left open is abandoned and a finished flow's
   * screen is not shown again next time. Verification and submission carry on (their toasts,
   * recovery record and confirmation page do not need the checkout page).
   */
  leave(): void {
    const { phase } = this.current
    if (phase === 'paying' || phase === 'placed' || phase === 'failed' || phase === 'unprocessed') {
      this.set({ phase: 'idle' })
    }
  }

  /** Complete Payment: the server prices the cart and opens a Paystack transaction. */
  async start(context: CheckoutContext): Promise<void> {
    if (isProcessing(this.current)) return
    this.context = context
    this.set({ phase: 'initializing' })
    try {
      const payment = await this.deps.initialize(context.items, context.shipping)
      this.set({ phase: 'paying', payment, loaded: false })
    } catch (error) {
      this.set({ phase: 'idle' })
      this.deps.notify.error(
        isApiError(error)
          ? (serverMessage(error.details) ?? error.message)
          : 'Payment could not start',
      )
    }
  }

  /** The pop-up shows the transaction (loaded:transaction): its loader can go. */
  popupLoaded(): void {
    if (this.current.phase === 'paying' && !this.current.loaded) {
      this.set({ ...this.current, loaded: true })
    }
  }

  /** cancel or close before paying: the transaction is inactive (spec §4). */
  cancelled(): void {
    if (this.current.phase !== 'paying') return
    this.set({ phase: 'idle' })
    this.deps.notify.error(CHECKOUT_MESSAGES.cancelled)
  }

  /**
   * The pop-up could not open (Paystack's script failed to load, or the pop-up reported an
   * error): the transaction never started, so the shopper is told to retry, not that they
   * cancelled.
   */
  popupFailed(): void {
    if (this.current.phase !== 'paying') return
    this.set({ phase: 'idle' })
    this.deps.notify.error(CHECKOUT_MESSAGES.popupUnavailable)
  }

  /**
   * success from the pop-up. Only the first one counts: a second success, or one arriving while
   * a verification runs, is ignored ("duplicate verification is blocked", spec §4).
   */
  async paid(reference: string): Promise<void> {
    if (this.current.phase !== 'paying') return
    const { payment } = this.current
    const context = this.context
    if (!context || reference !== payment.reference) return
    this.set({ phase: 'verifying', reference })

    const verification = await this.verify(reference)
    if (!verification.ok) {
      this.set({
        phase: 'failed',
        status: verification.status,
        reference,
        message: verification.message,
      })
      return
    }
    const { transaction } = verification
    const payload = buildOrderPayload(payment, context, transaction)
    const orderData = orderDataOf(payment, context.shipping)
    this.set({ phase: 'submitting', reference })
    const outcome = await submitWithRetry(payload, orderData, this.deps)

    if (transaction.status !== 'success') {
      // Nothing was paid: there is nothing to recover later.
      clearRecovery(this.deps.storage)
      // The order is recorded with its status either way; the shopper sees why it failed.
      this.set({
        phase: 'failed',
        status: transaction.status,
        reference,
        message: outcome.kind === 'placed' ? null : outcome.message,
      })
      return
    }
    this.finishPaid(outcome, reference, orderData, CHECKOUT_MESSAGES.orderPlaced)
  }

  private finishPaid(
    outcome: SubmissionOutcome,
    reference: string,
    orderData: RecoveryOrderData,
    successMessage: string,
  ) {
    switch (outcome.kind) {
      case 'placed': {
        this.set({ phase: 'placed', orderId: outcome.answer.order_id })
        this.deps.notify.success(successMessage)
        this.deps.onPlaced({
          orderNumber: outcome.answer.order_id,
          order: outcome.answer.order,
          ...orderData,
        })
        return
      }
      case 'conflict': {
        this.set({ phase: 'failed', status: 'refund due', reference, message: outcome.message })
        this.deps.notify.error(outcome.message)
        return
      }
      case 'failed': {
        const message = orderProcessingFailedMessage(reference)
        this.set({ phase: 'unprocessed', reference, message })
        this.deps.notify.error(message)
      }
    }
  }

  /** Verify with Paystack through the API: 15 s per try, again 5 s later (spec §9). */
  private async verify(reference: string): Promise<Verification> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const reading = readVerificationResponse(await this.deps.verify(reference))
        if (!reading.ok) return { ok: false, status: 'failed', message: reading.message }
        const { transaction } = reading
        if (!IN_PROGRESS_STATUSES.has(transaction.status) || attempt >= MAX_VERIFICATION_ATTEMPTS) {
          return { ok: true, transaction }
        }
      } catch (error) {
        if (!isTransient(error)) {
          const status =
            isApiError(error) && error.type === 'SERVER_ERROR' ? SERVER_ERROR_STATUS : 'failed'
          const message = isApiError(error) ? serverMessage(error.details) : null
          return { ok: false, status, message: message ?? CHECKOUT_MESSAGES.verificationError }
        }
        if (attempt >= MAX_VERIFICATION_ATTEMPTS) {
          return { ok: false, status: 'failed', message: CHECKOUT_MESSAGES.verificationTimeout }
        }
      }
      // Still in progress, or no answer in time: say so, and ask again 5 s later.
      this.deps.notify.info(CHECKOUT_MESSAGES.slowVerification)
      await this.deps.sleep(VERIFICATION_REPOLL_MS)
    }
  }

  /** Whether a recovery record (under 24 h old) waits, optionally for one shopper only. */
  pendingRecovery(userId?: number) {
    const record = readRecovery(this.deps.storage, this.deps.now())
    if (!record || record.status !== 'success') return null
    if (userId !== undefined && String(record.payLoad.user_id) !== String(userId)) return null
    return record
  }

  /**
   * The connection came back: submit the signed-in shopper's waiting order at once (spec §4).
   * Signed out, nothing is sent: the record waits for the next sign-in.
   */
  async connectionRestored(userId: number | null): Promise<void> {
    if (userId === null || this.recovering || isProcessing(this.current)) return
    if (!this.pendingRecovery(userId)) return
    this.deps.notify.info(CHECKOUT_MESSAGES.connectionRestored)
    await this.recover()
  }

  connectionLost(): void {
    this.deps.notify.error(CHECKOUT_MESSAGES.connectionLost)
  }

  /** Submits the stored order again: automatically when back online, or when the shopper agrees. */
  async recover(): Promise<boolean> {
    if (this.recovering || isProcessing(this.current)) return false
    const record = this.pendingRecovery()
    if (!record) {
      this.deps.notify.error(CHECKOUT_MESSAGES.noRecoveryData)
      return false
    }
    this.recovering = true
    try {
      this.set({ phase: 'submitting', reference: record.reference })
      const outcome = await submitWithRetry(record.payLoad, record.orderData, this.deps)
      if (outcome.kind === 'placed') {
        this.finishPaid(outcome, record.reference, record.orderData, CHECKOUT_MESSAGES.recovered)
        return true
      }
      this.set(
        outcome.kind === 'conflict'
          ? {
              phase: 'failed',
              status: 'refund due',
              reference: record.reference,
              message: outcome.message,
            }
          : {
              phase: 'unprocessed',
              reference: record.reference,
              message: orderProcessingFailedMessage(record.reference),
            },
      )
      this.deps.notify.error(
        outcome.kind === 'conflict' ? outcome.message : CHECKOUT_MESSAGES.recoveryFailed,
      )
      return false
    } finally {
      this.recovering = false
    }
  }
}
