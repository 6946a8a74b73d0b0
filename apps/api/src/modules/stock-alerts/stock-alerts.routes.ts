import {
  stockAlertAnswerSchema,
  stockAlertConfirmAnswerSchema,
} from '@scentia/contracts/stock-alerts'
import {
  STOCK_ALERT_MESSAGES,
  stockAlertConfirmSchema,
  stockAlertRequestSchema,
  type StockAlertConfirmResponse,
  type StockAlertResponse,
} from '@scentia/domain/catalog/stock-alert'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, notFound } from '../../plugins/error-handler.js'
import { PRODUCT_ID_MAX_LENGTH } from '../catalogue/index.js'
import type { StockAlertsService } from './stock-alerts.service.js'

/**
 * Alerts per client address per hour: a shopper asks about a few sold-out bottles; a script
 * filling the table with strangers' addresses (each of whom would get a mail) is stopped early.
 */
export const STOCK_ALERTS_PER_HOUR = 10

/**
 * POST /api/product/{productId}/stock-alerts: "Tell me when it's back", for the full
 * bottle or, with `size_id`, for one of the product's other sizes.
 */
export const stockAlertsRoutes: FastifyPluginAsyncZod<{ stockAlerts: StockAlertsService }> = async (
  app,
  { stockAlerts },
) => {
  app.post(
    '/product/:productId/stock-alerts',
    {
      schema: {
        params: z.object({ productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH) }),
        body: stockAlertRequestSchema,
        response: { 200: stockAlertAnswerSchema },
      },
      config: { rateLimit: { max: STOCK_ALERTS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { email, size_id: sizeId } = request.body
      const result = await stockAlerts.subscribe(request.params.productId, email, sizeId)
      if (!result.ok) {
        throw notFound(result.reason === 'size-not-found' ? 'Size not found' : 'Product not found')
      }
      const body: StockAlertResponse = {
        success: true,
        inStock: result.inStock,
        message: result.inStock ? STOCK_ALERT_MESSAGES.inStock : STOCK_ALERT_MESSAGES.saved,
      }
      return body
    },
  )

  // The mailed link's page posts its token here: a POST, so a mail scanner fetching the link
  // confirms nothing; limited like the account links' checks.
  app.post(
    '/stock-alerts/confirm',
    {
      schema: { body: stockAlertConfirmSchema, response: { 200: stockAlertConfirmAnswerSchema } },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const confirmed = await stockAlerts.confirm(request.body.token)
      if (!confirmed) throw badRequest(STOCK_ALERT_MESSAGES.linkInvalid)
      const body: StockAlertConfirmResponse = {
        success: true,
        message: STOCK_ALERT_MESSAGES.confirmed,
        ...confirmed,
      }
      return body
    },
  )
}
