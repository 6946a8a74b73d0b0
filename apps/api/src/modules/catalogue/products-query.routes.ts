import { productsPageSchema } from '@scentia/contracts/catalog'
import { parseProductsQuery } from '@scentia/domain/catalog/products-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest } from '../../plugins/error-handler.js'
import type { ProductsQueryService } from './products-query.service.js'

export interface ProductsQueryRoutesOptions {
  catalogue: ProductsQueryService
  /** The shopper's wishlisted product ids (see products.routes.ts: products never imports wishlist). */
  wishlistIdsOf: (userId: number) => Promise<Set<number>>
}

/**
 * Stock moves with every order, so a visitor's page is asked for again each time. A signed-in
 * shopper's carries their wishlist flags: theirs alone to cache (as products.routes.ts does).
 */
const VISITOR_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const PERSONAL_CACHE_CONTROL = 'private, max-age=0, must-revalidate'

/** GET /api/products (docs/product.md §11; `ids` extends it, docs/decisions/030). */
export const productsQueryRoutes: FastifyPluginAsyncZod<ProductsQueryRoutesOptions> = async (
  app,
  { catalogue, wishlistIdsOf },
) => {
  app.get(
    '/products',
    // The answer is encoded with its contract (decision 042): the web parses the same schema.
    { onRequest: app.optionalUser, schema: { response: { 200: productsPageSchema } } },
    async (request, reply) => {
      // Read from the raw query string with the domain's codec, the one /shop's URL uses, so a
      // repeated or unknown parameter means the same here as on the page.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      const parsed = parseProductsQuery(new URLSearchParams(search))
      if (!parsed.ok) throw badRequest(parsed.message)
      const wishlistIds = request.user ? await wishlistIdsOf(request.user.id) : undefined
      const page = await catalogue.productsPage(parsed.query, wishlistIds ? { wishlistIds } : {})
      void reply
        .header('cache-control', request.user ? PERSONAL_CACHE_CONTROL : VISITOR_CACHE_CONTROL)
        .header('vary', 'Authorization')
      return page
    },
  )
}
