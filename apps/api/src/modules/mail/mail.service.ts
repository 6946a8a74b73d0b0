import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from './mailer.js'
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
  orderConfirmationMail,
  orderStatusMail,
  type OrderConfirmationMailInput,
  type OrderStatusMailInput,
} from './templates/order-mails.js'

export type OrderConfirmation = Omit<OrderConfirmationMailInput, 'trackUrl'>
export type OrderStatusChange = Omit<OrderStatusMailInput, 'trackUrl'>

/**
 * Every mail the shop sends, typed. Each call resolves true when the mail was handed over and
 * false when delivery failed: the failure is logged, never thrown, because a shopper's sign-up
 * or paid order must not fail for a mail server's hiccup (they can ask for the link again).
 */
export interface MailService {
  readonly kind: Mailer['kind']
  sendEmailVerification(to: string, input: { fullName: string; token: string }): Promise<boolean>
  sendPasswordReset(to: string, input: { fullName: string; token: string }): Promise<boolean>
  sendAccountExistsNotice(to: string, input: { fullName: string }): Promise<boolean>
  sendOrderConfirmation(to: string, input: OrderConfirmation): Promise<boolean>
  sendOrderStatusChange(to: string, input: OrderStatusChange): Promise<boolean>
  /** The contact form's message to the support inbox, Reply-To the shopper. */
  sendContactMessage(to: string, input: ContactMailInput): Promise<boolean>
  /** The shopper's "We've received your message". */
  sendContactConfirmation(
    to: string,
    input: Omit<ContactMailInput, 'email' | 'message'>,
  ): Promise<boolean>
}

export interface MailServiceDeps {
  mailer: Mailer
  /** PUBLIC_URL without a trailing slash: the base of every link in a mail (PRODUCT §2). */
  publicUrl: string
  log: FastifyBaseLogger
}

export function createMailService({ mailer, publicUrl, log }: MailServiceDeps): MailService {
  const link = (path: string, token: string) =>
    `${publicUrl}${path}?token=${encodeURIComponent(token)}`
  const trackUrl = (orderId: string) => `${publicUrl}/track?id=${encodeURIComponent(orderId)}`

  async function deliver(
    to: string,
    content: MailContent,
    kind: string,
    replyTo?: string,
  ): Promise<boolean> {
    try {
      await mailer.send({ to, ...content, ...(replyTo ? { replyTo } : {}) })
      return true
    } catch (error) {
      // The address stays out of the log line's message; the error says what the server said.
      log.error({ err: error, mail: kind }, 'mail delivery failed')
      return false
    }
  }

  return {
    kind: mailer.kind,
    sendEmailVerification: (to, { fullName, token }) =>
      deliver(
        to,
        emailVerificationMail({ fullName, link: link('/verification', token) }),
        'verification',
      ),
    sendPasswordReset: (to, { fullName, token }) =>
      deliver(
        to,
        passwordResetMail({ fullName, link: link('/reset-password', token) }),
        'password-reset',
      ),
    sendAccountExistsNotice: (to, { fullName }) =>
      deliver(to, accountExistsMail({ fullName, signInUrl: `${publicUrl}/` }), 'account-exists'),
    sendOrderConfirmation: (to, input) =>
      deliver(
        to,
        orderConfirmationMail({ ...input, trackUrl: trackUrl(input.orderId) }),
        'order-confirmation',
      ),
    sendOrderStatusChange: (to, input) =>
      deliver(to, orderStatusMail({ ...input, trackUrl: trackUrl(input.orderId) }), 'order-status'),
    sendContactMessage: (to, input) =>
      deliver(to, contactMessageMail(input), 'contact-message', input.email),
    sendContactConfirmation: (to, input) =>
      deliver(to, contactConfirmationMail(input), 'contact-confirmation'),
  }
}
