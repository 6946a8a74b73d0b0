import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { podCeilingSchema } from '@scentia/domain/payment/pay-on-delivery'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import { ownerOnly } from '../admin/index.js'
import type { PayOnDelivery } from './pay-on-delivery.service.js'
import { podSettledAnswerSchema } from '@scentia/contracts/admin'
import { checkoutAnswerSchema, podSettingsAnswerSchema } from '@scentia/contracts/checkout'
import { initializePaymentBody } from './payments.schemas.js'

const settingsBody = z.object({ enabled: z.boolean(), ceiling_naira: podCeilingSchema })
const orderParams = z.object({ id: z.string().max(40) })
const settleBody = z.object({ outcome: z.enum(['collected', 'refused']) })

const wire = (settings: { enabled: boolean; ceilingNaira: number }) => ({
  enabled: settings.enabled,
  ceiling_naira: settings.ceilingNaira,
})

/**
 * Pay on delivery (docs/product.md §10): the checkout reads the switch and ceiling (public: they are
 * shown to every shopper) and places the order; the owner's console switches it and settles
 * orders at the door.
 */
export const payOnDeliveryRoutes: FastifyPluginAsyncZod<{ pod: PayOnDelivery }> = async (
  app,
  { pod },
) => {
  app.get(
    '/payments/pay-on-delivery',
    { schema: { response: { 200: podSettingsAnswerSchema } } },
    async () => ({
      success: true as const,
      ...wire(await pod.settings()),
    }),
  )

  app.post(
    '/payments/pay-on-delivery',
    {
      // The same answer as a card checkout's (docs/decisions/042).
      schema: { body: initializePaymentBody, response: { 201: checkoutAnswerSchema } },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrAddressKey } },
    },
    async (request, reply) => {
      const order = await pod.place(signedInUser(request).id, request.body)
      return reply.status(201).send({
        success: true as const,
        message: 'Order placed successfully!',
        order_id: order.order_id,
        payment_status: order.payment_status,
        order,
      })
    },
  )

  await app.register(async (owner) => {
    ownerOnly(owner)
    owner.put(
      '/admin/settings/pay-on-delivery',
      { schema: { body: settingsBody, response: { 200: podSettingsAnswerSchema } } },
      async (request) => {
        const body = settingsBody.parse(request.body)
        const saved = await pod.updateSettings(
          { enabled: body.enabled, ceilingNaira: body.ceiling_naira },
          signedInUser(request).id,
        )
        return { success: true as const, ...wire(saved) }
      },
    )
    owner.post(
      '/admin/orders/:id/payment',
      {
        schema: {
          params: orderParams,
          body: settleBody,
          response: { 200: podSettledAnswerSchema },
        },
      },
      async (request) => {
        const { id } = orderParams.parse(request.params)
        const { outcome } = settleBody.parse(request.body)
        const order = await pod.settle(id, outcome, signedInUser(request).id)
        return { success: true as const, order }
      },
    )
  })
}
