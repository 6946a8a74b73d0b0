import { EMPTY_SEARCH } from '@scentia/domain/catalog/search'
import { parseSearchParams } from '@scentia/domain/catalog/search-params'
import { describe, expect, it } from 'vitest'
import { shopPath } from './paths'

describe('shopPath', () => {
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
