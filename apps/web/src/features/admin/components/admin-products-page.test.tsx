import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PagesOutlet } from '../../../app/page-router'
import { deferredPage } from '../../../test/deferred-page'
import { buildAdminProduct, buildUser } from '../../../test/factories'
import { jsonResponse } from '../../../test/json-response'
import { memoryRoutes } from '../../../test/memory-routes'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { AdminProductsPage } from './admin-products-page'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7, full_name: 'Ngozi Owner' }))

const rose = buildAdminProduct({ id: 12, name: 'Rose Oud' })

/** The list's own API answers; the panels above it (settings, import) are not under test here. */
function answer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input, 'http://shop.test')
  if (url.pathname === '/api/admin/products') {
    return jsonResponse({ success: true, products: [rose], total: 1, page: 1, per_page: 20 })
  }
  return Promise.resolve(new Response('{}', { status: 404 }))
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })

describe('AdminProductsPage', () => {
  // The page layer scrolls a new page to its top; jsdom has no scrolling.
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn())
  })

  /** The page alone at /admin/products, answered by `answer`; its router. */
  function renderPage() {
    fetchMock.mockImplementation(answer)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const router = memoryRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], {
      initialEntries: ['/admin/products'],
      queryClient,
    })
    render(<QueryClientProvider client={queryClient}>{router.element}</QueryClientProvider>)
    return router
  }

  it('writes the search to the URL once typing pauses', async () => {
    const router = renderPage()
    await userEvent.type(await screen.findByLabelText('Find a product'), 'rose')
    await vi.waitFor(() => {
      expect(router.location.search).toBe('?q=rose')
    })
  })

  it('keeps New product off the first panel under the title: the title row has its own margin', async () => {
    renderPage()
    const newProduct = await screen.findByRole('link', { name: 'New product' })
    expect(newProduct.parentElement).toHaveClass('mb-5')
    expect(newProduct.parentElement).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Products' }),
    )
  })

  // The owner types, then follows a product's link before the pause is over. The list stays on
  // screen while the editor's code loads (decision 036); its pending search must not write the
  // list's URL over the editor's entry, which would take the owner back to the list.
  it('drops the pending search when a product link is followed within the pause', async () => {
    fetchMock.mockImplementation(answer)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const editor = deferredPage('Edit product')
    const router = memoryRoutes(
      [
        {
          element: <PagesOutlet errorElement={<p role="alert">Failed</p>} />,
          children: [
            { path: '/admin/products', element: <AdminProductsPage /> },
            { path: '/admin/products/:id', Component: editor.page },
          ],
        },
      ],
      { initialEntries: ['/admin/products'], queryClient },
    )
    render(<QueryClientProvider client={queryClient}>{router.element}</QueryClientProvider>)
    const link = await screen.findByRole('link', { name: 'Rose Oud' })
    await userEvent.type(screen.getByLabelText('Find a product'), 'ro')
    await userEvent.click(link)
    expect(router.location.pathname).toBe('/admin/products/12')
    // Well past the pause, with the editor's code still on its way and the list on screen.
    await wait(500)
    expect(editor.load).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Rose Oud' })).toBeInTheDocument()
    expect(router.location.pathname).toBe('/admin/products/12')
    await act(async () => {
      editor.arrive()
      await Promise.resolve()
    })
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument()
    expect(router.location.pathname).toBe('/admin/products/12')
  })
})
