import { PRODUCT_CACHE_TTL_MS } from '@scentia/domain/session/cache'
import {
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildProduct, buildProductsPage } from '../test/factories'
import { productsPageQueryOptions } from './catalog'
import { readAsOfArrival, readPageState, STATE_ELEMENT_ID } from './hydration'

const MINUTE_MS = 60_000
const RENDERED_AT = Date.UTC(2026, 10, 28, 9, 0)
/** The shop's first page, as the home rails and /shop read it. */
const firstPage = productsPageQueryOptions({ page: 1 }, null)

/** The state a page rendered at RENDERED_AT carries: its page of products, and a failed read. */
function renderedState() {
  const server = new QueryClient()
  server.setQueryData(firstPage.queryKey, buildProductsPage([buildProduct()]), {
    updatedAt: RENDERED_AT,
  })
  return dehydrate(server)
}

/** The page in the document, as the server sent it from its cache. */
function servePage(queries: ReturnType<typeof dehydrate>) {
  const block = document.createElement('script')
  block.id = STATE_ELEMENT_ID
  block.type = 'application/json'
  block.textContent = JSON.stringify({ router: {}, queries })
  document.body.append(block)
}

afterEach(() => {
  document.getElementById(STATE_ELEMENT_ID)?.remove()
  vi.restoreAllMocks()
})

describe('a cached page hydrated long after it was rendered', () => {
  it('does not fetch again what the page brought (its reads count from arrival)', () => {
    // Rendered at 09:00, kept in the server's cache, served and hydrated at 09:40: past the
    // catalogue's five minutes if counted from the render.
    const arrivedAt = RENDERED_AT + 40 * MINUTE_MS
    vi.spyOn(Date, 'now').mockReturnValue(arrivedAt)
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}))
    servePage(renderedState())

    const client = new QueryClient()
    const state = readPageState()
    if (!state) throw new Error('The page carries no state block')
    hydrate(client, state.queries)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useQuery(firstPage), { wrapper })

    expect(result.current.data?.products).toHaveLength(1)
    expect(result.current.isStale).toBe(false)
    expect(result.current.isFetching).toBe(false)
    expect(client.isFetching()).toBe(0)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(client.getQueryState(firstPage.queryKey)?.dataUpdatedAt).toBe(arrivedAt)
  })

  it('still goes stale its staleTime after arrival', () => {
    const arrivedAt = RENDERED_AT + 40 * MINUTE_MS
    const client = new QueryClient()
    hydrate(client, readAsOfArrival(renderedState(), arrivedAt))
    const query = client.getQueryCache().find({ queryKey: firstPage.queryKey })
    vi.spyOn(Date, 'now').mockReturnValue(arrivedAt + PRODUCT_CACHE_TTL_MS - 1)
    expect(query?.isStaleByTime(PRODUCT_CACHE_TTL_MS)).toBe(false)
    vi.spyOn(Date, 'now').mockReturnValue(arrivedAt + PRODUCT_CACHE_TTL_MS + 1)
    expect(query?.isStaleByTime(PRODUCT_CACHE_TTL_MS)).toBe(true)
  })

  it('leaves failed reads as the server dated them, so they are tried again', () => {
    const server = new QueryClient()
    const failedKey = ['catalog', 'detail', 'missing']
    server
      .getQueryCache()
      .build(server, { queryKey: failedKey })
      .setState({
        status: 'error',
        error: new Error('Not found'),
        errorUpdatedAt: RENDERED_AT,
        fetchStatus: 'idle',
      })
    const dated = readAsOfArrival(
      dehydrate(server, { shouldDehydrateQuery: () => true }),
      RENDERED_AT + MINUTE_MS,
    )
    const [failed] = dated.queries
    expect(failed?.state.status).toBe('error')
    expect(failed?.state.errorUpdatedAt).toBe(RENDERED_AT)
    expect(failed?.state.dataUpdatedAt).toBe(0)
  })
})
