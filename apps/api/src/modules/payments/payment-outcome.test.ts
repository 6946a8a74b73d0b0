import { describe, expect, it } from 'vitest'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import { decidePayment, type PaymentDecision, type PaystackVerdict } from './payment-outcome.js'

const OWED = 1_250_000
const REFERENCE = 'SCN-0a1b2c3d4e5f60718293a4b5'
const owed = { reference: REFERENCE, kobo: OWED }

describe('decidePayment', () => {
  it.each<[OrderPaymentStatus | null, string, number, string | null, PaymentDecision]>([
    // No order yet.
    [null, 'success', OWED, 'NGN', { kind: 'pay' }],
    [null, 'SUCCESS', OWED, 'ngn', { kind: 'pay' }],
    [null, 'success', OWED - 1, 'NGN', { kind: 'refund', reason: 'amount_mismatch' }],
    [null, 'success', OWED + 100, 'NGN', { kind: 'refund', reason: 'amount_mismatch' }],
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
    expect(
      decidePayment(current, { reference: REFERENCE, status, amount, currency }, owed),
    ).toEqual(decision)
  })

  // An answer that is not about this payment in naira is no verdict at all, whatever it
  // says and whatever the order says: nothing paid, no order, no refund, no status change.
  it.each<[OrderPaymentStatus | null, Partial<PaystackVerdict>, PaymentDecision]>([
    [null, { currency: null }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { currency: 'USD' }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { currency: 'GHS' }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { currency: '' }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { currency: 'USD', amount: OWED - 1 }, { kind: 'refuse', reason: 'not_naira' }],
    ['pending', { currency: 'USD' }, { kind: 'refuse', reason: 'not_naira' }],
    ['paid', { currency: 'USD', status: 'reversed' }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { reference: 'SCN-another' }, { kind: 'refuse', reason: 'other_reference' }],
    [null, { reference: REFERENCE.toUpperCase() }, { kind: 'refuse', reason: 'other_reference' }],
    [null, { reference: `${REFERENCE} ` }, { kind: 'refuse', reason: 'other_reference' }],
    ['failed', { reference: 'SCN-another' }, { kind: 'refuse', reason: 'other_reference' }],
    [
      'paid',
      { reference: 'SCN-another', status: 'reversed' },
      { kind: 'refuse', reason: 'other_reference' },
    ],
    [null, { status: 'failed', currency: null }, { kind: 'refuse', reason: 'not_naira' }],
    [null, { currency: ' ngn ' }, { kind: 'pay' }],
  ])('order %s, a success changed by %o: %o', (current, change, decision) => {
    const verdict: PaystackVerdict = {
      reference: REFERENCE,
      status: 'success',
      amount: OWED,
      currency: 'NGN',
      ...change,
    }
    expect(decidePayment(current, verdict, owed)).toEqual(decision)
  })
})
