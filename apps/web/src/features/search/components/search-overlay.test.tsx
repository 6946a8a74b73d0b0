import type { Product } from '@scentia/domain/catalog/product'
import { EMPTY_SEARCH } from '@scentia/domain/catalog/search'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryRoutes } from '../../../test/memory-routes'
import { emptyFacets } from '@scentia/domain/catalog/products-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeProductsApi } from '../../../test/fake-products-api'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { useSearchOverlay } from '../stores/search-overlay-store'
import { SearchButton } from './search-button'
import { SearchOverlay } from './search-overlay'
import { buildProduct, buildProductsPage } from '../../../test/factories'

function product(overrides: Partial<Product>): Product {
  return buildProduct({
    brand: 'Maison Test',
    description: 'A quiet everyday scent.',
    price: 15_000,
    stock: 10,
    size: '50ml',
    type: 'Fresh',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  })
}

const catalogue = [
  product({
    name: 'Rose Éternelle',
    brand: 'Lumière',
    type: 'Floral',
    gender: 'female',
    price: 28_000,
    intensity: 'Light',
    best_seller: true,
  }),
  product({
    name: 'Oud Royale',
    brand: 'Arabian Oud',
    type: 'Woody',
    gender: 'male',
    price: 45_000,
    intensity: 'Very Strong',
    gift_set: true,
  }),
  product({
    name: 'Citrus Dawn',
    brand: 'Sol',
    type: 'Citrus',
    gender: 'unisex',
    price: 9_500,
    description: 'Zest with a strong amber base.',
    travel_size: true,
  }),
  product({
    name: 'Cedar Walk',
    brand: 'Sol',
    type: 'Woody',
    gender: 'unisex',
    price: 19_999,
    intensity: 'Strong',
  }),
]

/** A question the fake server is slow to answer. */
const HANGING = 'q=rose'

const [rose, oud, citrus, cedar] = catalogue as [Product, Product, Product, Product]

/** What the overlay asks for each thing a test does, and what the server says. */
const ANSWERS: Record<string, Product[]> = {
  // The overview the tiles and filters count from before a search.
  'per_page=1': catalogue,
  'q=sol': [citrus, cedar],
  'q=AMBER': [citrus],
  'q=oud': [oud],
  'q=adaze': [rose],
  'family=Woody': [oud, cedar],
  'family=Woody&gender=male': [oud],
  'family=Woody&min_price=10000&max_price=19999': [cedar],
  'intensity=strong': [citrus, cedar],
  'intensity=very-strong': [oud],
  'gift_set=1': [oud],
  'travel_size=1': [citrus],
  'gender=female': [rose],
}

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock)

/** Overlay answers carry one facet count, for the filters to show. */
const withFacets = (answers: Record<string, Product[]>) =>
  Object.fromEntries(
    Object.entries(answers).map(([search, products]) => [
      search,
      buildProductsPage(products.slice(0, 24), {
        total: products.length,
        facets: { ...emptyFacets(), family: [{ value: 'Woody', count: 2 }] },
      }),
    ]),
  )

function renderOverlay(answers: Record<string, Product[]> = ANSWERS) {
  const asked = fakeProductsApi(fetchMock, withFacets(answers), { slow: [HANGING] })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  const router = memoryRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchButton />
            <SearchOverlay />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>)
  return { router, asked }
}

async function openSearch() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Search' }))
  const dialog = screen.getByRole('dialog', { name: 'Find Your Signature Scent' })
  // The content is its own chunk, loaded on first open.
  await within(dialog).findByRole('searchbox', { name: 'Search fragrances' })
  return { user, dialog }
}

function resultNames(dialog: HTMLElement): string[] {
  const list = within(dialog).queryByRole('list', { name: 'Search results' })
  if (!list) return []
  return within(list)
    .getAllByRole('link')
    .map((link) => within(link).getByText(/./, { selector: '.font-serif' }).textContent)
}

beforeEach(() => {
  useSearchOverlay.setState({ isOpen: false, criteria: EMPTY_SEARCH })
})

describe('SearchOverlay', () => {
  it('opens with the text box focused and shows tiles and chips before a search', async () => {
    renderOverlay()
    const { dialog } = await openSearch()
    await waitFor(() => {
      expect(within(dialog).getByRole('searchbox', { name: 'Search fragrances' })).toHaveFocus()
    })
    expect(within(dialog).getByRole('button', { name: /For Her/ })).toBeInTheDocument()
    for (const chip of ['New Arrivals', 'Bestsellers', 'Gift Sets', 'Travel Sizes']) {
      expect(within(dialog).getByRole('button', { name: chip })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
    }
  })

  it('draws each trending chip 44 px tall, a whole press at 360 px (decision 055)', async () => {
    renderOverlay()
    const { dialog } = await openSearch()
    for (const chip of ['New Arrivals', 'Bestsellers', 'Gift Sets', 'Travel Sizes']) {
      expect(within(dialog).getByRole('button', { name: chip })).toHaveClass('h-11')
    }
  })

  it('asks the server once the typing pauses, and shows its results with the real total', async () => {
    const { asked } = renderOverlay()
    const { user, dialog } = await openSearch()
    const box = within(dialog).getByRole('searchbox')
    await user.type(box, 'sol')
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Citrus Dawn', 'Cedar Walk'])
    })
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 products found')
    await user.clear(box)
    await user.type(box, 'AMBER')
    await waitFor(() => {
      expect(within(dialog).getByRole('status')).toHaveTextContent('1 product found')
    })
    expect(resultNames(dialog)).toEqual(['Citrus Dawn'])
    // One question per pause in typing, not one per letter (the tiles' counts asked first).
    expect(asked.map((entry) => entry.search)).toEqual(['per_page=1', 'q=sol', 'q=AMBER'])
  })

  it('aborts the question in flight when the query changes', async () => {
    const { asked } = renderOverlay()
    const { user, dialog } = await openSearch()
    const box = within(dialog).getByRole('searchbox')
    await user.type(box, 'rose')
    await waitFor(() => {
      expect(asked.map((entry) => entry.search)).toContain(HANGING)
    })
    await user.clear(box)
    await user.type(box, 'oud')
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Oud Royale'])
    })
    expect(asked.find((entry) => entry.search === HANGING)?.signal?.aborted).toBe(true)
  })

  it('finds a misspelt name as the server does, and the result leads to the product', async () => {
    const { router } = renderOverlay()
    const { user, dialog } = await openSearch()
    await user.type(within(dialog).getByRole('searchbox'), 'adaze')
    await user.click(await within(dialog).findByRole('link', { name: /Rose Éternelle/ }))
    expect(router.location.pathname).toBe(`/shop/product/${rose.productId}`)
  })

  it('shows the server’s facet counts beside the filters', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    await user.click(within(dialog).getByRole('button', { name: /Refine Search/ }))
    expect(await within(dialog).findByRole('option', { name: 'Woody (2)' })).toBeInTheDocument()
  })

  it('applies every Refine Search filter together', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    const toggle = within(dialog).getByRole('button', { name: /Refine Search/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Scent Family' }),
      'Woody (2)',
    )
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Oud Royale', 'Cedar Walk'])
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), [
      within(dialog).getByRole('option', { name: /^Men/ }),
    ])
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Oud Royale'])
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), 'All')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Price' }), [
      within(dialog).getByRole('option', { name: /^10000-20000/ }),
    ])
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Cedar Walk'])
    })
    expect(toggle).toHaveAccessibleName('Refine Search, 2 filters on')
  })

  it('asks for the intensity picked', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    await user.click(within(dialog).getByRole('button', { name: /Refine Search/ }))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Intensity' }), [
      within(dialog).getByRole('option', { name: /^Strong/ }),
    ])
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Citrus Dawn', 'Cedar Walk'])
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Intensity' }), [
      within(dialog).getByRole('option', { name: /^Very Strong/ }),
    ])
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Oud Royale'])
    })
  })

  it('toggles a trending chip', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    const gifts = within(dialog).getByRole('button', { name: 'Gift Sets' })
    await user.click(gifts)
    expect(gifts).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Oud Royale'])
    })
    await user.click(within(dialog).getByRole('button', { name: 'Travel Sizes' }))
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Citrus Dawn'])
    })
    expect(gifts).toHaveAttribute('aria-pressed', 'false')
  })

  it('a category tile sets its filter', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    await user.click(within(dialog).getByRole('button', { name: /For Her/ }))
    await waitFor(() => {
      expect(resultNames(dialog)).toEqual(['Rose Éternelle'])
    })
  })

  it("says 'No products found' and Clear Search starts over", async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    const box = within(dialog).getByRole('searchbox')
    await user.type(box, 'vetiver')
    await waitFor(() => {
      expect(within(dialog).getByText('No products found')).toBeInTheDocument()
    })
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 products found')
    await user.click(within(dialog).getByRole('button', { name: 'Clear Search' }))
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: /For Her/ })).toBeInTheDocument()
  })

  it('caps the drawn results and links to the rest in the shop', async () => {
    const many = Array.from({ length: 30 }, (_, index) => product({ name: `Musk ${index + 1}` }))
    renderOverlay({ 'q=musk': many })
    const { user, dialog } = await openSearch()
    await user.type(within(dialog).getByRole('searchbox'), 'musk')
    await waitFor(() => {
      expect(within(dialog).getByRole('status')).toHaveTextContent('30 products found')
    })
    expect(resultNames(dialog)).toHaveLength(24)
    expect(within(dialog).getByRole('link', { name: 'See all 30 in the shop' })).toHaveAttribute(
      'href',
      '/shop?q=musk',
    )
  })

  it('closes when a result is followed and goes to its page', async () => {
    const { router } = renderOverlay()
    const { user, dialog } = await openSearch()
    await user.type(within(dialog).getByRole('searchbox'), 'oud')
    const link = await within(dialog).findByRole('link', { name: /Oud Royale/ })
    await user.click(link)
    expect(router.location.pathname).toBe(`/shop/product/${oud.productId}`)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on Escape, returns focus to the search button, and keeps the search for next time', async () => {
    renderOverlay()
    const { user, dialog } = await openSearch()
    await user.type(within(dialog).getByRole('searchbox'), 'sol')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus()
    })
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('searchbox')).toHaveValue('sol')
  })
})
