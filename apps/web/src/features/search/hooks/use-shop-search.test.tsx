import type { Product } from '@scentia/domain/catalog/product'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useShopSearch } from './use-shop-search'

type Shop = ReturnType<typeof useShopSearch>

function renderAt(url: string) {
  const captured: { current: Shop | null } = { current: null }
  function Probe() {
    captured.current = useShopSearch()
    return <p>{captured.current.isActive ? 'filtered' : 'all'}</p>
  }
  const router = createMemoryRouter([{ path: '/shop', element: <Probe /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return { router, shop: () => captured.current! }
}

const woody = {
  id: 1,
  name: 'Cedar',
  brand: 'Sol',
  description: '',
  price: 12_000,
  gender: 'male',
  type: 'Woody',
  intensity: 'Strong',
  best_seller: false,
  gift_set: false,
  travel_size: false,
  created_at: '2025-01-01T00:00:00Z',
} satisfies Partial<Product>
const floral = {
  ...woody,
  id: 2,
  name: 'Rose',
  type: 'Floral',
  gender: 'female',
} satisfies Partial<Product>

describe('useShopSearch', () => {
  it('reads /shop?search=… and the filter parameters', () => {
    const { shop } = renderAt(
      '/shop?search=cedar&family=woody&gender=men&price=10000-20000&intensity=strong&chip=bestsellers',
    )
    expect(shop().criteria).toEqual({
      text: 'cedar',
      family: 'Woody',
      gender: 'male',
      price: '10000-20000',
      intensity: 'Strong',
      chip: 'bestsellers',
    })
    expect(screen.getByText('filtered')).toBeInTheDocument()
  })

  it('filters products with the criteria in the address bar', () => {
    const { shop } = renderAt('/shop?family=Floral')
    expect(shop().filter([woody, floral])).toEqual([floral])
  })

  it('changes criteria in place, keeping the sort, without adding history', () => {
    const { router, shop } = renderAt('/shop?sort=price-asc&search=rose')
    act(() => {
      shop().setCriteria({ gender: 'female' })
    })
    expect(router.state.location.search).toBe('?sort=price-asc&search=rose&gender=female')
    expect(router.state.historyAction).toBe('REPLACE')
    act(() => {
      shop().clearCriteria()
    })
    expect(router.state.location.search).toBe('?sort=price-asc')
    expect(screen.getByText('all')).toBeInTheDocument()
  })
})
