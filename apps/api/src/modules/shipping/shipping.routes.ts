import { placeNameParam } from '@scentia/domain/account/address'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../plugins/error-handler.js'
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

/**
 * GET /shipping/fee?state=&lga=&ward=&subtotal= — the Standard Delivery fee for an address and
 * a cart subtotal (docs/product.md §S9), as checkout previews it. The spec leaves this endpoint unnamed
 * ("its endpoint is not shown"); payment initialisation prices orders with the same service.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.get('/shipping/fee', { schema: { querystring: feeQuery } }, async (request, reply) => {
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
}
