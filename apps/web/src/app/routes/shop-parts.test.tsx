import { readShopQuery } from '@scentia/domain/catalog/shop-url'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { productsPageQueryOptions } from '../../lib/catalog'
import { lazyPart } from '../../lib/deferred-hydration'
import { queryLayer } from '../../lib/query-client'
import {
  handOverTo,
  resetServerStateForTests,
  seedServerState,
  ServerStateProvider,
} from '../../lib/server-state'
import { buildProduct, buildProductsPage } from '../../test/factories'
import { hydrateInReactsOwnTasks, mountServerRenderedPage } from '../../test/server-rendered-page'
import type * as ProductCardModule from '../../features/catalog/components/product-card'
import { ShopResults } from './shop-parts'

/** Each render of a product card in this document, counted by a wrapper around the real one. */
const cardRenders = vi.hoisted(() => new Map<string, number>())
vi.mock('../../features/catalog/components/product-card', async (importOriginal) => {
  type Module = typeof ProductCardModule
  const original = await importOriginal<Module>()
  return {
    ...original,
    ProductCard: (props: Parameters<Module['ProductCard']>[0]) => {
      cardRenders.set(props.product.productId, (cardRenders.get(props.product.productId) ?? 0) + 1)
      return createElement(original.ProductCard, props)
    },
  }
})

const query = readShopQuery(new URLSearchParams())
const page = buildProductsPage(
  Array.from({ length: 24 }, (_, index) => buildProduct({ id: index + 1 })),
  { total: 24 },
)
const clearQuery = () => undefined

function Page({
  client,
  Part,
}: {
  client: QueryClient | null
  Part: ComponentType<Parameters<typeof ShopResults>[0]>
}) {
  return (
    <ServerStateProvider client={client}>
      <MemoryRouter initialEntries={['/shop']}>
        <Part query={query} clearQuery={clearQuery} />
      </MemoryRouter>
    </ServerStateProvider>
  )
}

const hydrated = hydrateInReactsOwnTasks()

afterEach(() => {
  queryLayer.client.clear()
  resetServerStateForTests()
  handOverTo(queryLayer)
})

it('hydrates the results part after Query has arrived, each card rendered once', async () => {
  // The server's page: the results part rendered whole, its read answered, its state dehydrated.
  const server = new QueryClient()
  await server.query({ ...productsPageQueryOptions(query, null), queryFn: () => page })
  const ServerPart = lazyPart(async () => ShopResults)
  await ServerPart.preload()
  const html = renderToString(<Page client={server} Part={ServerPart} />)

  // The browser: Query loaded (the browser was idle) before the part's code arrived, as on a
  // slow phone. A value read through useSyncExternalStore that differs from the one the part
  // hydrated with makes React render the part again at once, in one task that cannot yield:
  // Query's arrival (useServerQuery) and the part going live (useHydrated) are two such reads.
  resetServerStateForTests()
  const container = mountServerRenderedPage(html)
  seedServerState(dehydrate(server))
  handOverTo(queryLayer)
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const Part = lazyPart(async () => {
    await arrived
    return ShopResults
  })
  const recoverable: unknown[] = []
  cardRenders.clear()
  hydrated.root = hydrateRoot(container, <Page client={null} Part={Part} />, {
    onRecoverableError: (error) => recoverable.push(error),
  })
  arrive()

  const results = container.querySelector('[data-part]')
  // The first screen's cards hydrate with the part, the later ones each apart at low priority.
  await vi.waitFor(
    () => {
      expect(results).toHaveAttribute('data-part', 'live')
      expect(cardRenders.size).toBe(24)
    },
    { timeout: 12_000 },
  )
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(new Set(cardRenders.values())).toEqual(new Set([1]))
  expect(recoverable).toEqual([])
  expect(container.querySelector('[data-part]')).toBe(results)
})
