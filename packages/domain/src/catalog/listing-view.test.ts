import { describe, expect, it } from 'vitest'
import { listingView, stockState } from './listing-view'
import type { ProductSize } from './product'
import { testProduct } from './test-products'

const sample = (stock: number): ProductSize => ({
  id: 2,
  label: '2 ml sample',
  ml: 2,
  price: 1_500,
  stock,
  isDefault: false,
  isSample: true,
})

describe('stockState', () => {
  it.each([
    [-1, { kind: 'out' }],
    [0, { kind: 'out' }],
    [1, { kind: 'low', left: 1 }],
    [5, { kind: 'low', left: 5 }],
    [6, { kind: 'in' }],
    [120, { kind: 'in' }],
  ])('%i in stock reads %j', (stock, state) => {
    expect(stockState(stock)).toEqual(state)
  })
})

describe('listingView: whether a list of products would show a change', () => {
  const base = testProduct({ stock: 12, sizes: [sample(30)] })
  it.each([
    ['12 bottles to 11', { stock: 11 }, false],
    ['12 bottles to 6', { stock: 6 }, false],
    ['6 bottles to 5 (only 5 left)', { stock: 5 }, true],
    ['12 bottles to none', { stock: 0 }, true],
    ['the sample from 30 to 29', { sizes: [sample(29)] }, false],
    ['the sample sold out', { sizes: [sample(0)] }, true],
    ['a new price', { price: 16_000 }, true],
    ['a new name', { name: 'Another name' }, true],
    ['a first review', { rating: { average: 5, count: 1 } }, true],
    ['made a best seller', { best_seller: true }, true],
  ])('%s: shown = %s', (_, change, isShown) => {
    const changed = { ...base, ...change }
    expect(JSON.stringify(listingView(changed)) !== JSON.stringify(listingView(base))).toBe(isShown)
  })
})
