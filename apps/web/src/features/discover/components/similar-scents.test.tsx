import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { similarCandidateQueries } from '@scentia/domain/catalog/similar-scents'
import { productsPageQueryOptions } from '../../../lib/catalog'
import { buildProduct, buildProductsPage } from '../../../test/factories'
import { SimilarScents } from './similar-scents'

const amber = buildProduct({
  name: 'Amber Night',
  type: 'Oriental',
  notes: { top: [], heart: ['Amber'], base: ['Vanilla'] },
})
const twin = buildProduct({
  name: 'Amber Dusk',
  type: 'Floral',
  intensity: 'Very Strong',
  price: 45_000,
  notes: { top: ['Amber'], heart: [], base: ['Vanilla'] },
})
const soldOutTwin = buildProduct({ name: 'Amber Gone', stock: 0, notes: amber.notes })

/**
 * The candidate reads (the family, the lasting notes) already answered, as the server's render
 * leaves them, each holding `candidates`; undefined leaves them unanswered.
 */
function renderWith(candidates: ReturnType<typeof buildProduct>[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  if (candidates) {
    for (const query of similarCandidateQueries(amber)) {
      client.setQueryData(
        productsPageQueryOptions(query, null).queryKey,
        buildProductsPage(candidates),
      )
    }
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SimilarScents product={amber} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('SimilarScents', () => {
  it('shows each similar fragrance in stock with its reason, from its bounded candidate reads', async () => {
    renderWith([amber, twin, soldOutTwin])
    // The list's code loads as the shopper nears it, with TanStack Query (decision 054).
    const section = await screen.findByRole('region', { name: 'Similar scents' })
    const tiles = within(section).getAllByRole('article')
    expect(tiles).toHaveLength(1)
    expect(within(section).getByRole('link', { name: 'Amber Dusk' })).toHaveAttribute(
      'href',
      `/shop/product/${twin.productId}`,
    )
    expect(within(section).getByText('Also amber and vanilla')).toBeInTheDocument()
  })

  it('shows nothing when nothing is similar, or before its candidates are there', async () => {
    const { unmount } = renderWith([amber, soldOutTwin])
    await act(async () => {
      await import('./similar-scents-list')
    })
    expect(screen.queryByRole('region', { name: 'Similar scents' })).not.toBeInTheDocument()
    unmount()
    renderWith(undefined)
    expect(screen.queryByRole('region', { name: 'Similar scents' })).not.toBeInTheDocument()
  })
})
