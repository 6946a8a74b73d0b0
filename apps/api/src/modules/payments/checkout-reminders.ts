import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  isReminderDue,
  REMINDER_AFTER_MS,
  REMINDER_LINK_TTL_MS,
  REMINDER_MAIL_SUBJECT,
  REMINDER_UNTIL_MS,
  reminderSmsText,
} from '@scentia/domain/checkout/reminder'
import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { payments, users } from '../../db/schema/index.js'
import { greetedMail } from '../mail/index.js'
import { type Outbox, withdrawPendingMessages } from '../outbox/index.js'
import { stopCheckoutReminders } from '../users/index.js'
import { lockPayment } from './payments.repository.js'

/**
 * Checkouts recovered (docs/product.md §5, docs/decisions/048-checkout-reminders.md): a payment
 * started and left without an order for an hour earns one reminder, mail always and a text only
 * with the shopper's marketing consent, written to the outbox in the transaction that stamps
 * `reminded_at`, under the payment's lock (the one finalisation takes). So a reminder is never
 * written twice, never for a payment that made an order, and one written just before the payment
 * is paid is withdrawn by the payment's own transaction (withdrawReminder).
 */

export const REMINDER_MAIL_KIND = 'checkout-reminder'
export const REMINDER_SMS_KIND = 'sms-checkout-reminder'
/** The unsubscribe a mail app's one-click button posts to (List-Unsubscribe, decision 048). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/checkout-reminders/unsubscribe'
/** Enough for any round's reminders; the rest wait for the next round. */
const REMINDER_BATCH = 100
/** Reminders are looked for every five minutes, once a round across every process. */
export const REMINDER_INTERVAL_MS = 5 * 60 * 1000

type TokenPurpose = 'restore' | 'unsubscribe'

/**
 * A link's token: what it is for, the payment's reference, its expiry, and an HMAC of the three
 * with the server's secret. Nothing is stored for it: restoring reads the payment's own cart, and
 * the unsubscribe link names no more than the account it came from.
 */
export function createReminderTokens(secret: string) {
  const key = `checkout-reminder:${secret}`
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  return {
    issue(purpose: TokenPurpose, reference: string, expiresAt: Date): string {
      const body = `${purpose}.${reference}.${expiresAt.getTime().toString(36)}`
      return `${body}.${sign(body)}`
    },
    /** What the token names (a payment's reference, or an account's id to unsubscribe) when it is genuine, for this purpose and not expired. */
    read(purpose: TokenPurpose, token: string, now: Date): string | null {
      const parts = token.split('.')
      if (parts.length !== 4) return null
      const [kind, reference, expiry, signature] = parts as [string, string, string, string]
      const expected = Buffer.from(sign(`${kind}.${reference}.${expiry}`))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      if (kind !== purpose) return null
      // An unsubscribe link keeps working (the law's and the shopper's expectation); a restore
      // link lasts a week.
      if (purpose === 'restore' && parseInt(expiry, 36) < now.getTime()) return null
      return reference
    },
  }
}
export type ReminderTokens = ReturnType<typeof createReminderTokens>

export interface CheckoutRemindersDeps {
  db: Db
  outbox: Pick<Outbox, 'enqueue'>
  tokens: ReminderTokens
  publicUrl: string
  log: FastifyBaseLogger
}

export function createCheckoutReminders(deps: CheckoutRemindersDeps) {
  const { db, outbox, tokens, publicUrl, log } = deps

  async function remindOne(reference: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      // The lock finalisation takes: an order made meanwhile is seen here, and a payment paid
      // after this commits finds the reminder and withdraws it.
      const payment = await lockPayment(tx, reference)
      if (!payment) return false
      const [shopper] = payment.userId
        ? await tx
            .select({
              fullName: users.fullName,
              marketingSms: users.marketingSms,
              remindersOffAt: users.remindersOffAt,
            })
            .from(users)
            .where(eq(users.id, payment.userId))
        : []
      const due = isReminderDue(
        {
          status: payment.status,
          orderId: payment.orderId,
          createdAt: payment.createdAt,
          remindedAt: payment.remindedAt,
          hasAccount: shopper !== undefined,
          unsubscribed: shopper?.remindersOffAt != null,
        },
        now,
      )
      if (!due || !shopper) return false
      await tx.update(payments).set({ remindedAt: now }).where(eq(payments.id, payment.id))

      const restore = `${publicUrl}/checkout/resume?token=${encodeURIComponent(
        tokens.issue('restore', reference, new Date(now.getTime() + REMINDER_LINK_TTL_MS)),
      )}`
      // The account, not the payment: the link outlives the payment row (deleted after a week).
      const unsubscribeToken = encodeURIComponent(
        tokens.issue('unsubscribe', String(payment.userId), now),
      )
      const unsubscribe = `${publicUrl}/reminders/unsubscribe?token=${unsubscribeToken}`
      const names = payment.cartSnapshot.map((line) => line.name)
      const content = greetedMail({
        fullName: payment.shippingSnapshot.full_name || shopper.fullName,
        subject: REMINDER_MAIL_SUBJECT,
        preheader: 'Your fragrances are still in your cart.',
        heading: 'Still thinking it over?',
        paragraphs: [
          `You started paying for ${names.length === 1 ? names[0] : `${names.length} fragrances`} but the payment did not finish.`,
          'Your cart is saved: the button below brings it back on any phone or computer and takes you to checkout.',
        ],
        button: { label: 'Finish my order', url: restore },
        textLink: `Finish your order: ${restore}`,
        footnote: `We send this reminder once. To get no more reminders like it, unsubscribe: ${unsubscribe}`,
      })
      // `about` lets the payment's own transaction withdraw it if it is paid before it goes out.
      await outbox.enqueue(tx, [
        {
          channel: 'mail',
          kind: REMINDER_MAIL_KIND,
          payload: {
            to: payment.shippingSnapshot.email,
            ...content,
            // The same signed token, at the API: mail apps POST to it bare (RFC 8058).
            unsubscribeUrl: `${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
            about: reference,
          },
        },
      ])
      const phone = parseNigerianMobile(payment.shippingSnapshot.phone_number)
      if (shopper.marketingSms && phone.ok) {
        await outbox.enqueue(tx, [
          {
            channel: 'sms',
            kind: REMINDER_SMS_KIND,
            payload: { to: phone.e164, text: reminderSmsText(restore), about: reference },
          },
        ])
      }
      return true
    })
  }

  return {
    /** The scheduled job: every payment now due its reminder gets it. */
    async sendDue(now: Date): Promise<{ reminded: number }> {
      const candidates = await db
        .select({ reference: payments.reference })
        .from(payments)
        .where(
          and(
            isNull(payments.orderId),
            isNull(payments.remindedAt),
            gte(payments.createdAt, new Date(now.getTime() - REMINDER_UNTIL_MS)),
            lte(payments.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
            inArray(payments.status, ['pending', 'failed', 'abandoned']),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(REMINDER_BATCH)
      let reminded = 0
      for (const { reference } of candidates) {
        try {
          if (await remindOne(reference, now)) reminded += 1
        } catch (error) {
          log.warn({ err: error, reference }, 'checkout reminder failed; next round tries again')
        }
      }
      // No nudge: the worker's next poll sends them, so a payment finishing meanwhile still
      // finds its reminder pending and withdraws it.
      return { reminded }
    },

    /** In the transaction that pays it: a reminder not yet sent is not sent at all. */
    withdrawReminder: (tx: Db, reference: string) =>
      withdrawPendingMessages(tx, {
        kinds: [REMINDER_MAIL_KIND, REMINDER_SMS_KIND],
        about: reference,
      }),

    /** The cart a restore link brings back, or null when the link is not genuine or expired. */
    async cartOf(token: string, now: Date) {
      const reference = tokens.read('restore', token, now)
      if (!reference) return null
      const [payment] = await db
        .select({ cart: payments.cartSnapshot })
        .from(payments)
        .where(eq(payments.reference, reference))
      if (!payment) return null
      return payment.cart.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        ...(line.sizeId === undefined ? {} : { size_id: line.sizeId }),
      }))
    },

    /** The unsubscribe link, without signing in: the payment's account gets no more reminders. */
    async unsubscribe(token: string, now: Date): Promise<boolean> {
      const userId = Number(tokens.read('unsubscribe', token, now))
      if (!Number.isSafeInteger(userId) || userId <= 0) return false
      // The users module owns the row (decision 035).
      await stopCheckoutReminders(db, userId, now)
      return true
    },
  }
}
export type CheckoutReminders = ReturnType<typeof createCheckoutReminders>
