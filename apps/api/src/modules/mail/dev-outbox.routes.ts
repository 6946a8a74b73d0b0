import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../plugins/error-handler.js'
import { loopbackOnly } from '../../plugins/loopback-only.js'
import { escapeHtml } from './templates/html.js'

/** What every dev outbox keeps of a message it did not send. */
export interface DevOutboxMessage {
  id: number
  to: string
  from: string
  text: string
  createdAt: Date
}

export interface DevOutbox<M extends DevOutboxMessage> {
  /** How the start-up log names it among the dev surfaces, e.g. `mail outbox`. */
  surface: string
  /** Where the list page lives, e.g. `/dev/mailbox`; the JSON for tests is `${path}.json`. */
  path: string
  /** The latest messages, newest first, from the sender that kept them. */
  list: () => Promise<M[]>
  /** The fields this outbox adds to the JSON beside id, to, from, text and created_at. */
  json: (message: M) => Record<string, string>
  page: {
    /** After "Scentia dev" in the title and "SCENTIA · dev" in the heading. */
    name: string
    /** Why nothing was sent, shown above the list. */
    intro: string
    empty: string
    /** The page's CSS beyond the shared frame (the list's width, how a row shows its text). */
    css: string
    row: (message: M) => string
  }
  /** One message as the recipient would see it, at `${path}/{id}`; none when absent. */
  findPage?: (id: number) => Promise<string | undefined>
}

/**
 * The dev outboxes, outside /api (docs/product.md §5): the mail and the text messages the shop would have
 * sent, newest first, as a page and as JSON for tests. Each is registered only while its outbox is
 * the sender, so none exists in production; and even then they answer this machine only, because
 * they show reset links, shoppers' numbers and orders.
 */
export function devOutboxRoutes<M extends DevOutboxMessage>(
  outbox: DevOutbox<M>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', loopbackOnly)
    app.devSurfaces.push(`${outbox.surface} at ${outbox.path}`)

    app.get(`${outbox.path}.json`, async (_request, reply) => {
      const messages = await outbox.list()
      reply.header('Cache-Control', 'no-store')
      return { messages: messages.map((message) => toJson(outbox, message)) }
    })

    app.get(outbox.path, async (_request, reply) => {
      const messages = await outbox.list()
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
      return renderPage(outbox, messages)
    })

    const { findPage } = outbox
    if (!findPage) return
    app.get(
      `${outbox.path}/:id`,
      {
        schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      },
      async (request, reply) => {
        const html = await findPage(request.params.id)
        if (html === undefined) throw notFound('No such message')
        reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
        return html
      },
    )
  }
}

function toJson<M extends DevOutboxMessage>(outbox: DevOutbox<M>, message: M) {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    ...outbox.json(message),
    text: message.text,
    created_at: message.createdAt.toISOString(),
  }
}

/** A row's first line: when, and to whom (`extra` comes between, already escaped). */
export function devOutboxMeta(message: DevOutboxMessage, extra = ''): string {
  return `<div class="meta"><time>${escapeHtml(message.createdAt.toISOString())}</time> · ${extra}to <b>${escapeHtml(message.to)}</b>`
}

function renderPage<M extends DevOutboxMessage>(outbox: DevOutbox<M>, messages: M[]): string {
  const { name, intro, empty, css, row } = outbox.page
  const rows = messages.map((message) => `<li>\n${row(message)}\n</li>`).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scentia dev ${name}</title>
<style>
body{margin:0;padding:32px;background:#faf7f2;color:#1c1917;font:15px/1.5 system-ui,sans-serif}
h1{font:normal 28px Georgia,serif;letter-spacing:.1em}
li{background:#fff;border:1px solid #e6ded0;border-radius:10px;padding:14px 18px;margin:0 0 12px}
.meta{color:#57534e;font-size:13px}
${css}
</style></head>
<body><h1>SCENTIA · dev ${name}</h1>
<p>${intro}</p>
${messages.length ? `<ul>\n${rows}\n</ul>` : `<p>${empty}</p>`}
</body></html>`
}
