import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailService, type MailService } from './mail.service.js'
import type { Mailer } from './mailer.js'
import { mailboxRoutes } from './mailbox.routes.js'
import { createOutboxMailer } from './outbox-mailer.js'
import { createSmtpMailer } from './smtp-mailer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every mail the shop sends (see MailService); later modules send order mails through it. */
    mail: MailService
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, the dev outbox with its
 * /dev/mailbox pages. (Production without SMTP_URL never gets here: loadConfig refuses it.)
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, mailFrom, nodeEnv, publicUrl } = app.config
    let mailer: Mailer
    if (smtpUrl) {
      mailer = createSmtpMailer(smtpUrl, mailFrom)
    } else if (nodeEnv !== 'production') {
      mailer = createOutboxMailer(app.database.db, mailFrom)
      await app.register(mailboxRoutes)
      app.devSurfaces.push('mail outbox at /dev/mailbox')
    } else {
      throw new Error('SMTP_URL is required in production')
    }
    app.decorate('mail', createMailService({ mailer, publicUrl, log: app.log }))
    app.addHook('onClose', async () => {
      await mailer.close()
    })
  },
  { name: 'mail' },
)
