import { GENDERS, INTENSITIES, SCENT_FAMILIES } from './product'
import { EMPTY_SEARCH, PRICE_BANDS, TRENDING_CHIPS, type SearchCriteria } from './search'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSearchParams, toSearchParams } from './search-params'

function search(criteria: Partial<SearchCriteria>): SearchCriteria {
  return { ...EMPTY_SEARCH, ...criteria }
}

describe('toSearchParams', () => {
  it('writes the search and keeps parameters it does not own', () => {
    const params = toSearchParams(
      { text: 'rose oud', family: 'Woody', intensity: 'Very Strong' },
      new URLSearchParams('sort=price-asc&search=old&gender=male'),
    )
    expect(params.toString()).toBe(
      'sort=price-asc&search=rose+oud&family=Woody&intensity=very-strong',
    )
  })
})

describe('parseSearchParams and toSearchParams (the /shop URL codec)', () => {
  it.each([
    ['', EMPTY_SEARCH],
    ['search=rose%20oud', search({ text: 'rose oud' })],
    ['family=Woody', search({ family: 'Woody' })],
    ['family=woody', search({ family: 'Woody' })],
    ['family=Leather', EMPTY_SEARCH],
    ['gender=female', search({ gender: 'female' })],
    ['gender=Women', search({ gender: 'female' })],
    ['gender=men', search({ gender: 'male' })],
    ['gender=Unisex', search({ gender: 'unisex' })],
    ['gender=all', EMPTY_SEARCH],
    ['price=10000-20000', search({ price: '10000-20000' })],
    ['price=30000%2B', search({ price: '30000-plus' })],
    ['price=cheap', EMPTY_SEARCH],
    ['intensity=very-strong', search({ intensity: 'Very Strong' })],
    ['intensity=Very%20Strong', search({ intensity: 'Very Strong' })],
    ['intensity=LIGHT', search({ intensity: 'Light' })],
    ['chip=gift-sets', search({ chip: 'gift-sets' })],
    ['chip=new', search({ chip: 'new-arrivals' })],
    [
      'search=amber&family=Oriental&gender=male&price=under-10000&intensity=strong&chip=bestsellers&sort=price-asc',
      {
        text: 'amber',
        family: 'Oriental',
        gender: 'male',
        price: 'under-10000',
        intensity: 'Strong',
        chip: 'bestsellers',
      },
    ],
  ] as const)('?%s reads as %j', (text, criteria) => {
    expect(parseSearchParams(new URLSearchParams(text))).toEqual(criteria)
  })

  it('caps the text at 100 characters', () => {
    const long = 'a'.repeat(300)
    expect(parseSearchParams(new URLSearchParams([['search', long]])).text).toHaveLength(100)
  })

  it.each([
    [EMPTY_SEARCH, []],
    [search({ text: '  rose ' }), [['search', 'rose']]],
    [
      search({ family: 'Woody', intensity: 'Very Strong', chip: 'travel-sizes' }),
      [
        ['family', 'Woody'],
        ['intensity', 'very-strong'],
        ['chip', 'travel-sizes'],
      ],
    ],
  ] as const)('%j writes %j', (criteria, entries) => {
    expect([...toSearchParams(criteria)]).toEqual(entries)
  })

  it('reads back what it writes', () => {
    const criteriaArb = fc.record({
      text: fc.string({ maxLength: 120 }).map((text) => text.trim()),
      family: fc.constantFrom(null, ...SCENT_FAMILIES),
      gender: fc.constantFrom(null, ...GENDERS),
      price: fc.constantFrom(null, ...PRICE_BANDS.map((band) => band.id)),
      intensity: fc.constantFrom(null, ...INTENSITIES),
      chip: fc.constantFrom(null, ...TRENDING_CHIPS.map((chip) => chip.id)),
    } as const)
    fc.assert(
      fc.property(criteriaArb, (criteria) => {
        const params = toSearchParams(criteria)
        expect(parseSearchParams(params)).toEqual({
          ...criteria,
          text: criteria.text.slice(0, 100).trim(),
        })
      }),
    )
  })
})
