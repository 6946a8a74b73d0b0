import type { Product } from '@scentia/domain/catalog/product'
import { emptyFacets, type ProductsPage } from '@scentia/domain/catalog/products-query'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryRoutes } from '../../test/memory-routes'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ShopRoute } from './shop'
import { buildProduct, buildProductsPage } from '../../test/factories'
import { fakeProductsApi } from '../../test/fake-products-api'
import { stubFetchPerTest } from '../../test/stub-fetch'
import { preloadParts } from '../../lib/deferred-hydration'

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock)

const woody = (id: number) => buildProduct({ id, name: `Woody ${String(id)}`, type: 'Woody' })

/** A page of a 50-product shelf: 24 a page, so three pages. */
function shelfPage(page: number, overrides: Partial<ProductsPage> = {}): ProductsPage {
  const first = (page - 1) * 24 + 1
  const count = Math.min(24, 50 - first + 1)
  return buildProductsPage(
    Array.from({ length: count }, (_, index) => woody(first + index)),
    {
      total: 50,
      page,
      facets: {
        ...emptyFacets(),
        family: [
          { value: 'Woody', count: 50 },
          { value: 'Floral', count: 12 },
        ],
        gender: [{ value: 'male', count: 31 }],
      },
      ...overrides,
    },
  )
}

// The shop's parts hydrated apart (shop-parts.tsx) load with the page in a page the browser
// renders, as a navigation loads them (lib/deferred-hydration.tsx); their first import is
// compiled on the spot, which on a shared machine takes longer than one test's time.
beforeAll(async () => {
  await preloadParts()
}, 60_000)

async function renderShop(
  url: string,
  answers: Record<string, Product[] | ProductsPage>,
  fail?: string[],
) {
  await preloadParts()
  const asked = fakeProductsApi(fetchMock, answers, fail ? { fail } : {})
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = memoryRoutes([{ path: '/shop', Component: ShopRoute }], {
    initialEntries: [url],
  })
  render(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>)
  return { router, asked: () => asked.map((entry) => entry.search) }
}

const cardNames = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

describe('ShopRoute: one page of GET /api/products', () => {
  it('shows the page the URL asks for, its total and its numbered pages as real links', async () => {
    const { asked } = await renderShop('/shop?family=Woody&page=2', {
      'family=Woody&page=2': shelfPage(2),
    })
    expect(
      await screen.findByRole('list', { name: 'Woody fragrances, page 2' }),
    ).toBeInTheDocument()
    expect(cardNames('Woody fragrances, page 2')).toHaveLength(24)
    expect(cardNames('Woody fragrances, page 2')[0]).toBe('Woody 25')
    expect(screen.getByRole('status')).toHaveTextContent('50 fragrances · page 2 of 3')
    expect(asked()).toEqual(['family=Woody&page=2'])

    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/shop?family=Woody',
    )
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/shop?family=Woody&page=3',
    )
  })

  it('shows facet counts in the filters, and a filter chosen asks again from page 1', async () => {
    const user = userEvent.setup()
    const { router, asked } = await renderShop('/shop?page=2', {
      'page=2': shelfPage(2),
      'family=Floral': [buildProduct({ name: 'Rose', type: 'Floral' })],
    })
    const family = await screen.findByRole('combobox', { name: 'Scent family' })
    expect(await within(family).findByRole('option', { name: 'Woody (50)' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('combobox', { name: 'For' })).getByRole('option', {
        name: 'Men (31)',
      }),
    ).toBeInTheDocument()
    await user.selectOptions(family, 'Floral (12)')
    expect(router.location.search).toBe('?family=Floral')
    await waitFor(() => {
      expect(cardNames('Floral fragrances')).toEqual(['Rose'])
    })
    expect(asked()).toEqual(['page=2', 'family=Floral'])
  })

  it('reads an old link’s names, asks the API in its own, and rewrites the address', async () => {
    const { router, asked } = await renderShop(
      '/shop?search=oud&price=10000-20000&chip=bestsellers',
      {
        'q=oud&min_price=10000&max_price=19999&sort=bestsellers': [woody(1)],
      },
    )
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Results for “oud”')
    await waitFor(() => {
      expect(router.location.search).toBe('?q=oud&min_price=10000&max_price=19999&sort=bestsellers')
    })
    expect(cardNames('Results for “oud”')).toEqual(['Woody 1'])
    expect(asked()).toEqual(['q=oud&min_price=10000&max_price=19999&sort=bestsellers'])
  })

  it('Load more appends the next page below, without leaving the URL', async () => {
    const user = userEvent.setup()
    const { router, asked } = await renderShop('/shop', {
      '': shelfPage(1),
      'page=2': shelfPage(2),
    })
    await user.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => {
      expect(cardNames('All fragrances, page 2')).toHaveLength(24)
    })
    expect(cardNames('All fragrances')).toHaveLength(24)
    expect(router.location.search).toBe('')
    expect(asked()).toEqual(['', 'page=2'])
  })

  it('sorts in the URL with the API’s own sort names', async () => {
    const user = userEvent.setup()
    const { router } = await renderShop('/shop', { '': shelfPage(1) })
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Price: Low to High',
    )
    expect(router.location.search).toBe('?sort=price_asc')
  })

  it('says nothing matches, and Clear Search clears the filters', async () => {
    const user = userEvent.setup()
    const { router } = await renderShop('/shop?q=vetiver&gender=male', { '': shelfPage(1) })
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument()
    expect(screen.getByText(/No fragrances match/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(router.location.search).toBe('')
  })

  it('offers to try again when the shop cannot answer, and Try Again asks again', async () => {
    const user = userEvent.setup()
    const { asked } = await renderShop('/shop', {}, [''])
    await user.click(await screen.findByRole('button', { name: 'Try Again' }))
    await waitFor(() => {
      expect(asked()).toEqual(['', ''])
    })
  })

  it('shows the active filters as links that remove them', async () => {
    await renderShop('/shop?family=Woody&gender=male&in_stock=1', {
      'family=Woody&gender=male&in_stock=1': [woody(1)],
    })
    const remove = await screen.findByRole('link', { name: /Masculine/ })
    expect(remove).toHaveAttribute('href', '/shop?family=Woody&in_stock=1')
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop')
  })

  it('shows the Gift Sets chip’s shelf: the API’s gift_set filter, ticked in the form, removable', async () => {
    const user = userEvent.setup()
    const { router, asked } = await renderShop('/shop?chip=gift-sets', {
      'gift_set=1': [buildProduct({ name: 'Owambe Gift Box', gift_set: true })],
      'gift_set=1&travel_size=1': [],
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gift sets')
    await waitFor(() => {
      expect(router.location.search).toBe('?gift_set=1')
    })
    expect(cardNames('Gift sets')).toEqual(['Owambe Gift Box'])
    expect(screen.getByRole('checkbox', { name: 'Gift sets' })).toBeChecked()
    expect(screen.getByRole('link', { name: /Gift sets/ })).toHaveAttribute('href', '/shop')
    await user.click(screen.getByRole('checkbox', { name: 'Travel sizes' }))
    expect(router.location.search).toBe('?gift_set=1&travel_size=1')
    expect(asked()).toEqual(['gift_set=1', 'gift_set=1&travel_size=1'])
  })
})
