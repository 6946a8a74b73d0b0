import { describe, expect, it } from 'vitest'
import {
  ORDER_PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  canMovePayment,
  isOrderPaymentStatus,
  isPaymentSettled,
  isPaystackInProgress,
  paymentRecordStatusFor,
  paymentStatusFromPaystack,
  paymentTransitions,
  type OrderPaymentStatus,
} from './payment-status'

describe('order payment statuses', () => {
  it.each([
    ['paid', true],
    ['refund_due', true],
    ['pending', true],
    ['Paid', false],
    ['success', false],
    ['initialize_failed', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isOrderPaymentStatus(%j) is %s', (value, expected) => {
    expect(isOrderPaymentStatus(value)).toBe(expected)
  })

  it('has a transitions row and an owner label for every status', () => {
    expect(Object.keys(paymentTransitions).sort()).toEqual([...ORDER_PAYMENT_STATUSES].sort())
    expect(Object.keys(PAYMENT_STATUS_LABELS).sort()).toEqual([...ORDER_PAYMENT_STATUSES].sort())
  })

  it.each<[OrderPaymentStatus, OrderPaymentStatus, boolean]>([
    // Unpaid orders: a retry in the same pop-up may still pay, or fail differently.
    ['pending', 'paid', true],
    ['pending', 'failed', true],
    ['failed', 'paid', true],
    ['failed', 'pending', true],
    ['abandoned', 'refund_due', true],
    ['abandoned', 'failed', true],
    // Paid: only a chargeback or refund on Paystack's side moves it.
    ['paid', 'reversed', true],
    ['paid', 'abandoned', false],
    ['paid', 'failed', false],
    ['paid', 'refund_due', false],
    // Final.
    ['refund_due', 'paid', false],
    ['refund_due', 'reversed', false],
    ['reversed', 'paid', false],
    // Staying put is not a move.
    ['pending', 'pending', false],
    ['paid', 'paid', false],
  ])('%s → %s is %s', (from, to, expected) => {
    expect(canMovePayment(from, to)).toBe(expected)
  })

  it.each<[OrderPaymentStatus, boolean]>([
    ['paid', true],
    ['refund_due', true],
    ['reversed', true],
    ['pending', false],
    ['failed', false],
    ['abandoned', false],
  ])('isPaymentSettled(%s) is %s', (status, expected) => {
    expect(isPaymentSettled(status)).toBe(expected)
  })
})

describe('payments row status', () => {
  it.each<[OrderPaymentStatus, string]>([
    ['paid', 'success'],
    ['refund_due', 'success'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['abandoned', 'abandoned'],
    ['reversed', 'reversed'],
  ])('an order %s is a payment %s', (status, expected) => {
    expect(paymentRecordStatusFor(status)).toBe(expected)
  })
})

describe("Paystack's statuses", () => {
  it.each([
    ['ongoing', true],
    ['pending', true],
    ['processing', true],
    ['queued', true],
    ['send_otp', true],
    ['a word Paystack adds next year', true],
    ['success', false],
    ['SUCCESS', false],
    ['failed', false],
    [' Abandoned ', false],
    ['reversed', false],
  ])('isPaystackInProgress(%j) is %s', (status, expected) => {
    expect(isPaystackInProgress(status)).toBe(expected)
  })

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
  ])('paymentStatusFromPaystack(%j) is %s', (status, expected) => {
    expect(paymentStatusFromPaystack(status)).toBe(expected)
  })

  it('records every in-progress word as pending', () => {
    for (const word of ['ongoing', 'queued', 'send_pin', 'unknown']) {
      expect(isPaystackInProgress(word)).toBe(true)
      expect(paymentStatusFromPaystack(word)).toBe('pending')
    }
  })
})
