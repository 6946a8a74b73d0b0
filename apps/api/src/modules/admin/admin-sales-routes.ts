import { pipeline, Readable } from 'node:stream'
import { salesAnswerSchema } from '@scentia/contracts/admin'
import { ORDERS_CSV_COLUMNS, ordersCsvFileName } from '@scentia/domain/admin/orders-csv'
import { resolveSalesRange, salesQuerySchema } from '@scentia/domain/admin/sales'
import { stringify } from 'csv-stringify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../plugins/error-handler.js'
import { createAdminSalesService } from './admin-sales.service.js'

/**
 * /api/admin/sales and /api/admin/orders/export.csv (docs/decisions/047-sales-dashboard.md).
 * Registered inside adminRoutes, so the owner check and the no-store header apply here too.
 */
export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = createAdminSalesService({ db: app.database.db })

  const rangeOf = (query: Parameters<typeof resolveSalesRange>[0]) => {
    const range = resolveSalesRange(query, app.clock())
    if (!range.ok) throw new HttpError(400, 'VALIDATION_ERROR', range.message)
    return range.value
  }

  app.get(
    '/sales',
    { schema: { querystring: salesQuerySchema, response: { 200: salesAnswerSchema } } },
    async (request) => ({
      success: true as const,
      ...(await sales.summary(rangeOf(request.query))),
    }),
  )

  app.get(
    '/orders/export.csv',
    { schema: { querystring: salesQuerySchema } },
    async (request, reply) => {
      const range = rangeOf(request.query)
      // A byte-order mark, so a spreadsheet opens names with accents as UTF-8 (as the catalogue's).
      const csv = stringify({ header: true, columns: [...ORDERS_CSV_COLUMNS], bom: true })
      // Streamed a batch of orders at a time: a year of orders is never held in memory.
      pipeline(Readable.from(sales.exportRows(range)), csv, (error) => {
        if (error) app.log.error({ err: error }, 'orders export failed half-way')
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${ordersCsvFileName(range.from, range.to)}"`,
        )
        .send(csv)
    },
  )
}
