import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../plugins/error-handler.js'
import type { FastAnswer } from '../../plugins/fast-path.js'
import { createShopPreviews } from './link-preview.js'
import { type PreparedResponse, sendPrepared, type StoredResponse } from './prepared-response.js'
import { PRODUCT_ID_MAX_LENGTH } from './products.service.js'

/**
 * The catalogue changes with every order's stock decrement, so a browser or CDN must ask again
 * each time; the ETag makes that question a cheap 304. The SPA keeps its own 5-minute product
 * cache (docs/product.md §S9), so an HTTP max-age on top would only stack staleness onto stock counts.
 */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** The art URL carries the art's version, so these bytes never change under it. */
const ART_IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * The visitors' list at `?v=` the current catalogue version (a rendered page's catalogue,
 * docs/product.md §8): the bytes of that version, which never change, so every page of the shop
 * shares one cached copy until the catalogue moves and the pages name a new version.
 */
const CATALOGUE_VERSIONED = ART_IMMUTABLE
/** An art URL without the current version (an old order's image, a hand-typed link). */
const ART_UNVERSIONED = 'public, max-age=3600, must-revalidate'
/**
 * A link preview's `v` is its art's: a change to how previews are framed would not move it, so
 * previewers and caches keep one for a day, not a year (decision 025).
 */
const LINK_PREVIEW_VERSIONED = 'public, max-age=86400'

const ART_KEY_MAX_LENGTH = PRODUCT_ID_MAX_LENGTH
/** A signed-in shopper's answer carries their wishlist flags: theirs alone to cache. */
const PERSONAL_CACHE_CONTROL = 'private, max-age=0, must-revalidate'

/** Request headers besides Accept-Encoding that choose a catalogue answer. */
const VARY = ['Authorization']

/**
 * A catalogue answer (the list or one product): shared by every visitor, but a signed-in
 * shopper's carries their own wishlist flags, so a shared cache must not hand one person's
 * answer to another.
 */
function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedResponse | StoredResponse,
) {
  return sendPrepared(request, reply, prepared, {
    cacheControl: request.user ? PERSONAL_CACHE_CONTROL : CATALOGUE_CACHE_CONTROL,
    vary: VARY,
  })
}

export interface ProductsRoutesOptions {
  /**
   * The shopper's wishlisted product ids, for the inWishlist flags. Handed in by the composition
   * root (app.ts) so that products never imports wishlist, which depends on products.
   */
  wishlistIdsOf: (userId: number) => Promise<Set<number>>
}

export const productsRoutes: FastifyPluginAsyncZod<ProductsRoutesOptions> = async (
  app,
  { wishlistIdsOf },
) => {
  /** The wishlist of the token's user (optionalUser ran first); visitors get none. */
  const wishlistOf = async (request: FastifyRequest) =>
    request.user ? { wishlistIds: await wishlistIdsOf(request.user.id) } : {}

  /** The visitors' list, at the page's `v` when it is still the current version. */
  async function visitorsList(v: string | undefined) {
    if (v !== undefined) {
      const { version, response } = await app.products.versionedProductList()
      // An older version's bytes are gone: the current list, asked for again next time.
      if (v === version) {
        return { status: 200, body: response, cacheControl: CATALOGUE_VERSIONED, vary: VARY }
      }
    }
    const body = await app.products.productListResponse()
    return { status: 200, body, cacheControl: CATALOGUE_CACHE_CONTROL, vary: VARY }
  }

  /**
   * The visitors' list for the fast path (decision 050). A large catalogue's list keeps its
   * brotli and gzip copies in memory, which the fast path sends as any prepared body; its
   * identity bytes are a file (decision 051) that the fast path leaves to Fastify to stream.
   */
  function fastVisitorsList(
    v: string | undefined,
  ): FastAnswer | undefined | Promise<FastAnswer | undefined> {
    // At once while the catalogue is current and its list made: the same answer visitorsList
    // gives from that snapshot, without a promise per hit (decision 050, 2026-11-29).
    const now = app.products.versionedProductListNow()
    if (now) {
      const { version, response: body } = now
      return v !== undefined && v === version
        ? { status: 200, body, cacheControl: CATALOGUE_VERSIONED, vary: VARY }
        : { status: 200, body, cacheControl: CATALOGUE_CACHE_CONTROL, vary: VARY }
    }
    return visitorsList(v)
  }

  /** One product as visitors get it; undefined for none (a 404, Fastify's to answer). */
  async function visitorsProduct(productId: string): Promise<FastAnswer | undefined> {
    const body = await app.products.productDetailResponse(productId)
    return body && { status: 200, body, cacheControl: CATALOGUE_CACHE_CONTROL, vary: VARY }
  }

  app.get(
    '/user/product/list',
    {
      schema: {
        // docs/product.md §S7's ?user_id= is accepted and ignored: wishlist flags come only from the
        // signed-in shopper's own token, never from an id any caller can type.
        // `v` is a catalogue version, named by a server-rendered page (docs/product.md §8).
        querystring: z.object({
          user_id: z.string().max(64).optional(),
          v: z.string().max(32).optional(),
        }),
      },
      onRequest: app.optionalUser,
    },
    async (request, reply) => {
      if (!request.user) {
        const { v } = request.query
        const answer = await visitorsList(v)
        // The same URL from the next visitor is answered before Fastify (decision 050).
        app.fastPath.learn(request, () => fastVisitorsList(v))
        return sendPrepared(request, reply, answer.body, answer)
      }
      const prepared = await app.products.productListResponse(await wishlistOf(request))
      return sendCatalogue(request, reply, prepared)
    },
  )

  app.get(
    '/product/:productId',
    {
      schema: {
        params: z.object({
          productId: z.string().min(1).max(PRODUCT_ID_MAX_LENGTH, 'Product id is too long'),
        }),
      },
      onRequest: app.optionalUser,
    },
    async (request, reply) => {
      const { productId } = request.params
      if (!request.user) {
        const answer = await visitorsProduct(productId)
        if (!answer) throw notFound('Product not found')
        app.fastPath.learn(request, () => visitorsProduct(productId))
        return sendPrepared(request, reply, answer.body, answer)
      }
      const prepared = await app.products.productDetailResponse(
        productId,
        await wishlistOf(request),
      )
      if (!prepared) throw notFound('Product not found')
      return sendCatalogue(request, reply, prepared)
    },
  )

  const artSchema = {
    params: z.object({
      imageId: z.string().min(1).max(ART_KEY_MAX_LENGTH, 'Art id is too long'),
    }),
    querystring: z.object({ v: z.string().max(32).optional() }),
  }

  app.get('/products/art/:imageId.svg', { schema: artSchema }, async (request, reply) => {
    const art = await app.products.productArt(request.params.imageId)
    if (!art) throw notFound('Product art not found')
    const isCurrentVersion = request.query.v === art.version
    return sendPrepared(request, reply, await art.response(), {
      cacheControl: isCurrentVersion ? ART_IMMUTABLE : ART_UNVERSIONED,
    })
  })

  // The shop's own preview (decision 025): its shelf, drawn once per shelf and process.
  const shopPreview = createShopPreviews(async (imageId) => {
    const art = await app.products.productArt(imageId)
    return art && { response: await art.response() }
  })
  app.get(
    '/products/preview.png',
    { schema: { querystring: z.object({ v: z.string().max(32).optional() }) } },
    async (request, reply) => {
      const preview = shopPreview(await app.products.previewShelf())
      if (!preview) throw notFound('The shop has no preview yet')
      return sendPrepared(request, reply, await preview.response, {
        cacheControl:
          request.query.v === preview.version ? LINK_PREVIEW_VERSIONED : ART_UNVERSIONED,
      })
    },
  )

  // The art as previewers take it (decision 025): the product page's og:image.
  app.get('/products/art/:imageId.png', { schema: artSchema }, async (request, reply) => {
    const art = await app.products.productArt(request.params.imageId)
    if (!art) throw notFound('Product art not found')
    const isCurrentVersion = request.query.v === art.version
    return sendPrepared(request, reply, await art.linkPreview(), {
      cacheControl: isCurrentVersion ? LINK_PREVIEW_VERSIONED : ART_UNVERSIONED,
    })
  })
}
