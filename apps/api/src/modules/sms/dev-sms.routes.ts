import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loopbackOnly } from '../../plugins/loopback-only.js'
import { escapeHtml } from '../mail/templates/html.js'
import { listDevSms, type DevSms } from './sms-outbox.repository.js'

/**
 * The dev SMS outbox, outside /api (PRODUCT §5): /dev/sms lists the latest texts newest first,
 * /dev/sms.json serves tests. Registered only while the outbox is the sender, so it never exists
 * in production; and even then it answers this machine only, as /dev/mailbox does, because it
 * shows shoppers' numbers and orders (issue 9).
 */
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', loopbackOnly)

  app.get('/dev/sms.json', async (_request, reply) => {
    const messages = await listDevSms(db)
    reply.header('Cache-Control', 'no-store')
    return { messages: messages.map(toJson) }
  })

  app.get('/dev/sms', async (_request, reply) => {
    const messages = await listDevSms(db)
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
    return renderSmsPage(messages)
  })
}

function toJson(message: DevSms) {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    kind: message.kind,
    text: message.text,
    created_at: message.createdAt.toISOString(),
  }
}

function renderSmsPage(messages: DevSms[]): string {
  const rows = messages
    .map(
      (message) => `<li>
  <div class="meta"><time>${escapeHtml(message.createdAt.toISOString())}</time> · ${escapeHtml(message.kind)} · to <b>${escapeHtml(message.to)}</b> from ${escapeHtml(message.from)}</div>
  <p>${escapeHtml(message.text)}</p>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scentia dev SMS</title>
<style>
body{margin:0;padding:32px;background:#faf7f2;color:#1c1917;font:15px/1.5 system-ui,sans-serif}
h1{font:normal 28px Georgia,serif;letter-spacing:.1em}
ul{list-style:none;padding:0;max-width:560px}
li{background:#fff;border:1px solid #e6ded0;border-radius:10px;padding:14px 18px;margin:0 0 12px}
.meta{color:#57534e;font-size:13px}
p{margin:6px 0 0;white-space:pre-wrap}
</style></head>
<body><h1>SCENTIA · dev SMS</h1>
<p>Text messages the shop would have sent through Termii (no TERMII_API_KEY is set). Newest first.</p>
${messages.length ? `<ul>\n${rows}\n</ul>` : '<p>No text messages yet.</p>'}
</body></html>`
}
