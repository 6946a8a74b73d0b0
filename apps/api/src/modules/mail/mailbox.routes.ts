import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../plugins/error-handler.js'
import { loopbackOnly } from '../../plugins/loopback-only.js'
import { findOutboxMessage, listOutboxMessages, type OutboxMessage } from './outbox.repository.js'
import { escapeHtml } from './templates/html.js'

/**
 * The dev outbox, outside /api (PRODUCT §5): /dev/mailbox lists the latest mail newest first,
 * /dev/mailbox/{id} shows one message as the shopper would see it, /dev/mailbox.json serves
 * tests. Registered only while the outbox is the mailer, so it never exists in production; and
 * even then it answers this machine only, because it shows every reset link (issue 9).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', loopbackOnly)

  app.get('/dev/mailbox.json', async (_request, reply) => {
    const messages = await listOutboxMessages(db)
    reply.header('Cache-Control', 'no-store')
    return { messages: messages.map(toJson) }
  })

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await listOutboxMessages(db)
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
    return renderMailboxPage(messages)
  })

  app.get(
    '/dev/mailbox/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      const message = await findOutboxMessage(db, request.params.id)
      if (!message) throw notFound('No such message')
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
      return message.html
    },
  )
}

function toJson(message: OutboxMessage) {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    subject: message.subject,
    text: message.text,
    html: message.html,
    created_at: message.createdAt.toISOString(),
  }
}

function renderMailboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<li>
  <div class="meta"><time>${escapeHtml(message.createdAt.toISOString())}</time> · to <b>${escapeHtml(message.to)}</b></div>
  <a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a>
  <details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scentia dev mailbox</title>
<style>
body{margin:0;padding:32px;background:#faf7f2;color:#1c1917;font:15px/1.5 system-ui,sans-serif}
h1{font:normal 28px Georgia,serif;letter-spacing:.1em}
ul{list-style:none;padding:0;max-width:760px}
li{background:#fff;border:1px solid #e6ded0;border-radius:10px;padding:14px 18px;margin:0 0 12px}
a{color:#7a5c24;font-weight:600}
.meta{color:#57534e;font-size:13px}
pre{white-space:pre-wrap;font-size:13px}
</style></head>
<body><h1>SCENTIA · dev mailbox</h1>
<p>Mail the shop would have sent (no SMTP_URL is set). Newest first.</p>
${messages.length ? `<ul>\n${rows}\n</ul>` : '<p>No mail yet.</p>'}
</body></html>`
}
