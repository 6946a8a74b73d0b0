import { describe, expect, it } from 'vitest'
import {
  AWAITING_TRANSFER_LABEL,
  isAwaitingTransfer,
  isTransferExpired,
  paymentNotice,
  POD_COLLECTED_LABEL,
  POD_PENDING_LABEL,
  POD_REFUSED_LABEL,
  TRANSFER_EXPIRED_LABEL,
  TRANSFER_HOLD_MS,
} from './transfer'

describe('isAwaitingTransfer', () => {
  it.each([
    ['pending', 'bank_transfer', true],
    ['ongoing', 'bank_transfer', true],
    ['pending', 'USSD', true],
    ['success', 'bank_transfer', false],
    ['abandoned', 'bank_transfer', false],
    ['ongoing', 'card', false],
    ['pending', 'bank', false],
    ['pending', null, false],
  ] as const)('%s on %s → %s', (status, channel, expected) => {
    expect(isAwaitingTransfer(status, channel)).toBe(expected)
  })
})

describe('isTransferExpired', () => {
  const heldAt = new Date('2026-11-01T10:00:00Z')
  const at = (ms: number) => new Date(heldAt.getTime() + ms)
  it.each([
    ['pending, a minute short of the window', 'pending', TRANSFER_HOLD_MS - 60_000, false],
    ['pending, at the window', 'pending', TRANSFER_HOLD_MS, true],
    ['pending, a day past', 'pending', 2 * TRANSFER_HOLD_MS, true],
    ['paid long ago', 'paid', 2 * TRANSFER_HOLD_MS, false],
    ['already abandoned', 'abandoned', 2 * TRANSFER_HOLD_MS, false],
  ] as const)('%s', (_name, paymentStatus, elapsed, expected) => {
    expect(isTransferExpired({ paymentStatus, heldAt }, at(elapsed))).toBe(expected)
  })

  it('holds for an hour, no longer than Paystack keeps the transfer account open', () => {
    expect(TRANSFER_HOLD_MS).toBe(60 * 60 * 1000)
    expect(isTransferExpired({ paymentStatus: 'pending', heldAt }, at(61 * 60_000))).toBe(true)
  })

  it('takes a shorter window (tests, operations)', () => {
    expect(isTransferExpired({ paymentStatus: 'pending', heldAt }, at(1_000), 1_000)).toBe(true)
  })
})

describe('paymentNotice', () => {
  it.each([
    ['pending', 'BANK_TRANSFER', AWAITING_TRANSFER_LABEL],
    ['pending', 'USSD', AWAITING_TRANSFER_LABEL],
    ['paid', 'BANK_TRANSFER', null],
    ['abandoned', 'BANK_TRANSFER', TRANSFER_EXPIRED_LABEL],
    ['pending', 'CARD', null],
    ['failed', 'CARD', null],
    ['pending', 'POD', POD_PENDING_LABEL],
    ['paid', 'POD', POD_COLLECTED_LABEL],
    ['failed', 'POD', POD_REFUSED_LABEL],
  ] as const)('%s by %s → %s', (status, method, expected) => {
    expect(paymentNotice(status, method)).toBe(expected)
  })

  it.each([
    ['abandoned', 'BANK_TRANSFER'],
    ['abandoned', 'POD'],
  ] as const)('says nothing for a cancelled order (%s by %s): its badge does', (status, method) => {
    expect(paymentNotice(status, method, 'cancelled')).toBeNull()
  })
})
