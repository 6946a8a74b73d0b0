/**
 * Checkouts recovered (docs/product.md §5, docs/decisions/048-checkout-reminders.md): a payment
 * the shopper started and did not finish within an hour earns one reminder, mail always and a
 * text only where they allowed marketing texts. Never a second one, never for a payment that
 * made an order (paid, a transfer on its way, or pay on delivery), never after an unsubscribe.
 */

/** A payment left this long without an order is reminded. */
export const REMINDER_AFTER_MS = 60 * 60 * 1000

/**
 * Older than this and it is not reminded at all: the cart is stale, and the abandoned payment
 * row is deleted after a week anyway (decision 013's cleanup).
 */
export const REMINDER_UNTIL_MS = 48 * 60 * 60 * 1000

/** A restore link works this long after the reminder is written. */
export const REMINDER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** The payment statuses that mean "started, not finished" (Paystack's words). */
const UNFINISHED = ['pending', 'failed', 'abandoned'] as const

export interface ReminderCandidate {
  status: string
  /** The order it made, if any: any order means the shopper is past checkout. */
  orderId: string | null
  createdAt: Date
  remindedAt: Date | null
  /** The shopper's account still exists (an erased account is never written to). */
  hasAccount: boolean
  /** The shopper unsubscribed from reminders. */
  unsubscribed: boolean
}

/** Whether this payment gets its one reminder now. */
export function isReminderDue(candidate: ReminderCandidate, now: Date): boolean {
  if (candidate.remindedAt !== null || candidate.orderId !== null) return false
  if (!candidate.hasAccount || candidate.unsubscribed) return false
  if (!(UNFINISHED as readonly string[]).includes(candidate.status)) return false
  const age = now.getTime() - candidate.createdAt.getTime()
  return age >= REMINDER_AFTER_MS && age <= REMINDER_UNTIL_MS
}

/**
 * How long after its reminder a payment by the same shopper counts as the reminded checkout come
 * back: the restore link's life. Following the link starts a new payment for the restored cart,
 * so the reminded payment itself is rarely the one paid.
 */
export const RECOVERY_WINDOW_MS = REMINDER_LINK_TTL_MS

/**
 * Whether a reminded checkout came back: the shopper paid (this payment, or the new one their
 * restored cart started) at or after the reminder and within the link's life. `paidAt` lists
 * when each of the shopper's payments was paid (null for one that was not).
 */
export function isRecovered(remindedAt: Date | null, paidAt: readonly (Date | null)[]): boolean {
  if (remindedAt === null) return false
  const from = remindedAt.getTime()
  return paidAt.some(
    (paid) => paid !== null && paid.getTime() >= from && paid.getTime() < from + RECOVERY_WINDOW_MS,
  )
}

/** The reminder's text message (a marketing text: only with the shopper's consent). */
export function reminderSmsText(link: string): string {
  return `Scentia: your fragrances are still waiting. Finish your order: ${link}`
}

export const REMINDER_MAIL_SUBJECT = 'Your Scentia cart is waiting'

export const REMINDER_LINK_INVALID_MESSAGE =
  'This link has expired or is not valid. Your cart may still be saved on the device you used.'
export const UNSUBSCRIBED_MESSAGE = 'You will get no more reminders about unfinished checkouts.'
