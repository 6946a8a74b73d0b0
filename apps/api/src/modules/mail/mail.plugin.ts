import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailService, mailPayloadSchema, type MailService } from './mail.service.js'
import type { Mailer } from './mailer.js'
import { mailboxRoutes } from './mailbox.routes.js'
import { createOutboxMailer } from './outbox-mailer.js'
import { createSmtpMailer } from './smtp-mailer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail the shop sends (see MailService); later modules queue order mails through it. */
    mail: MailService
  }
}

/**
 * Mail is written to the durable outbox (decision 013) and delivered by its worker through SMTP
 * when SMTP_URL is set; otherwise, outside production, into the dev mailbox with its
 * /dev/mailbox pages. (Production without SMTP_URL never gets here: loadConfig refuses it.)
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, mailFrom, nodeEnv, publicUrl } = app.config
    let mailer: Mailer
    if (smtpUrl) {
      mailer = createSmtpMailer(smtpUrl, mailFrom)
    } else if (nodeEnv !== 'production') {
      const mailbox = createOutboxMailer(app.database.db, mailFrom)
      mailer = mailbox
      await app.register(mailboxRoutes(mailbox))
    } else {
      throw new Error('SMTP_URL is required in production')
    }
    app.outbox.addDeliverer('mail', async (row) => {
      await mailer.send(mailPayloadSchema.parse(row.payload))
    })
    app.decorate('mail', createMailService({ kind: mailer.kind, outbox: app.outbox, publicUrl }))
    app.addHook('onClose', async () => {
      // The worker's sends in flight finish before their transport closes.
      await app.outbox.stop()
      await mailer.close()
    })
  },
  { name: 'mail', dependencies: ['outbox'] },
)
