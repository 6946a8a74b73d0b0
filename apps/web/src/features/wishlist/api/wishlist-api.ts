import {
  INVALID_SHARE_LINK_MESSAGE,
  NO_ACTIVE_SHARE_LINK_MESSAGE,
  type SharedWishlistResponse,
  type WishlistProduct,
  type WishlistResponse,
  type WishlistShareResponse,
} from '@scentia/domain/account/wishlist'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest, isApiError, preloadContract } from '../../../lib/api-client'
import {
  WISHLIST_MESSAGES,
  setWishlistFlag,
  useToggleWishlist,
  wishlistErrorMessage,
  wishlistKeys,
} from './wishlist-toggle'

/** The wishlist's contracts (decision 042), loaded only when an answer is checked (decision 036). */
const wishlistContract = () => import('@scentia/contracts/wishlist')
preloadContract(wishlistContract)
/** The account's contracts (decision 042), loaded only when an answer is checked (decision 036). */
const accountContract = () => import('@scentia/contracts/account')
preloadContract(accountContract)

export { WISHLIST_MESSAGES, useToggleWishlist, wishlistErrorMessage, wishlistKeys }

export function wishlistQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: wishlistKeys.list(userId),
    queryFn: async ({ signal }) => {
      const response = await apiRequest<WishlistResponse>('/user/wishlist', {
        signal,
        schema: async () => (await wishlistContract()).wishlistResponseSchema,
      })
      return response.wishlist
    },
    enabled: userId !== null,
  })
}

export function useWishlist(userId: number | null) {
  return useQuery(wishlistQueryOptions(userId))
}

export function useClearWishlist(userId: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest('/user/remove-all-from-wishlist', {
        method: 'POST',
        body: { user_id: userId ?? undefined },
        schema: async () => (await accountContract()).messageResponseSchema,
      }),
    onSuccess: () => {
      if (userId === null) return
      // docs/product.md §S4: clearing the wishlist clears all flags.
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
          schema: async () => (await wishlistContract()).wishlistShareResponseSchema,
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
        schema: async () => (await wishlistContract()).wishlistShareResponseSchema,
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
        schema: async () => (await accountContract()).messageResponseSchema,
      }),
    onSuccess: () => {
      queryClient.setQueryData(wishlistKeys.share(userId), null)
    },
  })
}

/** The share status's words: 404 is 'You do not have any active share link' (docs/product.md §S8). */
export function shareStatusMessage(error: unknown): string {
  if (isApiError(error) && error.statusCode === 404) return NO_ACTIVE_SHARE_LINK_MESSAGE
  return wishlistErrorMessage(error, WISHLIST_MESSAGES.check)
}

/** GET /wishlist/share/{token}, open to anyone. A 404 is an invalid or expired link. */
export function sharedWishlistQueryOptions(shareToken: string) {
  return queryOptions({
    queryKey: wishlistKeys.shared(shareToken),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<SharedWishlistResponse>(
          `/wishlist/share/${encodeURIComponent(shareToken)}`,
          {
            signal,
            auth: false,
            schema: async () => (await wishlistContract()).sharedWishlistResponseSchema,
          },
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

export function useSharedWishlist(shareToken: string) {
  return useQuery(sharedWishlistQueryOptions(shareToken))
}
