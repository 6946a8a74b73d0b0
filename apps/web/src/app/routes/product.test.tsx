import type { Product } from '@scentia/domain/catalog/product'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryRoutes } from '../../test/memory-routes'
import { describe, expect, it, vi } from 'vitest'
import { ProductRoute } from './product'
import { buildProduct } from '../../test/factories'
import { jsonResponse } from '../../test/json-response'
import { stubFetchPerTest } from '../../test/stub-fetch'

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock)

/** A 50 ml bottle with a 2 ml sample, as the seed sells every third fragrance (decision 019). */
const amber: Product = buildProduct({
  id: 12,
  productId: 'amber-night',
  name: 'Amber Night',
  size: '50ml',
  price: 38_000,
  stock: 3,
  sizes: [
    {
      id: 40,
      label: '2 ml sample',
      ml: 2,
      price: 1_600,
      stock: 40,
      isSample: true,
      isDefault: false,
    },
    { id: 41, label: '50ml', ml: 50, price: 38_000, stock: 3, isSample: false, isDefault: true },
  ],
})

/** The product page at the network boundary: GET /api/product/amber-night, nothing else. */
function renderProductPage() {
  fetchMock.mockImplementation((url: string) =>
    new URL(url, 'http://shop.test').pathname === '/api/product/amber-night'
      ? jsonResponse({ success: true, product: amber })
      : Promise.resolve(new Response(null, { status: 404 })),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = memoryRoutes([{ path: '/product/:productId', Component: ProductRoute }], {
    initialEntries: ['/product/amber-night'],
  })
  render(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>)
}

const headline = () => screen.getByRole('heading', { level: 1, name: 'Amber Night' }).parentElement!
const sizeFact = () => screen.getByText('Size', { selector: 'dt' }).nextElementSibling

describe('ProductRoute: the headline follows the chosen size', () => {
  it('shows the sample’s price, size and stock once the sample is chosen, and the bottle’s again after', async () => {
    renderProductPage()
    const sample = await screen.findByRole('radio', { name: /2 ml sample/ })
    expect(within(headline()).getByText('₦38,000')).toBeInTheDocument()
    expect(within(headline()).getByText('Only 3 left')).toBeInTheDocument()
    expect(sizeFact()).toHaveTextContent('50ml')

    const user = userEvent.setup()
    await user.click(sample)
    expect(within(headline()).getByText('₦1,600')).toBeInTheDocument()
    expect(within(headline()).queryByText('₦38,000')).not.toBeInTheDocument()
    expect(within(headline()).getByText('In stock')).toBeInTheDocument()
    expect(sizeFact()).toHaveTextContent('2 ml sample')

    await user.click(screen.getByRole('radio', { name: /50ml/ }))
    expect(within(headline()).getByText('₦38,000')).toBeInTheDocument()
    expect(sizeFact()).toHaveTextContent('50ml')
  })
})
