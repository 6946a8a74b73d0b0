import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { HttpError, badRequest, notFound } from '../../plugins/error-handler.js'
import { ownerOnly } from '../admin/index.js'
import type { CouriersService } from './couriers.service.js'

/** A courier's events are small; anything this big is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024

const orderParams = z.object({ id: z.string().min(1).max(64) })

export interface CouriersRoutesOptions {
  couriers: CouriersService
}

/**
 * The console's courier panel (GET, and POST to book in one click) and the courier's signed
 * tracking webhook (docs/decisions/042-couriers.md). Without a courier the panel says so and the
 * webhook is not there (404): nothing changes for an owner who types tracking numbers.
 */
export const couriersRoutes: FastifyPluginAsyncZod<CouriersRoutesOptions> = async (
  app,
  { couriers },
) => {
  await app.register(async (owner) => {
    ownerOnly(owner)

    owner.get('/admin/orders/:id/courier', { schema: { params: orderParams } }, async (request) => {
      const shipment = await couriers.shipmentOf(orderParams.parse(request.params).id)
      if (shipment === undefined) throw notFound('Order not found')
      return { success: true, available: couriers.available, shipment }
    })

    owner.post(
      '/admin/orders/:id/courier',
      { schema: { params: orderParams } },
      async (request) => {
        const result = await couriers.book(
          orderParams.parse(request.params).id,
          signedInUser(request).id,
        )
        if (!result.ok) {
          const code =
            result.status === 404
              ? 'NOT_FOUND'
              : result.status === 409
                ? 'CONFLICT'
                : 'SERVER_ERROR'
          throw new HttpError(result.status, code, result.message)
        }
        return { success: true, available: true, shipment: result.shipment }
      },
    )
  })

  const { courier } = couriers
  if (!courier) return

  await app.register(async (webhook) => {
    // The signature is checked over the raw bytes, so this context alone reads JSON as a buffer.
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, body)
      },
    )
    webhook.post(`/couriers/${courier.provider}/webhook`, async (request, reply) => {
      const raw = request.body
      if (!Buffer.isBuffer(raw) || !courier.verifyWebhook(raw, request.headers)) {
        throw new HttpError(401, 'UNAUTHORIZED', 'Invalid signature')
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(raw.toString('utf8'))
      } catch {
        throw badRequest('The request body is not valid JSON')
      }
      const event = courier.readWebhook(parsed)
      // Signed but not about a parcel's progress (or a shape we do not know): acknowledged, so
      // the courier does not retry it for days, and logged.
      if (!event) {
        request.log.warn('courier webhook with no shipment event')
        return reply.status(200).send({ received: true, handled: false })
      }
      const outcome = await couriers.receive(event, raw)
      if (outcome === 'unknown-shipment') {
        request.log.warn({ externalId: event.externalId }, 'courier event for no shipment of ours')
      }
      return reply.status(200).send({ received: true, handled: outcome === 'applied', outcome })
    })
  })
}
