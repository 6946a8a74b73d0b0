import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INTENSITIES } from './product'
import {
  CATEGORY_TILES,
  countActiveFilters,
  criteriaForTile,
  EMPTY_SEARCH,
  GENDER_FILTER_OPTIONS,
  INTENSITY_FILTER_OPTIONS,
  isSearchActive,
  matchesIntensity,
  PRICE_BANDS,
  priceBandOf,
  TRENDING_CHIPS,
  type SearchCriteria,
} from './search'

function search(criteria: Partial<SearchCriteria>): SearchCriteria {
  return { ...EMPTY_SEARCH, ...criteria }
}

describe('option lists carry docs/product.md §S9 labels verbatim', () => {
  it('price bands', () => {
    expect(PRICE_BANDS.map((band) => band.label)).toEqual([
      'Under 10000',
      '10000-20000',
      '20000-30000',
      '30000+',
    ])
  })
  it('gender filter', () => {
    expect(GENDER_FILTER_OPTIONS.map((option) => [option.label, option.value])).toEqual([
      ['All', null],
      ['Women', 'female'],
      ['Men', 'male'],
      ['Unisex', 'unisex'],
    ])
  })
  it('intensity filter', () => {
    expect(INTENSITY_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All',
      'Light',
      'Moderate',
      'Strong',
      'Very Strong',
    ])
  })
  it('trending chips', () => {
    expect(TRENDING_CHIPS.map((chip) => chip.label)).toEqual([
      'New Arrivals',
      'Bestsellers',
      'Gift Sets',
      'Travel Sizes',
    ])
  })
})

describe('priceBandOf: lower bound in, upper bound out', () => {
  it.each([
    [0, 'under-10000'],
    [9_999, 'under-10000'],
    [10_000, '10000-20000'],
    [19_999, '10000-20000'],
    [20_000, '20000-30000'],
    [29_999, '20000-30000'],
    [30_000, '30000-plus'],
    [250_000, '30000-plus'],
    [-5, 'under-10000'],
  ])('₦%i is in %s', (price, band) => {
    expect(priceBandOf(price)).toBe(band)
  })

  it('puts every price in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        const bands = PRICE_BANDS.filter(
          (band) => price >= band.min && (band.max === null || price < band.max),
        )
        expect(bands.map((band) => band.id)).toEqual([priceBandOf(price)])
      }),
    )
  })
})

describe('intensity', () => {
  it.each([
    ['Strong', 'A strong, smoky oud.', 'Light', true],
    ['Strong', 'A very strong oud.', 'Light', false],
    ['Strong', 'A VERY-STRONG oud.', 'Light', false],
    ['Strong', 'Very strong at first, it dries down strong and warm.', 'Light', true],
    ['Strong', 'Stronger than it looks.', 'Light', false],
    ['Very Strong', 'A very  strong oud.', 'Light', true],
    ['Very Strong', 'A strong oud.', 'Light', false],
    ['Light', 'Light and airy.', 'Strong', true],
    ['Light', 'A lightweight veil.', 'Strong', false],
    ['Light', 'Delightful.', 'Strong', false],
    ['Moderate', 'Moderate projection.', 'Light', true],
    ['Moderate', 'Moderately sweet.', 'Light', false],
    // The product's own intensity field always counts.
    ['Moderate', 'Says nothing about strength.', 'Moderate', true],
    ['Very Strong', 'Says nothing about strength.', 'Very Strong', true],
    ['Strong', 'Says nothing about strength.', 'Very Strong', false],
  ] as const)('%s vs %j (field %s) → %s', (wanted, description, intensity, expected) => {
    expect(matchesIntensity({ description, intensity }, wanted)).toBe(expected)
  })

  it('every product matches its own intensity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTENSITIES), fc.string(), (intensity, description) => {
        expect(matchesIntensity({ intensity, description }, intensity)).toBe(true)
      }),
    )
  })
})

describe('criteria helpers', () => {
  it.each([
    [EMPTY_SEARCH, false, 0],
    [search({ text: '  ' }), false, 0],
    [search({ text: 'oud' }), true, 0],
    [search({ chip: 'gift-sets' }), true, 0],
    [search({ family: 'Woody', intensity: 'Light' }), true, 2],
    [search({ gender: 'male', price: '30000-plus' }), true, 2],
  ])('%j: active %s, %i refine filters', (criteria, active, count) => {
    expect(isSearchActive(criteria)).toBe(active)
    expect(countActiveFilters(criteria)).toBe(count)
  })

  it('a category tile sets its filter and clears the rest', () => {
    const woody = CATEGORY_TILES.find((tile) => tile.id === 'woody')!
    expect(criteriaForTile(woody)).toEqual({ ...EMPTY_SEARCH, family: 'Woody' })
  })
})
