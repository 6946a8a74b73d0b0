import { describe, expect, it } from 'vitest'
import {
  isRecovered,
  isReminderDue,
  REMINDER_AFTER_MS,
  REMINDER_UNTIL_MS,
  type ReminderCandidate,
} from './reminder'

const now = new Date('2026-11-28T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const base: ReminderCandidate = {
  status: 'pending',
  orderId: null,
  createdAt: ago(REMINDER_AFTER_MS),
  remindedAt: null,
  hasAccount: true,
  unsubscribed: false,
}

describe('isReminderDue', () => {
  it.each([
    ['an hour-old pending payment', {}, true],
    ['a failed one', { status: 'failed' }, true],
    ['an abandoned one', { status: 'abandoned' }, true],
    ['one a second short of the hour', { createdAt: ago(REMINDER_AFTER_MS - 1000) }, false],
    ['one at the last moment', { createdAt: ago(REMINDER_UNTIL_MS) }, true],
    ['one too old to remind', { createdAt: ago(REMINDER_UNTIL_MS + 1) }, false],
    ['one already reminded', { remindedAt: ago(1000) }, false],
    ['a paid one', { status: 'success' }, false],
    ['one that made an order (a transfer on its way)', { orderId: 'ORD0123456789' }, false],
    ['a reversed one', { status: 'reversed' }, false],
    ['one whose shopper unsubscribed', { unsubscribed: true }, false],
    ['one whose account was deleted', { hasAccount: false }, false],
    ['one Paystack refused to start', { status: 'initialize_failed' }, false],
  ] as const)('%s: %s', (_name, change, due) => {
    expect(isReminderDue({ ...base, ...change }, now)).toBe(due)
  })
})

describe('isRecovered', () => {
  it.each([
    [null, null, false],
    [null, now, false],
    [ago(1000), null, false],
    [ago(1000), now, true],
    [now, ago(1000), false],
    [now, now, true],
  ])('reminded %s, paid %s → %s', (remindedAt, paidAt, recovered) => {
    expect(isRecovered({ remindedAt, paidAt })).toBe(recovered)
  })
})
