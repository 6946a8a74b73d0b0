import { devOutboxMeta, devOutboxRoutes } from './dev-outbox.routes.js'
import type { OutboxMailer } from './outbox-mailer.js'
import { escapeHtml } from './templates/html.js'

/**
 * The dev mailbox: /dev/mailbox lists the latest mail, /dev/mailbox/{id} shows one message as the
 * shopper would see it, /dev/mailbox.json serves tests. Registered while the outbox is the mailer.
 */
export const mailboxRoutes = (mailbox: Pick<OutboxMailer, 'list' | 'find'>) =>
  devOutboxRoutes({
    surface: 'mail outbox',
    path: '/dev/mailbox',
    list: () => mailbox.list(),
    json: (message) => ({ subject: message.subject, html: message.html }),
    page: {
      name: 'mailbox',
      intro: 'Mail the shop would have sent (no SMTP_URL is set). Newest first.',
      empty: 'No mail yet.',
      css: `ul{list-style:none;padding:0;max-width:760px}
a{color:#7a5c24;font-weight:600}
pre{white-space:pre-wrap;font-size:13px}`,
      row: (message) => `  ${devOutboxMeta(message)}</div>
  <a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a>
  <details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>`,
    },
    findPage: async (id) => (await mailbox.find(id))?.html,
  })
