import {
  STOCK_ALERT_MESSAGES,
  stockAlertRequestSchema,
  type StockAlertResponse,
} from '@scentia/domain/catalog/stock-alert'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../plugins/error-handler.js'
import { PRODUCT_ID_MAX_LENGTH } from '../products/products.service.js'
import type { StockAlertsService } from './stock-alerts.service.js'

/**
 * Alerts per client address per hour: a shopper asks about a few sold-out bottles; a script
 * filling the table with strangers' addresses (each of whom would get a mail) is stopped early.
 */
export const STOCK_ALERTS_PER_HOUR = 10

/**
 * POST /api/product/{productId}/stock-alerts: "Tell me when it's back" (issue 14), for the full
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
}
