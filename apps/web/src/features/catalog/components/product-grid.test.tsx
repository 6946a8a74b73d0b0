import { render, screen, within } from '@testing-library/react'
import { memoryRoutes } from '../../../test/memory-routes'
import { describe, expect, it } from 'vitest'
import { buildProduct } from '../../../test/factories'
import { ProductGrid } from './product-grid'

function renderGrid(count: number) {
  const products = Array.from({ length: count }, () => buildProduct())
  const router = memoryRoutes(
    [{ path: '/', element: <ProductGrid products={products} label="All fragrances" /> }],
    { initialEntries: ['/'] },
  )
  render(router.element)
  return within(screen.getByRole('list', { name: 'All fragrances' })).getAllByRole('listitem')
}

describe('ProductGrid on a long page (decision 022)', () => {
  it('lays out and loads the first screenful at once, and the rest when scrolled near', () => {
    const cards = renderGrid(7)

    expect(cards).toHaveLength(7)
    for (const card of cards.slice(0, 4)) {
      expect(card.className).not.toMatch(/render-when-near/)
      expect(within(card).getByRole('presentation')).toHaveAttribute('loading', 'eager')
    }
    for (const card of cards.slice(4)) {
      // Skipped by the browser's layout until near, holding a card's height meanwhile.
      expect(card.className).toMatch(/(^| )render-when-near-\d+( |$)/)
      expect(within(card).getByRole('presentation')).toHaveAttribute('loading', 'lazy')
    }
  })
})
