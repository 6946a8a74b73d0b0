import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.js'

/** Real delivery through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message })
    },
    async close() {
      transport.close()
    },
  }
}
