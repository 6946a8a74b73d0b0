import type { Product } from '@scentia/domain/catalog/product'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogKeys } from '../../../lib/catalog'
import { createQueryClient } from '../../../lib/query-client'
import { sessionActions } from '../../../lib/session'
import { buildProduct, buildProductsPage, buildUser } from '../../../test/factories'
import { useClearWishlist } from './wishlist-api'
import { useToggleWishlist, wishlistKeys } from './wishlist-toggle'

const product = (id: number, inWishlist: boolean) =>
  buildProduct({ id, productId: `p${String(id)}`, inWishlist })

function setup(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  // Shopper 7 is signed in: a press acts for the session's shopper.
  sessionActions.signIn('token', buildUser({ user_id: 7 }))
  const queryClient = createQueryClient()
  queryClient.setQueryData(SHOPPERS_PAGE, buildProductsPage([product(1, false), product(2, true)]))
  // A visitor's page of the same products (before sign-in): never the shopper's flags.
  queryClient.setQueryData(VISITORS_PAGE, buildProductsPage([product(1, false), product(2, false)]))
  queryClient.setQueryData(catalogKeys.detail('p1'), product(1, false))
  queryClient.setQueryData(wishlistKeys.list(7), [product(2, true)])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { fetchMock, queryClient, wrapper }
}

/** A page of GET /api/products as shopper 7 read it, and as a visitor did. */
const SHOPPERS_PAGE = catalogKeys.page(7, 'family=Woody')
const VISITORS_PAGE = catalogKeys.page(null, 'family=Woody')
const pageFlags = (queryClient: ReturnType<typeof createQueryClient>, key = SHOPPERS_PAGE) =>
  flags(queryClient.getQueryData<ProductsPage>(key)?.products)

// A whole answer: it is checked against its contract (decision 042).
const ok = () =>
  Promise.resolve(new Response(JSON.stringify({ success: true, message: 'Done' }), { status: 200 }))
const flags = (products: Product[] | undefined) =>
  products?.map((item) => [item.id, item.inWishlist])

afterEach(() => {
  sessionActions.signOut()
  vi.unstubAllGlobals()
})

describe('wishlist flags in the product cache (docs/product.md §S4)', () => {
  it('adding flips the flag in the shopper’s cached pages and the detail after the API agrees', async () => {
    const { fetchMock, queryClient, wrapper } = setup(ok)
    const { result } = renderHook(() => useToggleWishlist(), { wrapper })
    act(() => {
      result.current.mutate({ productId: 1, add: true })
    })
    await waitFor(() => {
      expect(pageFlags(queryClient)).toEqual([
        [1, true],
        [2, true],
      ])
    })
    expect(queryClient.getQueryData<Product>(catalogKeys.detail('p1'))?.inWishlist).toBe(true)
    expect(pageFlags(queryClient, VISITORS_PAGE)).toEqual([
      [1, false],
      [2, false],
    ])
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/user/add-to-wishlist')
    expect(JSON.parse(init.body as string)).toEqual({ product_id: 1, user_id: 7 })
  })

  it('a page read already in flight when the heart is tapped cannot land the old flag over the new one', async () => {
    const { fetchMock, queryClient, wrapper } = setup(ok)
    // The shopper's read of the page: the first answers late, as the server was before the tap.
    let answerOldRead: (page: ProductsPage) => void = () => undefined
    const pageRead = vi
      .fn<() => Promise<ProductsPage>>()
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answerOldRead = resolve
          }),
      )
      .mockResolvedValue(buildProductsPage([product(1, true), product(2, true)]))
    const { result } = renderHook(
      () => {
        // Stale at once: the page is read as it mounts, as a signed-in shopper's first page is.
        useQuery({ queryKey: SHOPPERS_PAGE, queryFn: pageRead, staleTime: 0 })
        return useToggleWishlist()
      },
      { wrapper },
    )
    await waitFor(() => {
      expect(pageRead).toHaveBeenCalledTimes(1)
    })
    act(() => {
      result.current.mutate({ productId: 1, add: true })
    })
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(pageFlags(queryClient)).toEqual([
        [1, true],
        [2, true],
      ])
    })
    // The old read answers now, after the tap: it must not put the heart back.
    act(() => {
      answerOldRead(buildProductsPage([product(1, false), product(2, true)]))
    })
    await waitFor(() => {
      expect(pageRead).toHaveBeenCalledTimes(2)
    })
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0)
    })
    expect(pageFlags(queryClient)).toEqual([
      [1, true],
      [2, true],
    ])
  })

  it('removing drops the flag and the wishlist line', async () => {
    const { queryClient, wrapper } = setup(ok)
    const { result } = renderHook(() => useToggleWishlist(), { wrapper })
    act(() => {
      result.current.mutate({ productId: 2, add: false })
    })
    await waitFor(() => {
      expect(pageFlags(queryClient)).toEqual([
        [1, false],
        [2, false],
      ])
    })
    expect(queryClient.getQueryData<Product[]>(wishlistKeys.list(7))).toEqual([])
  })

  it('a failure leaves every flag as it was and reports the error', async () => {
    const { queryClient, wrapper } = setup(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, error: 'Nope' }), { status: 500 }),
      ),
    )
    const onError = vi.fn()
    const { result } = renderHook(() => useToggleWishlist(), { wrapper })
    act(() => {
      result.current.mutate({ productId: 1, add: true }, { onError })
    })
    await waitFor(() => {
      expect(onError).toHaveBeenCalledOnce()
    })
    expect(pageFlags(queryClient)).toEqual([
      [1, false],
      [2, true],
    ])
  })

  it('clearing the wishlist clears all flags', async () => {
    const { queryClient, wrapper } = setup(ok)
    const { result } = renderHook(() => useClearWishlist(7), { wrapper })
    act(() => {
      result.current.mutate()
    })
    await waitFor(() => {
      expect(pageFlags(queryClient)).toEqual([
        [1, false],
        [2, false],
      ])
    })
    expect(queryClient.getQueryData<Product[]>(wishlistKeys.list(7))).toEqual([])
  })
})
