import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { useId, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { productsByIdsQueryOptions } from '../../../lib/catalog'
import { HydrateApart } from '../../../lib/deferred-hydration'
import { mountServerRenderedPage } from '../../../test/server-rendered-page'
import { buildProduct, buildProductsPage } from '../../../test/factories'
import { RECENTLY_VIEWED_KEY } from '../hooks/use-recently-viewed'
import { RecentlyViewed } from './recently-viewed'

/** A home-page rail: a section named by its heading through useId(). */
function Rail() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Best sellers</h2>
    </section>
  )
}

const product = buildProduct({ productId: 'storm-surge-100ml', name: 'Storm Surge' })

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  )
}

/** The row's own read (its products by id) already answered. */
function withCatalogue(): QueryClient {
  const client = new QueryClient()
  client.setQueryData(
    productsByIdsQueryOptions([product.id], null).queryKey,
    buildProductsPage([product], { per_page: 1 }),
  )
  return client
}

/** The page the server renders and the browser hydrates: a rail hydrating apart, then the row. */
function page() {
  return (
    <Providers client={withCatalogue()}>
      <HydrateApart>
        <Rail />
      </HydrateApart>
      <RecentlyViewed />
    </Providers>
  )
}

let root: Root | null = null

beforeEach(() => {
  // Hydration runs as in the browser, in React's own tasks, not flushed by act().
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
})

afterEach(() => {
  root?.unmount()
  root = null
  document.body.replaceChildren()
  localStorage.clear()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
})

it('names its row by its own heading while a rail above it hydrates apart', async () => {
  const consoleError = vi.spyOn(console, 'error')
  // The server renders no row: it cannot read the browser's list.
  const serverHtml = renderToString(page())
  const container = mountServerRenderedPage(serverHtml)
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([product.id]))

  // The row mounts as the page hydrates; the rail hydrates apart, with its server id.
  root = hydrateRoot(container, page())

  await waitFor(() => {
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toHaveTextContent('Storm Surge')
  })
  expect(screen.getByRole('region', { name: 'Best sellers' })).toBeInTheDocument()
  const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id)
  expect(new Set(ids).size).toBe(ids.length)
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})
