import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { parsePhotoFileName } from '@scentia/domain/catalog/product-photos'
import { z } from 'zod'
import { notFound } from '../../plugins/error-handler.js'
import { orderConfirmationOf } from '../mail/index.js'
import { REDACTED_EMAIL } from '../orders/index.js'
import { listedAccountsAwaitingProof } from './admin-accounts.repository.js'
import { createAdminGuard } from './admin-guard.js'
import { adminRoutes, type AdminRoutesOptions } from './admin-routes.js'
import type { StatusChangeEvents } from './status-change-events.js'

const PHOTO_IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The console's services, built once in `buildApp`; `events` is the one the orders service
 * announces status changes on, so this module can send the customer's mail and text after them.
 */
export type AdminModuleOptions = Omit<AdminRoutesOptions, 'requireAdmin'> & {
  events: StatusChangeEvents
}

/**
 * The owner's console (decision 007): /api/admin/* behind the owner check, the customer mails
 * and texts that follow its status changes, and the public URL of uploaded product photos.
 * Register inside the /api prefix, after the mail and payments modules.
 */
export const adminModule: FastifyPluginAsyncZod<AdminModuleOptions> = async (
  app,
  { events, ...services },
) => {
  // Written to the outbox inside the status change's transaction, sent after it.
  events.onRecord(async (tx, event) => {
    // An erased customer's order keeps no address to write to.
    if (event.email === REDACTED_EMAIL) return
    if (event.confirmation) {
      // The owner accepted a pay-on-delivery order: its confirmation, which says it is being
      // prepared, stands for the "processing" mail.
      await app.mail.queueOrderConfirmation(
        tx,
        event.email,
        orderConfirmationOf(event.confirmation),
      )
      await app.sms.queueOrderSms(tx, { kind: 'order-confirmed', order: event.confirmation })
      return
    }
    await app.mail.queueOrderStatusChange(tx, event.email, {
      fullName: event.fullName,
      orderId: event.orderId,
      status: event.to,
      deliveryMethod: event.deliveryMethod,
      ...(event.trackingNumber ? { trackingNumber: event.trackingNumber } : {}),
    })
    // The customer's text for the steps docs/product.md §5 names (a corrected tracking number is sent
    // again as 'shipped'); the sms service skips shoppers who switched SMS off.
    const kind = event.to === 'shipped' ? 'shipped' : event.to === 'delivered' ? 'delivered' : null
    if (kind) {
      await app.sms.queueOrderSms(tx, {
        kind,
        order: {
          order_id: event.orderId,
          total_amount: event.totalAmount,
          tracking_number: event.trackingNumber,
          phone_number: event.phoneNumber,
          delivery_method: event.deliveryMethod,
        },
      })
    }
  })
  events.on(async () => {
    app.mail.flush()
    app.sms.flush()
  })
  app.addHook('onClose', async () => {
    await events.drain()
  })

  // ADMIN_EMAILS is read on every request (decision 008); say which listed accounts it cannot
  // make owners yet, so an operator knows a password reset is what is missing.
  const awaiting = await listedAccountsAwaitingProof(app.database.db, app.config.adminEmails)
  if (awaiting.length > 0) {
    app.log.warn(
      { count: awaiting.length },
      'ADMIN_EMAILS lists accounts that are not owners until they complete registration or reset their password',
    )
  }

  await app.register(adminRoutes, {
    prefix: '/admin',
    ...services,
    requireAdmin: createAdminGuard(),
  })

  // Photo files (docs/decisions/049): the name is the pixels' hash, width and format, so the
  // bytes under a name never change and every cache may keep them for a year.
  app.get(
    '/products/photos/:name',
    { schema: { params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params
      const file = parsePhotoFileName(name) ? await services.products.photoFile(name) : undefined
      if (!file) throw notFound('Product photo not found')
      if (request.headers['if-none-match'] === `"${name}"`) {
        return reply.status(304).header('Cache-Control', PHOTO_IMMUTABLE).send()
      }
      return reply
        .header('Cache-Control', PHOTO_IMMUTABLE)
        .header('ETag', `"${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.bytes)
    },
  )
}
