import { EMPTY_SEARCH, parseSearchParams } from '@scentia/domain/catalog/search'
import { describe, expect, it } from 'vitest'
import { shopPath, toSearchParams } from './search-params'

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

  it('round-trips through a real URL', () => {
    const criteria = {
      text: 'crème & co',
      family: 'Gourmand',
      gender: 'female',
      price: '30000-plus',
      intensity: 'Light',
      chip: 'gift-sets',
    } as const
    const url = new URL(`https://scentia.test${shopPath(criteria)}`)
    expect(url.pathname).toBe('/shop')
    expect(parseSearchParams(url.searchParams)).toEqual(criteria)
  })

  it.each([
    [EMPTY_SEARCH, '/shop'],
    [{ family: 'Woody' as const }, '/shop?family=Woody'],
    [{ text: 'amber', gender: 'unisex' as const }, '/shop?search=amber&gender=unisex'],
  ])('%j links to %s', (criteria, path) => {
    expect(shopPath(criteria)).toBe(path)
  })
})
