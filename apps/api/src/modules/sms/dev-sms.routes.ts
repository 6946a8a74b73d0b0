import { devOutboxMeta, devOutboxRoutes, escapeHtml } from '../mail/index.js'
import type { OutboxSmsSender } from './outbox-sms-sender.js'

/**
 * The dev SMS outbox: /dev/sms lists the latest texts, /dev/sms.json serves tests. Registered
 * while the outbox is the sender, and answering this machine only as /dev/mailbox does.
 */
export const devSmsRoutes = (outbox: Pick<OutboxSmsSender, 'list'>) =>
  devOutboxRoutes({
    surface: 'SMS outbox',
    path: '/dev/sms',
    list: () => outbox.list(),
    json: (message) => ({ kind: message.kind }),
    page: {
      name: 'SMS',
      intro:
        'Text messages the shop would have sent through Termii (no TERMII_API_KEY is set). Newest first.',
      empty: 'No text messages yet.',
      css: `ul{list-style:none;padding:0;max-width:560px}
p{margin:6px 0 0;white-space:pre-wrap}`,
      row: (
        message,
      ) => `  ${devOutboxMeta(message, `${escapeHtml(message.kind)} · `)} from ${escapeHtml(message.from)}</div>
  <p>${escapeHtml(message.text)}</p>`,
    },
  })
