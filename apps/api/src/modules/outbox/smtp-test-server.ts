import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's sender (MAIL FROM), '' when it had none. */
  from: string
  to: string[]
  raw: string
  at: number
}

/**
 * A real SMTP server on a random local port for the mail and outbox tests (imported by *.test.ts
 * only): what the app sends is what a mail server gets.
 * `rejectFirst` refuses that many DATA commands with a 451 (a temporary failure, as a mail server
 * under load answers) before accepting; every attempt's time is kept, accepted or not.
 * `refuse(true)` refuses every mail the same way until `refuse(false)`: an outage of a while.
 */
export async function startSmtpServer({ rejectFirst = 0 }: { rejectFirst?: number } = {}) {
  const received: ReceivedMail[] = []
  const attempts: number[] = []
  let isRefusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        attempts.push(Date.now())
        if (attempts.length <= rejectFirst || isRefusing) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          callback(error)
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    mailsTo: (to: string) => received.filter((mail) => mail.to.includes(to)),
    refuse(on: boolean) {
      isRefusing = on
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The decoded body of a message's part of one content type (nodemailer writes QP or base64). */
export function mimePart(raw: string, contentType: 'text/plain' | 'text/html'): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
    if (!new RegExp(`content-type:\\s*${contentType}`, 'i').test(head)) continue
    const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '')
    if (/content-transfer-encoding:\s*base64/i.test(head))
      return Buffer.from(body, 'base64').toString('utf8')
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      return Buffer.from(bytes, 'latin1').toString('utf8')
    }
    return body
  }
  throw new Error(`no ${contentType} part`)
}
