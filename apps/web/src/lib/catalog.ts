import type { Product, ProductListResponse, ProductResponse } from '@scentia/domain/catalog/product'
import { PRODUCT_CACHE_TTL_MS } from '@scentia/domain/session/cache'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { useSessionUserId } from './session'

/**
 * Query keys of the catalogue. The list is per user (docs/product.md §S4 Product cache: reused only "for
 * the same user", because `inWishlist` differs); null is a visitor.
 */
export const catalogKeys = {
  all: ['products'] as const,
  list: (userId: number | null) => ['products', 'list', { userId }] as const,
  /** Every product page: dropped at sign-in and sign-out, patched by a wishlist toggle. */
  details: ['products', 'detail'] as const,
  detail: (productId: string) => ['products', 'detail', productId] as const,
}

export async function fetchProducts(
  userId: number | null,
  signal?: AbortSignal,
): Promise<Product[]> {
  const response = await apiRequest<ProductListResponse>('/user/product/list', {
    query: { user_id: userId },
    signal,
  })
  return response.productList
}

/**
 * The visitors' catalogue at one version, as a server-rendered page names it (docs/product.md §8): the
 * page carries the URL, not the list, so its HTML fits a slow line's first round trip, and
 * every page of one version shares the one cached copy.
 */
export function versionedProductsPath(version: string): string {
  return `/api/user/product/list?v=${encodeURIComponent(version)}`
}

/** The list at a path from `versionedProductsPath`: no token, so it is the visitors' list. */
export async function fetchVersionedProducts(path: string): Promise<Product[]> {
  const response = await apiRequest<ProductListResponse>(path, { auth: false })
  return response.productList
}

export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const response = await apiRequest<ProductResponse>(`/product/${encodeURIComponent(productId)}`, {
    signal,
  })
  return response.product
}

/** The whole catalogue, cached for 5 minutes (docs/product.md §S4, §S9). */
export function productsQueryOptions(userId: number | null = null) {
  return queryOptions({
    queryKey: catalogKeys.list(userId),
    queryFn: ({ signal }) => fetchProducts(userId, signal),
    staleTime: PRODUCT_CACHE_TTL_MS,
  })
}

/** The list for whoever is signed in (their wishlist flags), or the visitor's list. */
export function useProducts() {
  const userId = useSessionUserId()
  return useQuery(productsQueryOptions(userId))
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogKeys.detail(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
    staleTime: PRODUCT_CACHE_TTL_MS,
  })
}

/**
 * One product. While it loads, the copy already in the cached list stands in, so opening a
 * product from the grid paints at once; the fresh one (with live stock) replaces it.
 */
export function useProduct(productId: string) {
  const queryClient = useQueryClient()
  const userId = useSessionUserId()
  return useQuery({
    ...productQueryOptions(productId),
    placeholderData: () =>
      queryClient
        .getQueryData(productsQueryOptions(userId).queryKey)
        ?.find((product) => product.productId === productId),
  })
}
