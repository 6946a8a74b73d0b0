import { describe, expect, it } from 'vitest'
import {
  availability,
  firstBuyableSize,
  isOnShelf,
  shownSize,
  type ShownSize,
  type StockedProduct,
} from './availability'
import type { ProductSize } from './product'

const full = (stock: number) => ({ id: 1, label: '100 ml', stock, isDefault: true })
const sample = (stock: number) => ({ id: 2, label: '2 ml sample', stock, isDefault: false })
const travel = (stock: number) => ({ id: 3, label: '10 ml', stock, isDefault: false })

function product(stock: number, ...others: ReturnType<typeof sample>[]) {
  return { stock, sizes: [...others, full(stock)] }
}

describe('availability', () => {
  it.each<[string, StockedProduct, ReturnType<typeof availability>]>([
    ['full bottle in stock', product(4, sample(10)), { kind: 'full-bottle' }],
    ['full bottle in stock, sample sold out', product(4, sample(0)), { kind: 'full-bottle' }],
    ['full bottle in stock, no sizes known', { stock: 3 }, { kind: 'full-bottle' }],
    [
      'full bottle sold out, sample in stock',
      product(0, sample(10)),
      { kind: 'other-sizes', sizes: [sample(10)] },
    ],
    [
      'full bottle sold out, sample and travel in stock',
      product(0, sample(10), travel(2)),
      { kind: 'other-sizes', sizes: [sample(10), travel(2)] },
    ],
    [
      'full bottle sold out, only the travel spray in stock',
      product(0, sample(0), travel(2)),
      { kind: 'other-sizes', sizes: [travel(2)] },
    ],
    ['everything sold out', product(0, sample(0), travel(-1)), { kind: 'sold-out' }],
    ['full bottle sold out, no other size', product(0), { kind: 'sold-out' }],
    ['negative stock, no sizes known', { stock: -2 }, { kind: 'sold-out' }],
  ])('%s', (_, input, expected) => {
    expect(availability(input)).toEqual(expected)
    expect(isOnShelf(input)).toBe(expected.kind !== 'sold-out')
  })
})

describe('firstBuyableSize', () => {
  it.each([
    ['the full bottle while it is in stock', product(4, sample(10)), full(4)],
    ['the first other size in stock', product(0, sample(0), travel(2)), travel(2)],
    ['the full bottle when nothing is in stock', product(0, sample(0)), full(0)],
  ])('is %s', (_, input, expected) => {
    expect(firstBuyableSize(input)).toEqual(expected)
  })
})

describe('shownSize', () => {
  const bottle: ProductSize = {
    id: 1,
    label: '50ml',
    ml: 50,
    price: 30_000,
    stock: 4,
    isSample: false,
    isDefault: true,
  }
  const vial: ProductSize = {
    id: 2,
    label: '2 ml sample',
    ml: 2,
    price: 1_500,
    stock: 40,
    isSample: true,
    isDefault: false,
  }
  const page = (stock: number, sizes: ProductSize[]) => ({
    size: '50ml',
    price: 30_000,
    stock,
    sizes: sizes.map((size) => (size.isDefault ? { ...size, stock } : size)),
  })
  it.each<[string, ReturnType<typeof page>, number | undefined, ShownSize]>([
    [
      'the sample, once chosen',
      page(4, [vial, bottle]),
      2,
      { id: 2, label: '2 ml sample', price: 1_500, stock: 40 },
    ],
    [
      'the full bottle, chosen again',
      page(4, [vial, bottle]),
      1,
      { id: 1, label: '50ml', price: 30_000, stock: 4 },
    ],
    [
      'the full bottle before any choice',
      page(4, [vial, bottle]),
      undefined,
      { id: 1, label: '50ml', price: 30_000, stock: 4 },
    ],
    [
      'the sample before any choice when the bottle is sold out',
      page(0, [vial, bottle]),
      undefined,
      { id: 2, label: '2 ml sample', price: 1_500, stock: 40 },
    ],
    [
      'where the buy control starts for a size the product no longer has',
      page(4, [vial, bottle]),
      99,
      { id: 1, label: '50ml', price: 30_000, stock: 4 },
    ],
    [
      "the product's own figures when its sizes are not known",
      page(3, []),
      undefined,
      { id: undefined, label: '50ml', price: 30_000, stock: 3 },
    ],
  ])('shows %s', (_, product, sizeId, expected) => {
    expect(shownSize(product, sizeId)).toEqual(expected)
  })
})
