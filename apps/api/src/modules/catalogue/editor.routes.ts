import {
  adminProductListResponseSchema,
  adminProductResponseSchema,
} from '@scentia/contracts/admin'
import { adminProductListQuerySchema } from '@scentia/domain/admin/order-console'
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
import {
  MAX_GALLERY_PHOTOS,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_KINDS,
} from '@scentia/domain/catalog/product-photos'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { badRequest, notFound, refusal } from '../../plugins/error-handler.js'
import { adminCatalogueRoutes } from './editor-csv.routes.js'
import type { AdminCatalogueService } from './editor-csv.service.js'
import type { AdminProductsService, PhotoResult, SizeResult } from './editor-products.service.js'

export interface CatalogueEditorRoutesOptions {
  products: AdminProductsService
  /** The catalogue CSV's export and import (docs/product.md §11). */
  catalogue: AdminCatalogueService
}

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

const PRODUCT_NOT_FOUND = 'Product not found'

/** Every answer about one product is the product as it now stands (decision 042). */
const productAnswer = { 200: adminProductResponseSchema }
const productCreated = { 201: adminProductResponseSchema }

/** A size write's failures are a missing product or size: 404. */
function unwrapSize(result: SizeResult) {
  if (result.ok) return { success: true as const, product: result.product }
  throw refusal(result.status, result.message)
}

/** A photo write's failures: 400 (not an image we take), 404, 409 (too many, a bad order). */
function unwrapPhoto(result: PhotoResult) {
  if (result.ok) return { success: true as const, product: result.product }
  throw refusal(result.status, result.message)
}

/**
 * The catalogue's editor under /api/admin/products (decisions 007, 035): the console registers
 * it inside its owner-only context, so every route here sits behind the owner check.
 */
export const catalogueEditorRoutes: FastifyPluginAsyncZod<CatalogueEditorRoutesOptions> = async (
  app,
  { products, catalogue },
) => {
  app.get(
    '/products',
    {
      schema: {
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema },
      },
    },
    async (request) => {
      const { q, filter, page: pageNumber, per_page: perPage } = request.query
      const result = await products.list({
        search: q === '' ? undefined : q,
        filter: filter === undefined || filter === '' ? 'all' : filter,
        page: pageNumber,
        perPage,
      })
      return { success: true as const, ...result, page: pageNumber, per_page: perPage }
    },
  )

  app.get(
    '/products/:id',
    { schema: { params: productParams, response: productAnswer } },
    async (request) => {
      const product = await products.get(request.params.id)
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return { success: true as const, product }
    },
  )

  app.post(
    '/products',
    { schema: { body: productInputSchema, response: productCreated } },
    async (request, reply) => {
      const product = await products.create(request.body, signedInUser(request).id)
      return reply.status(201).send({ success: true as const, product })
    },
  )

  app.patch(
    '/products/:id',
    { schema: { params: productParams, body: productPatchSchema, response: productAnswer } },
    async (request) => {
      const product = await products.update(
        request.params.id,
        request.body,
        signedInUser(request).id,
      )
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return { success: true as const, product }
    },
  )

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/products/:id/${action}`,
      { schema: { params: productParams, response: productAnswer } },
      async (request) => {
        const product = await products.setRetired(
          request.params.id,
          retired,
          signedInUser(request).id,
        )
        if (!product) throw notFound(PRODUCT_NOT_FOUND)
        return { success: true as const, product }
      },
    )
  }

  // Photos (docs/decisions/049); the upload itself is below, in a context of its own.
  app.delete(
    '/products/:id/photos/:photoId',
    { schema: { params: photoParams, response: productAnswer } },
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
    { schema: { params: photoParams, body: z.object({ alt: photoAlt }), response: productAnswer } },
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
    { schema: { params: productParams, body: photoOrderBody, response: productAnswer } },
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
    { schema: { params: productParams, body: sizeInputSchema, response: productCreated } },
    async (request, reply) => {
      const answer = unwrapSize(
        await products.addSize(request.params.id, request.body, signedInUser(request).id),
      )
      return reply.status(201).send(answer)
    },
  )

  app.patch(
    '/products/:id/sizes/:sizeId',
    { schema: { params: sizeParams, body: sizePatchSchema, response: productAnswer } },
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

  app.delete(
    '/products/:id/sizes/:sizeId',
    { schema: { params: sizeParams, response: productAnswer } },
    async (request) =>
      unwrapSize(
        await products.removeSize(
          request.params.id,
          request.params.sizeId,
          signedInUser(request).id,
        ),
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
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/products/:id/photos',
      {
        schema: { params: productParams, querystring: photoUploadQuery, response: productCreated },
      },
      async (request, reply) => {
        const body: unknown = request.body
        // A JSON or form body was parsed by the API's usual parsers: it is not an image.
        if (!Buffer.isBuffer(body)) throw badRequest(IMAGE_TYPE_MESSAGE)
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

  await app.register(adminCatalogueRoutes, { catalogue })
}
