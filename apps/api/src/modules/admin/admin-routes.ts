import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  adminProductListQuerySchema,
  pickupCollectSchema,
  statusChangeSchema,
  trackingChangeSchema,
} from '@scentia/domain/admin/order-console'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@scentia/domain/admin/product-image'
import {
  productInputSchema,
  productPatchSchema,
  sizeInputSchema,
  sizePatchSchema,
} from '@scentia/domain/admin/product-input'
import { auditQuerySchema } from '@scentia/domain/admin/audit'
import {
  MAX_GALLERY_PHOTOS,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_KINDS,
} from '@scentia/domain/catalog/product-photos'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { HttpError, notFound } from '../../plugins/error-handler.js'
import type { AdminAuditService } from './admin-audit.service.js'
import { adminCatalogueRoutes } from './admin-catalogue-routes.js'
import { ownerOnly } from './admin-guard.js'
import type { AdminCatalogueService } from './admin-catalogue.service.js'
import type { AdminCustomersService } from './admin-customers.service.js'
import type { AdminOrdersService, OrderChangeResult } from './admin-orders.service.js'
import type { AdminProductsService, PhotoResult, SizeResult } from './admin-products.service.js'
import { adminPromoRoutes } from './admin-promo-routes.js'
import { adminSalesRoutes } from './admin-sales-routes.js'
import type { AdminPromosService } from './admin-promos.service.js'
import { packingSlipOf } from '@scentia/domain/admin/packing-slip'

export interface AdminRoutesOptions {
  orders: AdminOrdersService
  products: AdminProductsService
  /** The catalogue CSV's export and import (docs/product.md §11). */
  catalogue: AdminCatalogueService
  audit: AdminAuditService
  customers: AdminCustomersService
  promos: AdminPromosService
  /** The owner check (403), run after requireUser (401). */
  requireAdmin: (request: FastifyRequest) => Promise<void>
}

const search = z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, 'The search is too long').optional()
const page = z.coerce.number().int().min(1).max(100_000).default(1)
const orderParams = z.object({ id: z.string().max(40) })
const productParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
const sizeParams = productParams.extend({
  sizeId: z.coerce.number().int().min(1).max(2_147_483_647),
})
const photoParams = productParams.extend({
  photoId: z.coerce.number().int().min(1).max(2_147_483_647),
})
const photoAlt = z
  .string()
  .trim()
  .max(PHOTO_ALT_MAX_LENGTH, `Keep the description to ${PHOTO_ALT_MAX_LENGTH} characters`)
const photoUploadQuery = z.object({
  kind: z.enum(PHOTO_KINDS).default('gallery'),
  alt: photoAlt.default(''),
})
const photoOrderBody = z.object({
  order: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(MAX_GALLERY_PHOTOS),
})
const customerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

const PRODUCT_NOT_FOUND = 'Product not found'

/** A size write's failures are a missing product or size: 404. */
function unwrapSize(result: SizeResult) {
  if (result.ok) return { success: true as const, product: result.product }
  if (result.status === 409) throw new HttpError(409, 'CONFLICT', result.message)
  throw notFound(result.message)
}

/** A photo write's failures: 400 (not an image we take), 404, 409 (too many, a bad order). */
function unwrapPhoto(result: PhotoResult) {
  if (result.ok) return { success: true as const, product: result.product }
  throw new HttpError(
    result.status,
    result.status === 409 ? 'CONFLICT' : result.status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
    result.message,
  )
}

function unwrap(result: OrderChangeResult) {
  if (result.ok) return { success: true as const, order: result.order }
  const { status, message } = result.problem
  throw new HttpError(
    status,
    status === 409 ? 'CONFLICT' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
    message,
  )
}

/**
 * /api/admin/* (decision 007). Every route sits behind both hooks, added to this plugin's own
 * context (never by matching URLs); answers are private and never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { orders, products, catalogue, audit, customers, promos, requireAdmin },
) => {
  ownerOnly(app, requireAdmin)

  app.get('/stats', async () => ({ success: true, ...(await customers.stats()) }))
  // Sales at a glance and the orders CSV (docs/decisions/047-sales-dashboard.md).
  await app.register(adminSalesRoutes)

  // Orders.
  app.get(
    '/orders',
    {
      schema: {
        querystring: z.object({
          search,
          status: z.enum([...ORDER_STATUSES, ''], { error: 'Unknown status' }).optional(),
          page,
        }),
      },
    },
    async (request) => {
      const { search: text, status, page: pageNumber } = request.query
      const result = await orders.list({
        search: text === '' ? undefined : text,
        status: status === '' ? undefined : status,
        page: pageNumber,
        pageSize: ADMIN_PAGE_SIZE,
      })
      return { success: true, ...result, page: pageNumber, page_size: ADMIN_PAGE_SIZE }
    },
  )

  app.get('/orders/:id', { schema: { params: orderParams } }, async (request) => {
    const order = await orders.get(request.params.id)
    if (!order) throw notFound('Order not found')
    return { success: true, order }
  })

  // The slip that goes in the parcel: no prices, the gift message (decision 045).
  app.get('/orders/:id/packing-slip', { schema: { params: orderParams } }, async (request) => {
    const order = await orders.get(request.params.id)
    if (!order) throw notFound('Order not found')
    return { success: true, slip: packingSlipOf(order) }
  })

  app.post(
    '/orders/:id/status',
    { schema: { params: orderParams, body: statusChangeSchema } },
    async (request) => {
      const actor = signedInUser(request)
      const { status, tracking_number } = request.body
      return unwrap(await orders.changeStatus(request.params.id, status, tracking_number, actor.id))
    },
  )

  app.post(
    '/orders/:id/collect',
    // Guessing is bounded per order: it locks after MAX_PICKUP_CODE_ATTEMPTS wrong codes.
    { schema: { params: orderParams, body: pickupCollectSchema } },
    async (request) =>
      unwrap(await orders.collect(request.params.id, request.body.code, signedInUser(request).id)),
  )

  // A code locked by wrong tries opens again once the owner checked the shopper (decision 046).
  app.post('/orders/:id/pickup-unlock', { schema: { params: orderParams } }, async (request) =>
    unwrap(await orders.unlockPickup(request.params.id, signedInUser(request).id)),
  )

  app.patch(
    '/orders/:id/tracking',
    { schema: { params: orderParams, body: trackingChangeSchema } },
    async (request) =>
      unwrap(
        await orders.changeTracking(
          request.params.id,
          request.body.tracking_number,
          signedInUser(request).id,
        ),
      ),
  )

  // Products.
  app.get(
    '/products',
    { schema: { querystring: adminProductListQuerySchema } },
    async (request) => {
      const { q, filter, page: pageNumber, per_page: perPage } = request.query
      const result = await products.list({
        search: q === '' ? undefined : q,
        filter: filter === undefined || filter === '' ? 'all' : filter,
        page: pageNumber,
        perPage,
      })
      return { success: true, ...result, page: pageNumber, per_page: perPage }
    },
  )

  app.get('/products/:id', { schema: { params: productParams } }, async (request) => {
    const product = await products.get(request.params.id)
    if (!product) throw notFound(PRODUCT_NOT_FOUND)
    return { success: true, product }
  })

  app.post('/products', { schema: { body: productInputSchema } }, async (request, reply) => {
    const product = await products.create(request.body, signedInUser(request).id)
    return reply.status(201).send({ success: true, product })
  })

  app.patch(
    '/products/:id',
    { schema: { params: productParams, body: productPatchSchema } },
    async (request) => {
      const product = await products.update(
        request.params.id,
        request.body,
        signedInUser(request).id,
      )
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return { success: true, product }
    },
  )

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(`/products/:id/${action}`, { schema: { params: productParams } }, async (request) => {
      const product = await products.setRetired(
        request.params.id,
        retired,
        signedInUser(request).id,
      )
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return { success: true, product }
    })
  }

  // Photos (docs/decisions/049); the upload itself is below, in a context of its own.
  app.delete(
    '/products/:id/photos/:photoId',
    { schema: { params: photoParams } },
    async (request) =>
      unwrapPhoto(
        await products.removePhoto(
          request.params.id,
          request.params.photoId,
          signedInUser(request).id,
        ),
      ),
  )

  app.patch(
    '/products/:id/photos/:photoId',
    { schema: { params: photoParams, body: z.object({ alt: photoAlt }) } },
    async (request) =>
      unwrapPhoto(
        await products.setPhotoAlt(
          request.params.id,
          request.params.photoId,
          request.body.alt,
          signedInUser(request).id,
        ),
      ),
  )

  app.put(
    '/products/:id/photos/order',
    { schema: { params: productParams, body: photoOrderBody } },
    async (request) =>
      unwrapPhoto(
        await products.reorderPhotos(
          request.params.id,
          request.body.order,
          signedInUser(request).id,
        ),
      ),
  )

  // Sizes other than the full bottle (decision 019).
  app.post(
    '/products/:id/sizes',
    { schema: { params: productParams, body: sizeInputSchema } },
    async (request, reply) => {
      const answer = unwrapSize(
        await products.addSize(request.params.id, request.body, signedInUser(request).id),
      )
      return reply.status(201).send(answer)
    },
  )

  app.patch(
    '/products/:id/sizes/:sizeId',
    { schema: { params: sizeParams, body: sizePatchSchema } },
    async (request) =>
      unwrapSize(
        await products.updateSize(
          request.params.id,
          request.params.sizeId,
          request.body,
          signedInUser(request).id,
        ),
      ),
  )

  app.delete('/products/:id/sizes/:sizeId', { schema: { params: sizeParams } }, async (request) =>
    unwrapSize(
      await products.removeSize(request.params.id, request.params.sizeId, signedInUser(request).id),
    ),
  )

  // The photo upload takes raw bytes, in a context of its own so no other route parses them.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PRODUCT_IMAGE_MAX_BYTES },
      (_request, body, done) => {
        done(null, body)
      },
    )
    upload.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .status(413)
          .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE })
      }
      // Everything else answers as anywhere else in the API.
      throw error
    })
    upload
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/products/:id/photos',
        { schema: { params: productParams, querystring: photoUploadQuery } },
        async (request, reply) => {
          const body: unknown = request.body
          // A JSON or form body was parsed by the API's usual parsers: it is not an image.
          if (!Buffer.isBuffer(body)) {
            throw new HttpError(400, 'VALIDATION_ERROR', IMAGE_TYPE_MESSAGE)
          }
          const answer = unwrapPhoto(
            await products.addPhoto(
              request.params.id,
              {
                bytes: body,
                contentType: request.headers['content-type'] ?? '',
                kind: request.query.kind,
                alt: request.query.alt,
              },
              signedInUser(request).id,
            ),
          )
          return reply.status(201).send(answer)
        },
      )
  })

  // The activity log (decision 011): what owners changed, newest first.
  app.get('/audit', { schema: { querystring: auditQuerySchema } }, async (request) => {
    const { action, target, page: pageNumber } = request.query
    const result = await audit.list({
      action: action === '' ? undefined : action,
      target: target === '' ? undefined : target,
      page: pageNumber,
    })
    return { success: true, ...result }
  })

  // Customers.
  app.get(
    '/customers',
    { schema: { querystring: z.object({ search, page }) } },
    async (request) => {
      const { search: text, page: pageNumber } = request.query
      const result = await customers.list({
        search: text === '' ? undefined : text,
        page: pageNumber,
        pageSize: ADMIN_PAGE_SIZE,
      })
      return { success: true, ...result, page: pageNumber, page_size: ADMIN_PAGE_SIZE }
    },
  )

  app.get('/customers/:id', { schema: { params: customerParams } }, async (request) => {
    const customer = await customers.find(request.params.id)
    if (!customer) throw notFound('Customer not found')
    return { success: true, customer }
  })

  await app.register(adminPromoRoutes, { promos })
  await app.register(adminCatalogueRoutes, { catalogue })
}
