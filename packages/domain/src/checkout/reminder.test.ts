import { describe, expect, it } from 'vitest'
import {
  isRecovered,
  isReminderDue,
  RECOVERY_WINDOW_MS,
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
  const later = (ms: number) => new Date(now.getTime() + ms)
  it.each([
    ['never reminded, paid', null, [now], false],
    ['reminded, nothing paid', ago(1000), [null], false],
    ['reminded, then this payment paid', ago(1000), [now], true],
    ['paid at the very moment of the reminder', now, [now], true],
    ['paid before the reminder only', now, [ago(1000)], false],
    ['reminded, a new payment paid (the restored cart)', now, [null, later(60_000)], true],
    ['paid on the link’s last millisecond', now, [later(RECOVERY_WINDOW_MS - 1)], true],
    ['paid once the link has expired', now, [later(RECOVERY_WINDOW_MS)], false],
    ['no payments at all', now, [], false],
  ] as const)('%s', (_name, remindedAt, paidAt, recovered) => {
    expect(isRecovered(remindedAt, paidAt)).toBe(recovered)
  })
})
