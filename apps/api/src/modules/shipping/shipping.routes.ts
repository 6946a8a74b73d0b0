import { placeNameParam } from '@scentia/domain/account/address'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deliveryRatesAnswerSchema, shippingFeeAnswerSchema } from '@scentia/contracts/shipping'
import { z } from 'zod'
import { deliveryRatesSchema } from '@scentia/domain/shipping/delivery-rates-schema'
import { signedInUser } from '../../plugins/auth.js'
import { badRequest } from '../../plugins/error-handler.js'
import { createAdminGuard } from '../admin/index.js'
import type { ShippingService } from './shipping.service.js'

/** A generous ceiling for one order's subtotal; beyond it the figure is a mistake or abuse. */
export const MAX_SUBTOTAL = 100_000_000

const SUBTOTAL_MESSAGE = 'Subtotal must be a whole number of naira from 0 to 100,000,000'

const feeQuery = z.object({
  state: placeNameParam('State'),
  lga: placeNameParam('LGA'),
  ward: placeNameParam('Ward'),
  subtotal: z
    .string()
    .trim()
    .max(12, SUBTOTAL_MESSAGE)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined
      const amount = /^\d+$/.test(value) ? Number(value) : Number.NaN
      if (!(amount <= MAX_SUBTOTAL)) {
        context.addIssue({ code: 'custom', message: SUBTOTAL_MESSAGE })
        return z.NEVER
      }
      return amount
    }),
})

/** The answer is a contract the checkout reads with the same schema (docs/decisions/042). */
const feeSchema = { querystring: feeQuery, response: { 200: shippingFeeAnswerSchema } }

const ratesBody = z.object({ rates: deliveryRatesSchema })

/**
 * GET /shipping/fee?state=&lga=&ward=&subtotal= — the Standard Delivery fee for an address and
 * a cart subtotal (docs/product.md §S9), as checkout previews it. The spec leaves this endpoint unnamed
 * ("its endpoint is not shown"); payment initialisation prices orders with the same service.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get('/shipping/fee', { schema: feeSchema }, async (request, reply) => {
    const { subtotal, ...location } = request.query
    const quote = await shipping.quote({ location, subtotal })
    // With no cart lines a quote is never 'free'; a missing location or total is the spec's refusal.
    if (quote.status === 'location-required') throw badRequest(quote.message)
    // Fees are data the owner edits: a browser may keep a quote, but must check it first.
    reply.header('Cache-Control', 'no-cache')
    return {
      success: true,
      fee: quote.fee,
      baseFee: quote.baseFee,
      estimate: quote.estimate,
      label: quote.label,
    }
  })

  /**
   * GET /shipping/rates — the owner's table for every state but Lagos (decision 040), public: the
   * product page, the cart and the checkout price an address outside Lagos with it before
   * sign-in, through the same domain rule the server charges by.
   */
  const ratesResponse = { 200: deliveryRatesAnswerSchema }
  app.get('/shipping/rates', { schema: { response: ratesResponse } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache')
    return { success: true as const, rates: await shipping.rates() }
  })

  await app.register(async (owner) => {
    owner.addHook('onRequest', app.requireUser)
    owner.addHook('onRequest', createAdminGuard())
    owner.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store')
    })
    owner.get(
      '/admin/settings/delivery-rates',
      { schema: { response: ratesResponse } },
      async () => ({
        success: true as const,
        rates: await shipping.rates(),
      }),
    )
    owner.put(
      '/admin/settings/delivery-rates',
      { schema: { body: ratesBody, response: ratesResponse } },
      async (request) => {
        const { rates } = ratesBody.parse(request.body)
        const saved = await shipping.updateRates(rates, signedInUser(request).id)
        return { success: true as const, rates: saved }
      },
    )
  })
}
