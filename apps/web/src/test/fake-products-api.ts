import type { Product } from '@scentia/domain/catalog/product'
import type { ProductsPage } from '@scentia/domain/catalog/products-query'
import type { Mock } from 'vitest'
import { buildProductsPage } from './factories'

/** One question GET /api/products was asked: its query string and the request's abort signal. */
export interface AskedQuestion {
  search: string
  signal: AbortSignal | undefined
}

/**
 * GET /api/products at the network boundary, for screens that ask it (the search and filtering
 * themselves run in the database and are tested with the API). `answers` maps each query string
 * a test expects to the products (or whole page) the server gives; any other question finds
 * nothing. Questions listed in `slow` are held until aborted. Returns every question asked.
 */
export function fakeProductsApi(
  fetchMock: Mock,
  answers: Record<string, Product[] | ProductsPage>,
  { slow = [], fail = [] }: { slow?: readonly string[]; fail?: readonly string[] } = {},
): AskedQuestion[] {
  const asked: AskedQuestion[] = []
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, 'http://shop.test')
    if (pathname !== '/api/products') return Promise.resolve(new Response(null, { status: 404 }))
    const query = search.slice(1)
    asked.push({ search: query, signal: init?.signal ?? undefined })
    if (fail.includes(query)) {
      return Promise.resolve(
        Response.json({ success: false, message: 'Server error' }, { status: 503 }),
      )
    }
    const answer = answers[query] ?? []
    const page = Array.isArray(answer) ? buildProductsPage(answer) : answer
    if (!slow.includes(query)) return Promise.resolve(Response.json(page))
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(new DOMException('Aborted', 'AbortError'))
      })
    })
  })
  return asked
}
