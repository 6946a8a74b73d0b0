import { VERIFICATION_REPOLL_MS } from '@scentia/domain/checkout/recovery'
import { serverMessage } from '@scentia/domain/http/errors'
import {
  readVerificationResponse,
  type VerifiedTransaction,
} from '@scentia/domain/payment/paystack'
import { AWAITING_TRANSFER_LABEL, isAwaitingTransfer } from '@scentia/domain/payment/transfer'
import { isApiError } from '../../../lib/api-client'
import {
  CHECKOUT_MESSAGES,
  orderProcessingFailedMessage,
  SERVER_ERROR_STATUS,
} from './checkout-messages'
import { buildOrderPayload, orderDataOf, type CheckoutContext } from './order-payload'
import { submitWithRetry, type SubmissionOutcome } from './order-submission'
import { isProcessing, type PaymentDeps, type PaymentState } from './payment-state'
import { clearRecovery, readRecovery, type RecoveryOrderData } from './recovery-storage'
import { isFinalAnswer, isTransient } from './verification-rules'

/**
 * A payment still in progress at Paystack (the slow bank) is verified again, like a timeout;
 * after this many answers the status as it stands is recorded.
 */
export const MAX_VERIFICATION_ATTEMPTS = 4

type Verification =
  { ok: true; transaction: VerifiedTransaction } | { ok: false; status: string; message: string }

/**
 * The payment flow of docs/product.md §S4 and docs/product.md §4 as a small state machine outside React, so the
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

  /** Pay on delivery: 'placed' too, so the emptied cart does not bounce to /cart. */
  placedWithoutPopup(orderId: string): void {
    if (!isProcessing(this.current)) this.set({ phase: 'placed', orderId })
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
      const payment = await this.deps.initialize(
        context.items,
        context.shipping,
        context.promoCode,
        context.gift,
        context.deliveryMethod,
        context.shippingQuote,
      )
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

  /** cancel or close before paying: the transaction is inactive (docs/product.md §S4). */
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
   * a verification runs, is ignored ("duplicate verification is blocked", docs/product.md §S4).
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

    if (isAwaitingTransfer(transaction.status, transaction.channel) && outcome.kind === 'placed') {
      // A transfer on its way: the order holds its stock until the webhook pays it.
      clearRecovery(this.deps.storage)
      this.finishPaid(outcome, reference, orderData, CHECKOUT_MESSAGES.awaitingTransfer, {
        paymentNotice: AWAITING_TRANSFER_LABEL,
      })
      return
    }
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
    extra: { paymentNotice?: string } = {},
  ) {
    switch (outcome.kind) {
      case 'placed': {
        this.set({ phase: 'placed', orderId: outcome.answer.order_id })
        this.deps.notify.success(successMessage)
        this.deps.onPlaced({
          orderNumber: outcome.answer.order_id,
          order: outcome.answer.order,
          ...orderData,
          ...extra,
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

  /** Verify with Paystack through the API: 15 s per try, again 5 s later (docs/product.md §S9). */
  private async verify(reference: string): Promise<Verification> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const reading = readVerificationResponse(await this.deps.verify(reference))
        if (!reading.ok) return { ok: false, status: 'failed', message: reading.message }
        const { transaction } = reading
        if (isFinalAnswer(transaction) || attempt >= MAX_VERIFICATION_ATTEMPTS) {
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
   * The connection came back: submit the signed-in shopper's waiting order at once (docs/product.md §S4).
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
