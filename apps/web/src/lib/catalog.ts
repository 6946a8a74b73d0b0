import type { Product, ProductResponse } from '@scentia/domain/catalog/product'
import {
  productsQueryToSearchParams,
  type ProductsPage,
  type ProductsQuery,
} from '@scentia/domain/catalog/products-query'
import { PRODUCT_CACHE_TTL_MS } from '@scentia/domain/session/cache'
import type { QueryClient } from '@tanstack/react-query'
import { apiRequest, preloadContract } from './api-client'
import { keepPreviousData, queryOptions, useServerQuery } from './server-state'
import { useSessionUserId } from './session'

/**
 * The catalogue's contracts (decision 042), loaded only when an answer is checked (development
 * and tests): the shop's first load carries no zod (decision 036).
 */
const catalogContract = () => import('@scentia/contracts/catalog')
preloadContract(catalogContract)

/**
 * Query keys of the catalogue. Every read is per user (docs/product.md §S4 Product cache: reused
 * only "for the same user", because `inWishlist` differs); null is a visitor.
 */
export const catalogKeys = {
  all: ['products'] as const,
  /** Every page of GET /api/products: patched by a wishlist toggle, dropped at sign-in and out. */
  pages: ['products', 'page'] as const,
  page: (userId: number | null, search: string) =>
    ['products', 'page', { userId, search }] as const,
  /** Every product page: dropped at sign-in and sign-out, patched by a wishlist toggle. */
  details: ['products', 'detail'] as const,
  detail: (productId: string) => ['products', 'detail', productId] as const,
}

/**
 * One page of GET /api/products (docs/product.md §11): the only way a screen reads more than one
 * product, so no screen holds the whole catalogue. The query string is the domain's canonical
 * form, so two screens asking for one page share one cache entry.
 */
export async function fetchProductsPage(
  search: string,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return apiRequest<ProductsPage>(search ? `/products?${search}` : '/products', {
    signal,
    schema: async () => (await catalogContract()).productsPageSchema,
  })
}

/** A page of products for whoever is signed in (their wishlist flags), cached 5 minutes. */
export function productsPageQueryOptions(query: Partial<ProductsQuery>, userId: number | null) {
  const search = productsQueryToSearchParams(query).toString()
  return queryOptions({
    queryKey: catalogKeys.page(userId, search),
    queryFn: ({ signal }) => fetchProductsPage(search, signal),
    staleTime: PRODUCT_CACHE_TTL_MS,
  })
}

/**
 * A page of products. `keepPrevious` keeps the last answer on screen while the next one loads
 * (a filter changed, a letter typed), so the grid does not flash to a skeleton.
 */
export function useProductsPage(
  query: Partial<ProductsQuery>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const userId = useSessionUserId()
  return useServerQuery({
    ...productsPageQueryOptions(query, userId),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  })
}

/** Whose page a cached key is, and its query string; null for any other key. */
export function pageScopeOf(
  key: readonly unknown[],
): { userId: number | null; search: string } | null {
  const scope = key[2]
  if (key[1] !== 'page' || typeof scope !== 'object' || scope === null) return null
  const { userId, search } = scope as { userId?: unknown; search?: unknown }
  if (typeof search !== 'string' || (userId !== null && typeof userId !== 'number')) return null
  return { userId, search }
}

/**
 * The pages on screen read again as `userId` sees them (at sign-in: their wishlist flags), so
 * the screen changes over to the shopper's own pages at once. Rejects when one fails.
 */
export async function readPagesOnScreenFor(client: QueryClient, userId: number): Promise<void> {
  const searches = client
    .getQueryCache()
    .findAll({ queryKey: catalogKeys.pages, type: 'active' })
    .flatMap((query) => pageScopeOf(query.queryKey)?.search ?? [])
  await Promise.all(
    [...new Set(searches)].map((search) =>
      client.query({
        queryKey: catalogKeys.page(userId, search),
        queryFn: ({ signal }) => fetchProductsPage(search, signal),
        staleTime: 0,
      }),
    ),
  )
}

/**
 * Given products by id, in the order asked (docs/decisions/030: GET /api/products?ids=), for the
 * screens that keep ids of their own: recently viewed, the cart. Sold-out ones are included.
 */
export function productsByIdsQueryOptions(ids: readonly number[], userId: number | null) {
  return productsPageQueryOptions({ ids: [...ids], perPage: Math.max(1, ids.length) }, userId)
}

export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const response = await apiRequest<ProductResponse>(`/product/${encodeURIComponent(productId)}`, {
    signal,
    schema: async () => (await catalogContract()).productResponseSchema,
  })
  return response.product
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogKeys.detail(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    staleTime: PRODUCT_CACHE_TTL_MS,
  })
}

/** One product, from its own endpoint (live stock and sizes). */
export function useProduct(productId: string) {
  return useServerQuery(productQueryOptions(productId))
}
