import { z } from 'zod'
import type { SmsMessage, SmsSender } from './sms-sender.js'

/** A send is one short JSON call; past this the worker gives up on the attempt and retries later. */
export const TERMII_TIMEOUT_MS = 10_000

export interface TermiiOptions {
  apiKey: string
  senderId: string
  /** Without a trailing slash (config/env.ts strips it). */
  baseUrl: string
  timeoutMs?: number
}

/**
 * Termii's documented success answer to POST /api/sms/send: `{ message_id, message: "Successfully
 * Sent", balance, user }` (developers.termii.com/messaging-api). A 2xx without a message id is not
 * a sent message (Termii has answered 200 with an error text), so it is a failure to retry.
 */
const sentSchema = z.object({ message_id: z.union([z.string().min(1), z.number()]) })

/** Termii's errors say why in `message`; a short copy goes in the outbox row's last_error. */
function termiiReason(body: unknown): string {
  const parsed = z.object({ message: z.string() }).safeParse(body)
  return parsed.success ? parsed.data.message.slice(0, 200) : 'no message id in the answer'
}

/**
 * The real provider: Termii's Messaging API. `to` without the plus (234XXXXXXXXXX, as Termii
 * asks), `type: plain`, and `channel: dnd`, the transactional route that reaches numbers on the
 * Nigerian do-not-disturb register, which the generic route silently drops. Errors never carry
 * the API key (it travels in the body, which is never logged or echoed).
 */
export function createTermiiSender(options: TermiiOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? TERMII_TIMEOUT_MS
  return {
    kind: 'termii',
    async send(message: SmsMessage) {
      let response: Response
      try {
        response = await fetch(`${options.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: options.apiKey,
            to: message.to.replace(/^\+/, ''),
            from: options.senderId,
            sms: message.text,
            type: 'plain',
            channel: 'dnd',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(`Termii did not answer within ${timeoutMs / 1000} s`, { cause: error })
        }
        throw new Error('Termii could not be reached', { cause: error })
      }
      const body: unknown = await response.json().catch(() => undefined)
      if (!response.ok) {
        throw new Error(`Termii answered ${response.status}: ${termiiReason(body)}`)
      }
      if (!sentSchema.safeParse(body).success) {
        throw new Error(`Termii did not send: ${termiiReason(body)}`)
      }
    },
  }
}
