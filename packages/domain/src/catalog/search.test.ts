import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INTENSITIES } from './product'
import {
  CATEGORY_TILES,
  countActiveFilters,
  criteriaForTile,
  EMPTY_SEARCH,
  filterProducts,
  GENDER_FILTER_OPTIONS,
  INTENSITY_FILTER_OPTIONS,
  isSearchActive,
  matchesIntensity,
  NEW_ARRIVALS_COUNT,
  newArrivalIds,
  PRICE_BANDS,
  priceBandOf,
  searchProducts,
  searchTerms,
  TRENDING_CHIPS,
  type SearchCriteria,
} from './search'
import { testProduct } from './test-products'

const product = testProduct

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

describe('free text', () => {
  const rose = product({ name: 'Rose Absolue', brand: 'Lumière', description: 'Damask petals.' })
  const oud = product({ name: 'Midnight', brand: 'Arabian Oud', description: 'Smoky resin.' })
  const amber = product({ name: 'Citrus', brand: 'Sol', description: 'Zest over warm AMBER.' })
  const all = [rose, oud, amber]

  it.each([
    ['matches the name, case-insensitive', 'rose ABS', [rose]],
    ['matches the brand', 'arabian', [oud]],
    ['matches the description', 'amber', [amber]],
    ['ignores accents', 'lumiere', [rose]],
    ['needs every word somewhere', 'rose resin', []],
    ['lets words come from different fields', 'midnight smoky', [oud]],
    ['treats blank text as no filter', '   ', all],
    ['finds nothing for an unknown word', 'vetiver', []],
  ])('%s (%j)', (_label, text, expected) => {
    expect(filterProducts(all, search({ text }))).toEqual(expected)
  })

  it('splits on any whitespace and drops empties', () => {
    expect(searchTerms('  Oud\tRose  ')).toEqual(['oud', 'rose'])
  })
})

describe('family, gender, price band', () => {
  const woodyMen = product({ type: 'Woody', gender: 'male', price: 9_999 })
  const floralWomen = product({ type: 'Floral', gender: 'female', price: 10_000 })
  const woodyUnisex = product({ type: 'Woody', gender: 'unisex', price: 30_000 })
  const all = [woodyMen, floralWomen, woodyUnisex]

  it.each([
    ['family', { family: 'Woody' }, [woodyMen, woodyUnisex]],
    ['gender Women', { gender: 'female' }, [floralWomen]],
    ['gender Men', { gender: 'male' }, [woodyMen]],
    ['gender Unisex', { gender: 'unisex' }, [woodyUnisex]],
    ['Under 10000 takes ₦9,999', { price: 'under-10000' }, [woodyMen]],
    ['10000-20000 takes ₦10,000', { price: '10000-20000' }, [floralWomen]],
    ['20000-30000 leaves out ₦30,000', { price: '20000-30000' }, []],
    ['30000+ takes ₦30,000', { price: '30000-plus' }, [woodyUnisex]],
    ['all together', { family: 'Woody', gender: 'unisex', price: '30000-plus' }, [woodyUnisex]],
    ['all together, none left', { family: 'Floral', gender: 'male' }, []],
  ] as const)('%s', (_label, criteria, expected) => {
    expect(filterProducts(all, search(criteria))).toEqual(expected)
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

  it('filters with the intensity', () => {
    const light = product({ intensity: 'Light' })
    const strong = product({ intensity: 'Strong' })
    expect(filterProducts([light, strong], search({ intensity: 'Strong' }))).toEqual([strong])
  })

  it('every product matches its own intensity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTENSITIES), fc.string(), (intensity, description) => {
        expect(matchesIntensity({ intensity, description }, intensity)).toBe(true)
      }),
    )
  })
})

describe('trending chips', () => {
  it.each([
    ['bestsellers', { best_seller: true }],
    ['gift-sets', { gift_set: true }],
    ['travel-sizes', { travel_size: true }],
  ] as const)('%s keeps the flagged products', (chip, flag) => {
    const flagged = product(flag)
    expect(filterProducts([product(), flagged, product()], search({ chip }))).toEqual([flagged])
  })

  it(`New Arrivals keeps the ${NEW_ARRIVALS_COUNT} newest, in catalogue order`, () => {
    const products = Array.from({ length: 20 }, (_, day) =>
      product({ created_at: `2025-03-${String(day + 1).padStart(2, '0')}T10:00:00Z` }),
    )
    const results = filterProducts(products, search({ chip: 'new-arrivals' }))
    expect(results).toEqual(products.slice(20 - NEW_ARRIVALS_COUNT))
  })

  it('New Arrivals is taken from the whole catalogue before the other filters', () => {
    const old = product({ name: 'Old Rose', created_at: '2020-01-01T00:00:00Z' })
    const recent = Array.from({ length: NEW_ARRIVALS_COUNT }, () =>
      product({ created_at: '2025-06-01T00:00:00Z' }),
    )
    expect(
      filterProducts([old, ...recent], search({ chip: 'new-arrivals', text: 'rose' })),
    ).toEqual([])
    expect(newArrivalIds([old, ...recent]).has(old.id)).toBe(false)
  })

  it('an unreadable date is never a new arrival while dated ones remain', () => {
    const undated = product({ created_at: 'not a date' })
    const dated = product({ created_at: '2019-01-01T00:00:00Z' })
    expect(
      newArrivalIds([undated, dated, ...Array.from({ length: 11 }, () => product())]).has(
        undated.id,
      ),
    ).toBe(false)
  })
})

describe('all filters together', () => {
  it('results are exactly the products passing every filter on its own', () => {
    const productArb = fc.record({
      name: fc.constantFrom('Rose', 'Oud', 'Amber'),
      brand: fc.constantFrom('A', 'B'),
      description: fc.constantFrom('light', 'a strong one', 'very strong', ''),
      price: fc.integer({ min: 0, max: 50_000 }),
      gender: fc.constantFrom('male', 'female', 'unisex'),
      type: fc.constantFrom('Floral', 'Woody', 'Fresh'),
      intensity: fc.constantFrom(...INTENSITIES),
      best_seller: fc.boolean(),
      gift_set: fc.boolean(),
      travel_size: fc.boolean(),
    } as const)
    const criteriaArb = fc.record({
      text: fc.constantFrom('', 'rose', 'a', 'strong'),
      family: fc.constantFrom(null, 'Floral', 'Woody'),
      gender: fc.constantFrom(null, 'male', 'female', 'unisex'),
      price: fc.constantFrom(null, ...PRICE_BANDS.map((band) => band.id)),
      intensity: fc.constantFrom(null, ...INTENSITIES),
      chip: fc.constantFrom(null, 'bestsellers', 'gift-sets', 'travel-sizes'),
    } as const)
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 15 }), criteriaArb, (raw, criteria) => {
        const products = raw.map((fields) => product(fields))
        const one = (partial: Partial<SearchCriteria>) =>
          new Set(filterProducts(products, search(partial)))
        const singles = [
          one({ text: criteria.text }),
          one({ family: criteria.family }),
          one({ gender: criteria.gender }),
          one({ price: criteria.price }),
          one({ intensity: criteria.intensity }),
          one({ chip: criteria.chip }),
        ]
        const expected = products.filter((p) => singles.every((set) => set.has(p)))
        expect(filterProducts(products, criteria)).toEqual(expected)
      }),
    )
  })
})

describe('searchProducts ranks name matches first', () => {
  it('puts products named after the text ahead of description matches, order otherwise kept', () => {
    const described = product({ name: 'Citrus', description: 'A hint of amber.' })
    const named = product({ name: 'Amber Nights' })
    const named2 = product({ name: 'Golden Amber' })
    expect(searchProducts([described, named, named2], search({ text: 'amber' }))).toEqual([
      named,
      named2,
      described,
    ])
  })

  it('keeps catalogue order without text', () => {
    const a = product({ best_seller: true })
    const b = product({ best_seller: true })
    expect(searchProducts([a, b], search({ chip: 'bestsellers' }))).toEqual([a, b])
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
