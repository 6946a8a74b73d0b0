/** One message, always with both bodies: plain text for old phones and filters, HTML for the rest. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where replies go when not to the sender (the contact form: the shopper who wrote). */
  replyTo?: string
  /**
   * A marketing mail's one-click unsubscribe (RFC 8058): an https URL that unsubscribes on a bare
   * POST, sent as `List-Unsubscribe` with `List-Unsubscribe-Post` (decision 048).
   */
  unsubscribeUrl?: string
}

/**
 * Where mail goes (STYLE: mail behind an interface with a real and a sandbox side): SMTP in
 * production and in the SMTP tests, the dev outbox otherwise. Throws when delivery fails;
 * MailService decides whether that matters.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): Promise<void>
}
