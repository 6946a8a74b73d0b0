import type { ProductSize } from '@scentia/domain/catalog/product'
import { render, screen } from '@testing-library/react'
import { memoryRoutes } from '../../../test/memory-routes'
import { describe, expect, it } from 'vitest'
import { buildProduct } from '../../../test/factories'
import { ProductCard } from './product-card'

function size(overrides: Partial<ProductSize> & Pick<ProductSize, 'id' | 'label'>): ProductSize {
  return { ml: 2, price: 2_500, stock: 20, isSample: true, isDefault: false, ...overrides }
}

const fullBottle = (stock: number) =>
  size({ id: 3, label: '100ml', ml: 100, price: 48_500, stock, isSample: false, isDefault: true })

function renderCard(product: ReturnType<typeof buildProduct>) {
  const router = memoryRoutes([{ path: '/', element: <ProductCard product={product} /> }], {
    initialEntries: ['/'],
  })
  render(router.element)
}

describe('ProductCard stock', () => {
  it('shows the full bottle, its price and no badge while the bottle is in stock', () => {
    renderCard(
      buildProduct({
        price: 48_500,
        size: '100ml',
        stock: 9,
        sizes: [size({ id: 1, label: '2 ml sample' }), fullBottle(9)],
      }),
    )
    expect(screen.getByText('₦48,500')).toBeInTheDocument()
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument()
  })

  it('says what can be bought when only the sample is in stock, at its price', () => {
    renderCard(
      buildProduct({
        type: 'Woody',
        price: 48_500,
        size: '100ml',
        stock: 0,
        sizes: [
          size({ id: 1, label: '2 ml sample' }),
          size({ id: 2, label: '10 ml travel spray', price: 9_000, stock: 0 }),
          fullBottle(0),
        ],
      }),
    )
    expect(screen.getByText('Only the 2 ml sample in stock')).toBeInTheDocument()
    expect(screen.getByText('2 ml sample · Woody')).toBeInTheDocument()
    expect(screen.getByText('₦2,500')).toBeInTheDocument()
    expect(screen.queryByText('₦48,500')).not.toBeInTheDocument()
  })

  it('names every other size in stock', () => {
    renderCard(
      buildProduct({
        stock: 0,
        sizes: [
          size({ id: 1, label: '2 ml sample' }),
          size({ id: 2, label: '10 ml travel spray', price: 9_000, stock: 4 }),
          fullBottle(0),
        ],
      }),
    )
    expect(
      screen.getByText('Only the 2 ml sample and 10 ml travel spray in stock'),
    ).toBeInTheDocument()
  })

  it('keeps the low-stock badge for a full bottle running out', () => {
    renderCard(buildProduct({ stock: 2, sizes: [fullBottle(2)] }))
    expect(screen.getByText('Only 2 left')).toBeInTheDocument()
  })
})
