export { devOutboxMeta, devOutboxRoutes } from './dev-outbox.routes.js'
export { mailPlugin } from './mail.plugin.js'
export { type MailService } from './mail.service.js'
export { orderConfirmationOf } from './order-confirmation.js'
export { escapeHtml } from './templates/html.js'
export {
  detailRows,
  greetedMail,
  highlight,
  type MailContent,
  paragraph,
  renderLayout,
  renderText,
} from './templates/layout.js'
