import type { Product } from '@scentia/domain/catalog/product'
import {
  INVALID_SHARE_LINK_MESSAGE,
  NO_ACTIVE_SHARE_LINK_MESSAGE,
  type SharedWishlistResponse,
  type WishlistProduct,
  type WishlistResponse,
  type WishlistShareResponse,
} from '@scentia/domain/account/wishlist'
import { serverMessage } from '@scentia/domain/http/errors'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest, isApiError } from '../../../lib/api-client'
import { catalogKeys } from '../../../lib/catalog'

/** Spec §8 Products and wishlist: the fallbacks when the server gives no text. */
export const WISHLIST_MESSAGES = {
  add: 'Failed to add to wishlist',
  remove: 'Failed to remove from wishlist',
  clear: 'Failed to clear wishlist',
  check: 'Failed to check status',
  generate: 'Failed to generate wishlist share link',
  revoke: 'Failed to revoke wishlist share link',
  fetch: 'Failed to fetch wishlist',
} as const

/**
 * Spec §8: the server's error field is preferred; when absent, the action's own words. Network
 * failures keep the client's words ('Network error - ...'), which say more than the fallback.
 */
export function wishlistErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.statusCode === null) return error.message
    return serverMessage(error.details) ?? fallback
  }
  return fallback
}

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (userId: number | null) => ['wishlist', 'list', userId] as const,
  share: (userId: number | null) => ['wishlist', 'share', userId] as const,
  shared: (token: string) => ['wishlist', 'shared', token] as const,
}

export function wishlistQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: wishlistKeys.list(userId),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<WishlistResponse>('/user/wishlist', { signal })
      return response.wishlist
    },
    enabled: userId !== null,
  })
}

export function useWishlist(userId: number | null) {
  return useQuery(wishlistQueryOptions(userId))
}

/**
 * Spec §4 Product cache: after a successful add or remove the product's flag flips locally in
 * every cached list and detail; the wishlist itself is read again.
 */
function setWishlistFlag(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: number,
  productId: number | null,
  inWishlist: boolean,
) {
  const matches = (product: Product) => productId === null || product.id === productId
  queryClient.setQueryData<Product[]>(catalogKeys.list(userId), (products) =>
    products?.map((product) => (matches(product) ? { ...product, inWishlist } : product)),
  )
  queryClient.setQueriesData<Product>({ queryKey: [...catalogKeys.all, 'detail'] }, (product) =>
    product && matches(product) ? { ...product, inWishlist } : product,
  )
}

export function useToggleWishlist(userId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ productId, add }: { productId: number; add: boolean }) => {
      await apiRequest(add ? '/user/add-to-wishlist' : '/user/remove-from-wishlist', {
        method: 'POST',
        body: { product_id: productId, user_id: userId ?? undefined },
      })
      return { productId, add }
    },
    onSuccess: ({ productId, add }) => {
      if (userId === null) return
      setWishlistFlag(queryClient, userId, productId, add)
      if (!add) {
        queryClient.setQueryData<WishlistProduct[]>(wishlistKeys.list(userId), (items) =>
          items?.filter((item) => item.id !== productId),
        )
      }
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) })
    },
  })
}

export function useClearWishlist(userId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest('/user/remove-all-from-wishlist', {
        method: 'POST',
        body: { user_id: userId ?? undefined },
      }),
    onSuccess: () => {
      if (userId === null) return
      // Spec §4: clearing the wishlist clears all flags.
      setWishlistFlag(queryClient, userId, null, false)
      queryClient.setQueryData<WishlistProduct[]>(wishlistKeys.list(userId), [])
    },
  })
}

/** POST /check-wishlist-share: the live link, or null (404: no active share link). */
export function useWishlistShare(userId: number | null) {
  return useQuery({
    queryKey: wishlistKeys.share(userId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<WishlistShareResponse>('/check-wishlist-share', {
          method: 'POST',
          body: { user_id: userId ?? undefined },
          signal,
        })
      } catch (error) {
        if (isApiError(error) && error.statusCode === 404) return null
        throw error
      }
    },
    enabled: userId !== null,
  })
}

export function useGenerateShareLink(userId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<WishlistShareResponse>('/wishlist/share/generate', {
        method: 'POST',
        body: { user_id: userId ?? undefined },
      }),
    onSuccess: (share) => {
      queryClient.setQueryData(wishlistKeys.share(userId), share)
    },
  })
}

export function useRevokeShareLink(userId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest('/wishlist/share/revoke', {
        method: 'POST',
        body: { user_id: userId ?? undefined },
      }),
    onSuccess: () => {
      queryClient.setQueryData(wishlistKeys.share(userId), null)
    },
  })
}

/** The share status's words: 404 is 'You do not have any active share link' (spec §8). */
export function shareStatusMessage(error: unknown): string {
  if (isApiError(error) && error.statusCode === 404) return NO_ACTIVE_SHARE_LINK_MESSAGE
  return wishlistErrorMessage(error, WISHLIST_MESSAGES.check)
}

/** GET /wishlist/share/{token}, open to anyone. A 404 is an invalid or expired link. */
export function useSharedWishlist(shareToken: string) {
  return useQuery({
    queryKey: wishlistKeys.shared(shareToken),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<SharedWishlistResponse>(
          `/wishlist/share/${encodeURIComponent(shareToken)}`,
          { signal, auth: false },
        )
      } catch (error) {
        if (isApiError(error) && error.statusCode === 404) {
          throw new ApiError({
            message: INVALID_SHARE_LINK_MESSAGE,
            type: 'NOT_FOUND',
            statusCode: 404,
            details: error.details,
          })
        }
        throw error
      }
    },
    retry: false,
  })
}
