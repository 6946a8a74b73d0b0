import { describe, expect, it } from 'vitest'
import {
  MAX_SIMILAR_SCENTS,
  SIMILAR_CANDIDATES_PER_READ,
  similarCandidateQueries,
  similarScents,
  type SimilarScentProduct,
} from './similar-scents'

let nextId = 1
function perfume(overrides: Partial<SimilarScentProduct> = {}): SimilarScentProduct {
  const id = nextId++
  return {
    id,
    name: `Perfume ${String(id).padStart(3, '0')}`,
    price: 15_000,
    stock: 5,
    type: 'Floral',
    intensity: 'Moderate',
    notes: { top: ['Pear'], heart: ['Rose'], base: ['Musk'] },
    ...overrides,
  }
}

const SAMPLE_IN_STOCK = { id: 900, label: '2 ml sample', stock: 12, isDefault: false }

/** Nothing in common with `base` below: another family, two steps louder, two bands dearer. */
const stranger = (overrides: Partial<SimilarScentProduct> = {}) =>
  perfume({
    type: 'Fresh',
    intensity: 'Very Strong',
    price: 45_000,
    notes: { top: ['Lemon'], heart: ['Mint'], base: ['Cedar'] },
    ...overrides,
  })

const base = perfume({
  name: 'Amber Night',
  type: 'Oriental',
  intensity: 'Strong',
  price: 25_000,
  notes: { top: ['Saffron'], heart: ['Amber'], base: ['Vanilla', 'Oud'] },
})

const names = (list: { product: { name: string } }[]) => list.map((entry) => entry.product.name)

describe('similarScents: the reason', () => {
  it.each<[string, Partial<SimilarScentProduct>, string, string[]]>([
    [
      'two shared notes, named in the product page order',
      { notes: { top: ['amber '], heart: [], base: ['VANILLA'] } },
      'also amber and vanilla',
      ['also amber and vanilla'],
    ],
    [
      'three shared notes name only two',
      { notes: { top: ['Saffron'], heart: ['Amber'], base: ['Oud'] } },
      'also saffron and amber',
      ['also saffron and amber'],
    ],
    ['the family alone', { type: 'Oriental' }, 'same oriental family', ['same oriental family']],
    [
      'the intensity alone',
      { intensity: 'Strong' },
      'same strong intensity',
      ['same strong intensity'],
    ],
    ['the price band alone', { price: 21_000 }, 'a similar price', ['a similar price']],
    [
      'everything, strongest first',
      {
        type: 'Oriental',
        intensity: 'Strong',
        price: 29_999,
        notes: { top: [], heart: ['Amber'], base: [] },
      },
      'also amber',
      ['also amber', 'same oriental family', 'same strong intensity', 'a similar price'],
    ],
  ])('%s', (_label, overrides, reason, reasons) => {
    const [found] = similarScents(base, [stranger(overrides)])
    expect(found?.reason).toBe(reason)
    expect(found?.reasons).toEqual(reasons)
  })
})

describe('similarScents: who is left out', () => {
  it.each<[string, SimilarScentProduct[], number]>([
    ['the product itself', [base], 0],
    ['a sold-out fragrance', [perfume({ type: 'Oriental', stock: 0 })], 0],
    ['one with nothing in common', [stranger()], 0],
    // One step louder and one band dearer earns points but says nothing the shopper would call
    // "similar", so it is not shown.
    ['near misses only', [stranger({ intensity: 'Moderate', price: 35_000 })], 0],
    ['none in stock', [perfume({ stock: 0 }), perfume({ type: 'Oriental', stock: 0 })], 0],
    [
      'fewer than six candidates: all of them',
      [perfume({ price: 22_000 }), perfume({ type: 'Oriental' })],
      2,
    ],
    [
      'a sold-out full bottle whose sample is in stock: kept',
      [perfume({ type: 'Oriental', stock: 0, sizes: [SAMPLE_IN_STOCK] })],
      1,
    ],
  ])('%s', (_label, catalogue, count) => {
    expect(similarScents(base, catalogue)).toHaveLength(count)
  })

  it('shows six at most, and fewer when asked', () => {
    const catalogue = Array.from({ length: 10 }, () => perfume({ type: 'Oriental' }))
    expect(similarScents(base, catalogue)).toHaveLength(MAX_SIMILAR_SCENTS)
    expect(similarScents(base, catalogue, { limit: 2 })).toHaveLength(2)
    expect(similarScents(base, catalogue, { limit: 0 })).toHaveLength(0)
  })
})

describe('similarScents: the ranking', () => {
  it('ranks shared notes above the family, the family above intensity, intensity above price', () => {
    const notes = stranger({
      name: 'Notes',
      notes: { top: ['Amber', 'Oud', 'Vanilla'], heart: [], base: [] },
    })
    const family = stranger({ name: 'Family', type: 'Oriental' })
    const intensity = stranger({ name: 'Intensity', intensity: 'Strong' })
    const price = stranger({ name: 'Price', price: 22_000 })
    expect(names(similarScents(base, [price, intensity, family, notes]))).toEqual([
      'Notes',
      'Family',
      'Intensity',
      'Price',
    ])
  })

  it('counts up to three shared notes', () => {
    const three = stranger({
      name: 'Three',
      notes: { top: ['Amber', 'Oud', 'Vanilla'], heart: [], base: [] },
    })
    const four = stranger({
      name: 'Four',
      notes: { top: ['Amber', 'Oud', 'Vanilla', 'Saffron'], heart: [], base: [] },
    })
    const [first, second] = similarScents(base, [three, four])
    // Equal points; the fourth note still breaks the tie.
    expect(first?.score).toBe(second?.score)
    expect(first?.product.name).toBe('Four')
  })

  it.each<[string, SimilarScentProduct[], string[]]>([
    [
      'equal points: the closer price first',
      [
        stranger({ name: 'Far', type: 'Oriental', price: 20_000 }),
        stranger({ name: 'Near', type: 'Oriental', price: 26_000 }),
      ],
      ['Near', 'Far'],
    ],
    [
      'equal points and price gap: by name',
      [
        stranger({ name: 'Zara', type: 'Oriental', price: 24_000 }),
        stranger({ name: 'Azur', type: 'Oriental', price: 26_000 }),
      ],
      ['Azur', 'Zara'],
    ],
  ])('%s', (_label, catalogue, expected) => {
    expect(names(similarScents(base, catalogue))).toEqual(expected)
    expect(names(similarScents(base, [...catalogue].reverse()))).toEqual(expected)
  })

  it('gives the same row for the catalogue in any order (ties included)', () => {
    const catalogue = Array.from({ length: 9 }, (_, index) =>
      perfume({ name: 'Twin', type: index % 2 ? 'Oriental' : 'Floral', price: 25_000 }),
    )
    const forwards = similarScents(base, catalogue).map((entry) => entry.product.id)
    const backwards = similarScents(base, [...catalogue].reverse()).map((entry) => entry.product.id)
    expect(backwards).toEqual(forwards)
  })
})

describe('similarCandidateQueries: a bounded set of candidates', () => {
  it.each([
    [
      { top: ['Bergamot'], heart: ['Rose'], base: ['Oud', 'Amber', 'Musk'] },
      [{ family: 'Woody' }, { note: 'oud' }, { note: 'amber' }],
    ],
    [
      { top: ['Lemon'], heart: ['Jasmine', 'jasmine '], base: [] },
      [{ family: 'Woody' }, { note: 'jasmine' }, { note: 'lemon' }],
    ],
    [{ top: [], heart: [], base: [] }, [{ family: 'Woody' }]],
  ])('notes %j are read as %j, 24 each', (notes, reads) => {
    expect(similarCandidateQueries({ type: 'Woody', notes })).toEqual(
      reads.map((read) => ({ ...read, perPage: SIMILAR_CANDIDATES_PER_READ })),
    )
  })
})
