import { pipeline, Readable } from 'node:stream'
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_FILE_TOO_LARGE_MESSAGE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_NOT_CSV_MESSAGE,
} from '@scentia/domain/admin/catalogue-csv'
import { stringify } from 'csv-stringify'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { HttpError } from '../../plugins/error-handler.js'
import type { AdminCatalogueService } from './editor-csv.service.js'
import { CatalogueCsvBody, readCatalogueCsv } from './editor-csv-body.js'

/**
 * /api/admin/products/export.csv and /api/admin/products/import (docs/product.md §11,
 * docs/decisions/031). Registered inside adminRoutes, so the owner check (401, then 403) and the
 * no-store header of that context apply here too, and run before a byte of the upload is read.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: AdminCatalogueService
}> = async (app, { catalogue }) => {
  app.get('/products/export.csv', async (_request, reply) => {
    // The header row and a byte-order mark, so a spreadsheet opens ₦ and accents as UTF-8.
    const csv = stringify({ header: true, columns: [...CATALOGUE_CSV_COLUMNS], bom: true })
    // Streamed a batch of products at a time: the export never holds the whole catalogue.
    pipeline(Readable.from(catalogue.exportRows()), csv, (error) => {
      if (error) app.log.error({ err: error }, 'catalogue export failed half-way')
    })
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="scentia-catalogue-${day}.csv"`)
      .send(csv)
  })

  // Only this context reads CSV bodies; its limit is the catalogue file's, not the API's 64 KB.
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: Readable) => {
    const declared = Number(request.headers['content-length'])
    if (declared > CATALOGUE_IMPORT_MAX_BYTES)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', CATALOGUE_FILE_TOO_LARGE_MESSAGE)
    return new CatalogueCsvBody(await readCatalogueCsv(payload, CATALOGUE_IMPORT_MAX_BYTES))
  })
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // Another file type (a spreadsheet's .xlsx, say) gets a message that says what to send.
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ success: false, code: 'VALIDATION_ERROR', message: CATALOGUE_NOT_CSV_MESSAGE })
    }
    // Everything else answers as anywhere else in the API.
    throw error
  })

  app.post(
    '/products/import',
    {
      schema: {
        querystring: z.object({
          dry_run: z.enum(['0', '1', 'true', 'false'], { error: 'dry_run is 1 or 0' }).optional(),
        }),
      },
    },
    async (request, reply) => {
      const body: unknown = request.body
      if (!(body instanceof CatalogueCsvBody))
        throw new HttpError(415, 'VALIDATION_ERROR', CATALOGUE_NOT_CSV_MESSAGE)
      const dryRun = request.query.dry_run === '1' || request.query.dry_run === 'true'
      const result = await catalogue.importFile(body.file, {
        dryRun,
        actorUserId: signedInUser(request).id,
      })
      return reply.status(result.success ? 200 : 422).send(result)
    },
  )
}
