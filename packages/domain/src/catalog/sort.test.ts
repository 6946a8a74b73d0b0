import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSortParam, SORT_OPTIONS, sortProducts, type SortId } from './sort'

interface Row {
  name: string
  price: number
  stock: number
  created_at: string
  best_seller: boolean
}

const rows: Row[] = [
  { name: 'a', price: 20_000, stock: 5, created_at: '2025-01-10T00:00:00Z', best_seller: false },
  { name: 'b', price: 9_000, stock: 40, created_at: '2025-03-01T00:00:00Z', best_seller: false },
  { name: 'c', price: 20_000, stock: 5, created_at: '2024-12-31T23:59:59Z', best_seller: true },
  { name: 'd', price: 45_000, stock: 12, created_at: '2025-03-01T00:00:00Z', best_seller: false },
  { name: 'e', price: 9_000, stock: 1, created_at: 'garbage', best_seller: true },
]

describe('SORT_OPTIONS', () => {
  it('carries the spec labels in the spec order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Bestsellers',
    ])
  })
})

describe('sortProducts', () => {
  it.each([
    // Ties (b/d on date, a/c and b/e on price) keep their input order.
    ['newest', 'bdace'],
    ['price-asc', 'beacd'],
    ['price-desc', 'dacbe'],
    // Marked best sellers first (c before e on stock), then the rest by stock.
    ['bestsellers', 'cebda'],
  ] as const)('%s orders the rows %s', (sort, order) => {
    expect(
      sortProducts(rows, sort)
        .map((row) => row.name)
        .join(''),
    ).toBe(order)
  })

  it('does not change the list it was given', () => {
    const copy = [...rows]
    sortProducts(rows, 'price-desc')
    expect(rows).toEqual(copy)
  })

  const rowArb = fc.record({
    name: fc.string({ maxLength: 3 }),
    price: fc.integer({ min: 0, max: 5 }),
    stock: fc.integer({ min: 0, max: 5 }),
    created_at: fc.constantFrom('2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z', 'x'),
    best_seller: fc.boolean(),
  })
  const sortArb = fc.constantFrom<SortId>(...SORT_OPTIONS.map((option) => option.id))
  const key: Record<SortId, (row: Row) => number> = {
    newest: (row) => -(Date.parse(row.created_at) || Number.NEGATIVE_INFINITY),
    'price-asc': (row) => row.price,
    'price-desc': (row) => -row.price,
    // Stock is at most 5: a marked best seller outranks any unmarked stock.
    bestsellers: (row) => (row.best_seller ? -10 : 0) - row.stock,
  }

  it('is an ordered, stable permutation for every sort', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), sortArb, (input, sort) => {
        const indexed = input.map((row, index) => ({ ...row, index }))
        const sorted = sortProducts(indexed, sort)
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(indexed)
        for (let i = 1; i < sorted.length; i++) {
          const before = sorted[i - 1]!
          const after = sorted[i]!
          expect(key[sort](before)).toBeLessThanOrEqual(key[sort](after))
          if (key[sort](before) === key[sort](after)) {
            expect(before.index).toBeLessThan(after.index)
          }
        }
      }),
    )
  })
})

describe('parseSortParam', () => {
  it.each([
    ['newest', 'newest'],
    ['price-asc', 'price-asc'],
    ['price-desc', 'price-desc'],
    ['bestsellers', 'bestsellers'],
    [null, 'newest'],
    ['cheapest', 'newest'],
  ] as const)('%s reads as %s', (raw, sort) => {
    expect(parseSortParam(raw)).toBe(sort)
  })
})
