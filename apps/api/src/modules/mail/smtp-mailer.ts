import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.js'

/** Real delivery through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send({ unsubscribeUrl, ...message }: MailMessage) {
      await transport.sendMail({
        from,
        ...message,
        // RFC 8058 one-click (decision 048): mail apps show an Unsubscribe button and POST
        // `List-Unsubscribe=One-Click` to the URL, with no sign-in and no cookies.
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      })
    },
    async close() {
      transport.close()
    },
  }
}
