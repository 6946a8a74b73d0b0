import { orderCourierAnswerSchema } from '@scentia/contracts/admin'
import { cartSubtotal } from '@scentia/domain/cart/cart'
import { addressKey, cartKey } from '@scentia/domain/couriers/courier-quote'
import {
  courierQuoteBody,
  type CourierQuoteAnswer,
  type CourierQuoteInput,
} from '@scentia/contracts/shipping'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import { signedJsonBody } from '../../plugins/signed-webhook.js'
import { badRequest, notFound, refusal } from '../../plugins/error-handler.js'
import { ownerOnly } from '../admin/index.js'
import { eraseShipmentEventsOfUser } from './couriers.repository.js'
import type { CouriersService } from './couriers.service.js'

/** A courier's events are small; anything this big is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024

const orderParams = z.object({ id: z.string().min(1).max(64) })

export const INCOMPLETE_ADDRESS_MESSAGE = 'Enter a complete delivery address'

/** Each quote costs the shop two calls to the courier: a shopper needs a handful a minute. */
const QUOTES_PER_MINUTE = 20

export interface CouriersRoutesOptions {
  couriers: CouriersService
  /**
   * The cart's lines priced from the database (payments' one pricing path, decision 020): the
   * parcel a courier prices is the server's, never the browser's figures. Throws the shopper's
   * message for a product gone or out of stock.
   */
  priceLines: (
    cartItems: CourierQuoteInput['cart_items'],
  ) => Promise<{ name: string; quantity: number; price: number }[]>
}

/**
 * The console's courier panel (GET, and POST to book in one click) and the courier's signed
 * tracking webhook (docs/decisions/044-couriers.md). Without a courier the panel says so and the
 * webhook is not there (404): nothing changes for an owner who types tracking numbers.
 */
export const couriersRoutes: FastifyPluginAsyncZod<CouriersRoutesOptions> = async (
  app,
  { couriers, priceLines },
) => {
  await app.register(async (owner) => {
    ownerOnly(owner)

    owner.get(
      '/admin/orders/:id/courier',
      { schema: { params: orderParams, response: { 200: orderCourierAnswerSchema } } },
      async (request) => {
        const shipment = await couriers.shipmentOf(orderParams.parse(request.params).id)
        if (shipment === undefined) throw notFound('Order not found')
        return { success: true as const, available: couriers.available, shipment }
      },
    )

    owner.post(
      '/admin/orders/:id/courier',
      { schema: { params: orderParams, response: { 200: orderCourierAnswerSchema } } },
      async (request) => {
        const result = await couriers.book(
          orderParams.parse(request.params).id,
          signedInUser(request).id,
        )
        if (!result.ok) throw refusal(result.status, result.message)
        return { success: true as const, available: true, shipment: result.shipment }
      },
    )
  })

  /**
   * POST /shipping/courier-quote — checkout's delivery fee for the address and cart it holds: the
   * courier's live price within the quote timeout (2 s), signed for that address and cart so
   * initialize charges exactly it, else the owner's table (decision 044). A slow or broken courier
   * is never an error here. Signed in, as checkout is.
   */
  app.post(
    '/shipping/courier-quote',
    {
      onRequest: app.requireUser,
      // Per shopper (signed in), not per address: many shoppers share a carrier's NAT address.
      config: {
        rateLimit: {
          max: QUOTES_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: userOrAddressKey,
        },
      },
    },
    async (request, reply) => {
      const parsed = courierQuoteBody.safeParse(request.body)
      if (!parsed.success) {
        const [issue] = parsed.error.issues
        // An address problem is one sentence for the shopper; a cart's says what is wrong.
        throw badRequest(
          issue && issue.path[0] === 'cart_items' ? issue.message : INCOMPLETE_ADDRESS_MESSAGE,
        )
      }
      const { shipping, cart_items: cartItems } = parsed.data
      const lines = await priceLines(cartItems)
      const quote = await couriers.quote(
        {
          reference: null,
          recipient: {
            name: shipping.full_name,
            email: shipping.email,
            phone: shipping.phone_number,
            address: shipping.street_address,
            city: shipping.city,
            lga: shipping.lga,
            ward: shipping.ward,
            state: shipping.state,
          },
          // The product's name, as payment's table quote reads it ('test product' is free).
          items: lines.map(({ name, quantity, price }) => ({ name, quantity, price })),
        },
        cartSubtotal(lines),
        { address: addressKey(shipping), cart: cartKey(cartItems) },
      )
      reply.header('Cache-Control', 'private, no-store')
      const answer: CourierQuoteAnswer = { success: true, ...quote }
      return answer
    },
  )

  // A courier's raw events name the shopper: erased with the account once the parcel is done.
  app.privacy.addErasureStep('shipments', (tx, userId) =>
    eraseShipmentEventsOfUser(tx, userId, app.clock()),
  )

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
      const { raw, parsed } = signedJsonBody(request.body, (body) =>
        courier.verifyWebhook(body, request.headers),
      )
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
