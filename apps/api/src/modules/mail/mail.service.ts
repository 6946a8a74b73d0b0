import { receiptPath } from '@scentia/domain/receipt/receipt'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import type { Outbox } from '../outbox/index.js'
import type { Mailer, MailMessage } from './mailer.js'
import {
  accountExistsMail,
  emailVerificationMail,
  passwordResetMail,
} from './templates/account-mails.js'
import {
  contactConfirmationMail,
  contactMessageMail,
  type ContactMailInput,
} from './templates/contact-mails.js'
import type { MailContent } from './templates/layout.js'
import {
  backInStockMail,
  lowStockMail,
  stockAlertConfirmationMail,
  type BackInStockMailInput,
  type LowStockMailInput,
  type StockAlertConfirmationMailInput,
} from './templates/stock-mails.js'
import {
  orderConfirmationMail,
  orderStatusMail,
  type OrderConfirmationMailInput,
  type OrderStatusMailInput,
} from './templates/order-mails.js'

export type OrderConfirmation = Omit<OrderConfirmationMailInput, 'trackUrl' | 'receiptUrl'>
export type OrderStatusChange = Omit<OrderStatusMailInput, 'trackUrl'>

/**
 * Every mail the shop sends, typed. Each call renders the mail and writes it to the durable
 * outbox with `tx`, the transaction of the change that causes it (decision 013): a
 * rolled-back change mails nobody, and a committed one is delivered by the outbox worker even
 * if this process dies the next instant. Nothing here waits for a mail server, so a shopper's
 * sign-up or paid order never fails, or slows, for an SMTP hiccup, and an SMTP server's latency
 * cannot tell an attacker whether an email has an account (docs/product.md §6).
 *
 * After the commit, `flush()` tells the local worker to look now, so mail still feels instant.
 */
export interface MailService {
  readonly kind: Mailer['kind']
  queueEmailVerification(
    tx: Db,
    to: string,
    input: { fullName: string; token: string },
  ): Promise<void>
  queuePasswordReset(tx: Db, to: string, input: { fullName: string; token: string }): Promise<void>
  queueAccountExistsNotice(tx: Db, to: string, input: { fullName: string }): Promise<void>
  queueOrderConfirmation(tx: Db, to: string, input: OrderConfirmation): Promise<void>
  queueOrderStatusChange(tx: Db, to: string, input: OrderStatusChange): Promise<void>
  /** The contact form's message to the support inbox, Reply-To the shopper. */
  queueContactMessage(tx: Db, to: string, input: ContactMailInput): Promise<void>
  /** The shopper's "We've received your message". */
  queueContactConfirmation(
    tx: Db,
    to: string,
    input: Omit<ContactMailInput, 'email' | 'message'>,
  ): Promise<void>
  /** "It's back": a sold-out product a shopper asked about has stock again. */
  queueBackInStock(
    tx: Db,
    to: string,
    input: Omit<BackInStockMailInput, 'productUrl'> & { productId: string },
  ): Promise<void>
  /** "Confirm your alert": the one mail a typed address gets before it confirms. */
  queueStockAlertConfirmation(
    tx: Db,
    to: string,
    input: Omit<StockAlertConfirmationMailInput, 'confirmUrl'> & { token: string },
  ): Promise<void>
  /** The owner's "running low": a fragrance or size fell to its low-stock level (decision 045). */
  queueLowStock(
    tx: Db,
    to: string,
    input: Omit<LowStockMailInput, 'productUrl'> & { productKey: number },
  ): Promise<void>
  /** A mail rendered elsewhere (the refund notices), under its kind. */
  queue(tx: Db, kind: string, message: MailMessage): Promise<void>
  /** After the commit that queued mail: deliver now rather than at the worker's next poll. */
  flush(): void
}

export interface MailServiceDeps {
  kind: Mailer['kind']
  outbox: Pick<Outbox, 'enqueue' | 'nudge'>
  /** PUBLIC_URL without a trailing slash: the base of every link in a mail (docs/product.md §2). */
  publicUrl: string
}

/** A mail row's payload, checked again when it is sent (a row is data from the database). */
export const mailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  unsubscribeUrl: z.string().optional(),
})

export function createMailService({ kind, outbox, publicUrl }: MailServiceDeps): MailService {
  const link = (path: string, token: string) =>
    `${publicUrl}${path}?token=${encodeURIComponent(token)}`
  const trackUrl = (orderId: string) => `${publicUrl}/track?id=${encodeURIComponent(orderId)}`

  function queue(
    tx: Db,
    mailKind: string,
    to: string,
    content: MailContent,
    replyTo?: string,
  ): Promise<void> {
    const payload: MailMessage = { to, ...content, ...(replyTo ? { replyTo } : {}) }
    return outbox.enqueue(tx, [{ channel: 'mail', kind: mailKind, payload: { ...payload } }])
  }

  return {
    kind,
    queueEmailVerification: (tx, to, { fullName, token }) =>
      queue(
        tx,
        'verification',
        to,
        emailVerificationMail({ fullName, link: link('/verification', token) }),
      ),
    queuePasswordReset: (tx, to, { fullName, token }) =>
      queue(
        tx,
        'password-reset',
        to,
        passwordResetMail({ fullName, link: link('/reset-password', token) }),
      ),
    queueAccountExistsNotice: (tx, to, { fullName }) =>
      queue(tx, 'account-exists', to, accountExistsMail({ fullName, signInUrl: `${publicUrl}/` })),
    queueOrderConfirmation: (tx, to, input) =>
      queue(
        tx,
        'order-confirmation',
        to,
        orderConfirmationMail({
          ...input,
          trackUrl: trackUrl(input.orderId),
          // Pay on delivery is confirmed before the money is in: no receipt until it is.
          ...(input.payOnDelivery
            ? {}
            : { receiptUrl: `${publicUrl}${receiptPath(input.orderId)}` }),
        }),
      ),
    queueOrderStatusChange: (tx, to, input) =>
      queue(
        tx,
        'order-status',
        to,
        orderStatusMail({ ...input, trackUrl: trackUrl(input.orderId) }),
      ),
    queueContactMessage: (tx, to, input) =>
      queue(tx, 'contact-message', to, contactMessageMail(input), input.email),
    queueContactConfirmation: (tx, to, input) =>
      queue(tx, 'contact-confirmation', to, contactConfirmationMail(input)),
    queueBackInStock: (tx, to, { productId, ...input }) =>
      queue(
        tx,
        'back-in-stock',
        to,
        backInStockMail({
          ...input,
          productUrl: `${publicUrl}/shop/product/${encodeURIComponent(productId)}`,
        }),
      ),
    queueStockAlertConfirmation: (tx, to, { token, ...input }) =>
      queue(
        tx,
        'stock-alert-confirmation',
        to,
        stockAlertConfirmationMail({ ...input, confirmUrl: link('/stock-alerts/confirm', token) }),
      ),
    queueLowStock: (tx, to, { productKey, ...input }) =>
      queue(
        tx,
        'low-stock',
        to,
        lowStockMail({ ...input, productUrl: `${publicUrl}/admin/products/${productKey}` }),
      ),
    queue: (tx, mailKind, { to, replyTo, ...content }) => queue(tx, mailKind, to, content, replyTo),
    flush: () => {
      outbox.nudge()
    },
  }
}
