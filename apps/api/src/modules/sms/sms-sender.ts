/** One text message as the outbox holds it: the number in E.164, the text as rendered. */
export interface SmsMessage {
  to: string
  text: string
  /** The outbox row's kind (sms-order-confirmed…): the dev outbox shows it. */
  kind: string
}

/**
 * Where texts go (STYLE: providers behind an interface with a real and a sandbox side, as mail
 * has): Termii with TERMII_API_KEY, the dev SMS outbox otherwise (never in production).
 * Throws when the provider refused or did not answer; the outbox worker retries.
 */
export interface SmsSender {
  readonly kind: 'termii' | 'outbox'
  send(message: SmsMessage): Promise<void>
}
