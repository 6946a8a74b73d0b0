import type { Product } from '@scentia/domain/catalog/product'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { productsQueryOptions } from '../../lib/catalog'
import { ShopRoute } from './shop'
import { buildProduct } from '../../test/factories'

function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return buildProduct({
    brand: 'Eko Atelier',
    description: 'A fragrance.',
    stock: 10,
    size: '50ml',
    ...overrides,
  })
}

const PRODUCTS = [
  product({ id: 1, name: 'Oldest', price: 20_000, created_at: '2026-01-01T00:00:00Z', stock: 3 }),
  product({ id: 2, name: 'Newest', price: 5_000, created_at: '2026-03-01T00:00:00Z', stock: 50 }),
  product({
    id: 3,
    name: 'Middle',
    price: 45_000,
    created_at: '2026-02-01T00:00:00Z',
    type: 'Floral',
  }),
]

function renderShop(url: string, products: Product[] = PRODUCTS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(productsQueryOptions().queryKey, products)
  const router = createMemoryRouter([{ path: '/shop', Component: ShopRoute }], {
    initialEntries: [url],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const cardNames = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

describe('ShopRoute', () => {
  it('shows every product, newest first by default', () => {
    renderShop('/shop')
    expect(screen.getByRole('heading', { level: 1, name: 'All fragrances' })).toBeInTheDocument()
    expect(cardNames('All fragrances')).toEqual(['Newest', 'Middle', 'Oldest'])
    expect(screen.getByText('3 fragrances')).toBeInTheDocument()
  })

  it.each([
    ['Price: Low to High', 'price-asc', ['Newest', 'Oldest', 'Middle']],
    ['Price: High to Low', 'price-desc', ['Middle', 'Oldest', 'Newest']],
    ['Bestsellers', 'bestsellers', ['Newest', 'Middle', 'Oldest']],
  ])('sorts by %s and keeps it in the URL', async (label, id, order) => {
    const user = userEvent.setup()
    const router = renderShop('/shop')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label)
    expect(cardNames('All fragrances')).toEqual(order)
    expect(router.state.location.search).toBe(`?sort=${id}`)
  })

  it('reads the sort from the URL', () => {
    renderShop('/shop?sort=price-desc')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    expect(cardNames('All fragrances')).toEqual(['Middle', 'Oldest', 'Newest'])
  })

  it('filters by the search and family in the URL, with removable chips', async () => {
    const user = userEvent.setup()
    renderShop('/shop?family=Woody&sort=price-asc')
    expect(screen.getByRole('heading', { level: 1, name: 'Woody fragrances' })).toBeInTheDocument()
    expect(cardNames('Woody fragrances')).toEqual(['Newest', 'Oldest'])

    await user.click(screen.getByRole('button', { name: /Woody.*Remove filter/ }))
    expect(cardNames('All fragrances')).toEqual(['Newest', 'Oldest', 'Middle'])
  })

  it("says 'No products found' with a way back when nothing matches", async () => {
    const user = userEvent.setup()
    const router = renderShop('/shop?search=zzzz&sort=price-asc')
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(router.state.location.search).toBe('?sort=price-asc')
    expect(cardNames('All fragrances')).toHaveLength(3)
  })
})
