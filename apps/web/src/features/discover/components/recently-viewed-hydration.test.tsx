import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { Suspense, useId, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { productsByIdsQueryOptions } from '../../../lib/catalog'
import { HydrateLater, whenHydrationSettles } from '../../../lib/deferred-hydration'
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

afterEach(() => {
  document.body.replaceChildren()
  localStorage.clear()
})

it('names its row by its own heading while a rail above it still waits to hydrate', async () => {
  // The server renders the rail in its Suspense boundary (HydrateLater never waits there), and
  // no row: the server cannot read the browser's list.
  const serverHtml = renderToString(
    <Providers client={withCatalogue()}>
      <Suspense fallback={null}>
        <Rail />
      </Suspense>
      <RecentlyViewed />
    </Providers>,
  )
  const container = mountServerRenderedPage(serverHtml)
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([product.id]))

  // The row mounts as soon as the page hydrates; the rail a task later, with its server id.
  act(() => {
    hydrateRoot(
      container,
      <Providers client={withCatalogue()}>
        <HydrateLater wave={1}>
          <Rail />
        </HydrateLater>
        <RecentlyViewed />
      </Providers>,
    )
  })
  await act(async () => {
    await whenHydrationSettles()
  })

  expect(screen.getByRole('region', { name: 'Recently viewed' })).toHaveTextContent('Storm Surge')
  expect(screen.getByRole('region', { name: 'Best sellers' })).toBeInTheDocument()
  const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id)
  expect(new Set(ids).size).toBe(ids.length)
})
