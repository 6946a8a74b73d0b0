import type { Product } from '@scentia/domain/catalog/product'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import { serverMessage } from '@scentia/domain/http/errors'
import type { QueryClient, QueryFilters } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest, isApiError, preloadContract } from '../../../lib/api-client'
import { catalogKeys, pageScopeOf } from '../../../lib/catalog'
import { useQueryClientLater } from '../../../lib/server-state'
import { whenSessionKnown } from '../../../lib/session'

/** The account's contracts (decision 042), loaded only when an answer is checked (decision 036). */
const accountContract = () => import('@scentia/contracts/account')
preloadContract(accountContract)

// This file is on every product card (the heart), so it stays free of zod: the schemas of
// '@scentia/domain/account/wishlist' load with the wishlist pages, not with the shop.

/** docs/product.md §S8 Products and wishlist: the fallbacks when the server gives no text. */
export const WISHLIST_MESSAGES = {
  add: 'Failed to add to wishlist',
  remove: 'Failed to remove from wishlist',
  clear: 'Failed to clear wishlist',
  check: 'Failed to check status',
  generate: 'Failed to generate wishlist share link',
  revoke: 'Failed to revoke wishlist share link',
  fetch: 'Failed to fetch wishlist',
  /** Why a heart tapped signed out opens the sign-in panel. */
  signInToSave: 'Sign in to save it to your wishlist',
} as const

/**
 * docs/product.md §S8: the server's error field is preferred; when absent, the action's own words. Network
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

/** The cached reads that carry the shopper's wishlist flags: their pages, and product details. */
function flaggedReads(userId: number): [QueryFilters, QueryFilters] {
  return [
    {
      queryKey: catalogKeys.pages,
      predicate: (query) => pageScopeOf(query.queryKey)?.userId === userId,
    },
    { queryKey: catalogKeys.details },
  ]
}

/**
 * docs/product.md §S4 Product cache: after a successful add or remove the product's flag flips locally in
 * every cached page of products and detail; the wishlist itself is read again.
 */
export function setWishlistFlag(
  queryClient: QueryClient,
  userId: number,
  productId: number | null,
  inWishlist: boolean,
) {
  const matches = (product: Product) => productId === null || product.id === productId
  const [pages, details] = flaggedReads(userId)
  queryClient.setQueriesData<ProductsPage>(
    pages,
    (page) =>
      page && {
        ...page,
        products: page.products.map((product) =>
          matches(product) ? { ...product, inWishlist } : product,
        ),
      },
  )
  queryClient.setQueriesData<Product>(details, (product) =>
    product && matches(product) ? { ...product, inWishlist } : product,
  )
}

interface ToggleCallbacks {
  onError?: (error: unknown) => void
  onSettled?: () => void
  /** The press found no one signed in (the heart then asks to sign in). */
  onSignedOut?: () => void
}

/**
 * Adds or removes one product for the shopper signed in when the press is carried out. A plain
 * hook, not useMutation: the heart is on every card of the first page, and TanStack's mutation
 * observer would add its weight to every first visit.
 *
 * A press can come from a render that predates the session: one pressed before hydration is
 * replayed by the handler the page hydrated with, as the visitor the server rendered for
 * (lib/hydration.ts), and a card that hydrates apart hydrates as that visitor when pressed
 * (decision 036). So the shopper is read when the press is carried out, once the stored session
 * has been read (`whenSessionKnown`), never from the render. A second press of the same product
 * while one is out is dropped: each press is carried out once.
 */
export function useToggleWishlist() {
  // Query may not have arrived when the heart is pressed (decision 054): the press waits for it.
  const queryClientLater = useQueryClientLater()
  const [pendingCount, setPendingCount] = useState(0)
  // The products with a press out, read synchronously: a double tap lands before a render.
  const [outNow] = useState(() => new Set<number>())

  async function toggle(productId: number, add: boolean, callbacks: ToggleCallbacks) {
    if (outNow.has(productId)) return
    outNow.add(productId)
    setPendingCount((count) => count + 1)
    try {
      const { user } = await whenSessionKnown()
      if (!user) {
        callbacks.onSignedOut?.()
        return
      }
      const userId = user.user_id
      await apiRequest(add ? '/user/add-to-wishlist' : '/user/remove-from-wishlist', {
        method: 'POST',
        body: { product_id: productId, user_id: userId },
        schema: async () => (await accountContract()).messageResponseSchema,
      })
      const queryClient = await queryClientLater()
      // A page or detail read that started before this change answers the old flag, and would
      // land over the one set here (the signed-in shopper's first read of a server-rendered page
      // races a quick tap). Such a read is cancelled, the flag set, and the read made again.
      const inFlight = flaggedReads(userId).filter((filters) => queryClient.isFetching(filters) > 0)
      await Promise.all(inFlight.map((filters) => queryClient.cancelQueries(filters)))
      setWishlistFlag(queryClient, userId, productId, add)
      for (const filters of inFlight) void queryClient.invalidateQueries(filters)
      if (!add) {
        queryClient.setQueryData<Product[]>(wishlistKeys.list(userId), (items) =>
          items?.filter((item) => item.id !== productId),
        )
      }
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) })
    } catch (error) {
      callbacks.onError?.(error)
    } finally {
      outNow.delete(productId)
      setPendingCount((count) => count - 1)
      callbacks.onSettled?.()
    }
  }

  return {
    /** From the press until its answer, the wait for the session and Query included. */
    isPending: pendingCount > 0,
    mutate: (
      { productId, add }: { productId: number; add: boolean },
      callbacks: ToggleCallbacks = {},
    ) => {
      void toggle(productId, add, callbacks)
    },
  }
}
