import { randomBytes } from 'node:crypto'
import type { SessionResponse } from '@scentia/domain/account/user'
import type { Injector } from '../../test/injector.js'

/**
 * Test helpers for the account modules: real sign-ups through the real routes, mail read from
 * the dev outbox. Imported by *.test.ts files only. They take an `Injector`: an app under
 * `app.inject()`, or an API process of the two-process suite, reached over HTTP.
 */

export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  created_at: string
}

/** A fresh client address per call, so the per-address limits of one test don't trip another's. */
export function randomIp(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3)
  return `10.${a}.${b}.${c}`
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * The dev mailbox, once the durable outbox has delivered everything due (decision 013): one
 * awaited worker round instead of a guess at how long the background send takes. A process
 * started by the harness has no handle on its worker: its own polling delivers (waitForMail).
 */
export async function readOutbox(app: Injector): Promise<OutboxMail[]> {
  await app.outbox?.runOnce()
  const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' })
  if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}`)
  return res.json<{ messages: OutboxMail[] }>().messages
}

/** Mail is sent by the outbox worker after the answer: wait for the nth mail to an address. */
export async function waitForMail(
  app: Injector,
  to: string,
  { count = 1, timeoutMs = 5_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = (await readOutbox(app)).filter((mail) => mail.to === to)
    const newest = mails[0]
    if (newest && mails.length >= count) return newest
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The token of the first `?token=` link in a mail's text. */
export function tokenFromMail(
  mail: { text: string },
  path: '/verification' | '/reset-password',
): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`)
  return match[1]
}

export const TEST_PASSWORD = 'Scentia#2026'

export const TEST_ADDRESS = {
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
} as const

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.ng`
}

export async function signUp(
  app: Injector,
  input: { full_name?: string; email?: string; password?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = input.email ?? uniqueEmail()
  const password = input.password ?? TEST_PASSWORD
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { 'x-forwarded-for': randomIp() },
    payload: { full_name: input.full_name ?? 'Adaeze Okafor', email, password },
  })
  if (res.statusCode !== 201) throw new Error(`signup answered ${res.statusCode}: ${res.body}`)
  // No id: sign-up's answer names no account (decision 004).
  return { email, password }
}

/**
 * Sign up, follow the mailed link, complete registration with the sign-up password: a verified,
 * signed-in shopper whose mailbox chose the password (decision 008).
 */
export async function createVerifiedUser(
  app: Injector,
  input: { full_name?: string; email?: string; password?: string } = {},
): Promise<{
  email: string
  password: string
  userId: number
  accessToken: string
  session: SessionResponse
}> {
  const account = await signUp(app, input)
  const token = tokenFromMail(await waitForMail(app, account.email), '/verification')
  const res = await app.inject({
    method: 'POST',
    url: '/api/verify',
    payload: { token, ...TEST_ADDRESS, phone_number: '0803 123 4567', password: account.password },
  })
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`)
  const session = res.json<SessionResponse>()
  return { ...account, userId: session.user.user_id, accessToken: session.access_token, session }
}
