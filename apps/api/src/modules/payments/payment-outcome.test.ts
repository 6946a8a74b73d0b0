import { describe, expect, it } from 'vitest'
import {
  decidePayment,
  paymentStatusFromPaystack,
  type OrderPaymentStatus,
  type PaymentDecision,
} from './payment-outcome.js'

const OWED = 1_250_000

describe('decidePayment', () => {
  it.each<[OrderPaymentStatus | null, string, number, string | null, PaymentDecision]>([
    // No order yet.
    [null, 'success', OWED, 'NGN', { kind: 'pay' }],
    [null, 'success', OWED, null, { kind: 'pay' }],
    [null, 'SUCCESS', OWED, 'ngn', { kind: 'pay' }],
    [null, 'success', OWED - 1, 'NGN', { kind: 'refund', reason: 'amount_mismatch' }],
    [null, 'success', OWED + 100, 'NGN', { kind: 'refund', reason: 'amount_mismatch' }],
    [null, 'success', OWED, 'USD', { kind: 'refund', reason: 'amount_mismatch' }],
    [null, 'failed', 0, 'NGN', { kind: 'record', paymentStatus: 'failed' }],
    [null, 'abandoned', OWED, 'NGN', { kind: 'record', paymentStatus: 'abandoned' }],
    [null, 'reversed', OWED, 'NGN', { kind: 'record', paymentStatus: 'reversed' }],
    [null, 'ongoing', OWED, 'NGN', { kind: 'record', paymentStatus: 'pending' }],
    [null, 'queued', OWED, 'NGN', { kind: 'record', paymentStatus: 'pending' }],
    // An unpaid order: a success pays it (the shopper retried in the same pop-up).
    ['failed', 'success', OWED, 'NGN', { kind: 'pay' }],
    ['pending', 'success', OWED, 'NGN', { kind: 'pay' }],
    ['abandoned', 'success', OWED - 1, 'NGN', { kind: 'refund', reason: 'amount_mismatch' }],
    ['pending', 'failed', 0, 'NGN', { kind: 'record', paymentStatus: 'failed' }],
    ['failed', 'failed', 0, 'NGN', { kind: 'keep' }],
    // Settled orders stay settled.
    ['paid', 'success', OWED, 'NGN', { kind: 'keep' }],
    ['paid', 'abandoned', OWED, 'NGN', { kind: 'keep' }],
    ['paid', 'failed', OWED, 'NGN', { kind: 'keep' }],
    ['paid', 'reversed', OWED, 'NGN', { kind: 'record', paymentStatus: 'reversed' }],
    ['refund_due', 'success', OWED, 'NGN', { kind: 'keep' }],
    ['refund_due', 'reversed', OWED, 'NGN', { kind: 'keep' }],
    ['reversed', 'success', OWED, 'NGN', { kind: 'keep' }],
  ])('order %s, Paystack says %s for %i %s: %o', (current, status, amount, currency, decision) => {
    expect(decidePayment(current, { status, amount, currency }, OWED)).toEqual(decision)
  })
})

describe('paymentStatusFromPaystack', () => {
  it.each([
    ['failed', 'failed'],
    ['abandoned', 'abandoned'],
    ['reversed', 'reversed'],
    [' Failed ', 'failed'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['send_otp', 'pending'],
    ['success', 'pending'],
  ])('%s is %s', (status, expected) => {
    expect(paymentStatusFromPaystack(status)).toBe(expected)
  })
})
