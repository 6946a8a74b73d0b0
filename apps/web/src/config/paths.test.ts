import { readShopQuery } from '@scentia/domain/catalog/shop-url'
import { describe, expect, it } from 'vitest'
import { shopPath } from './paths'

describe('shopPath', () => {
  it('round-trips through a real URL, in GET /api/products’ names', () => {
    const query = {
      q: 'crème & co',
      family: 'Gourmand',
      gender: 'female',
      intensity: 'Light',
      minPrice: 30_000,
      page: 3,
    } as const
    const url = new URL(`https://scentia.test${shopPath(query)}`)
    expect(url.pathname).toBe('/shop')
    expect(readShopQuery(url.searchParams)).toMatchObject(query)
  })

  it.each([
    [{}, '/shop'],
    [{ family: 'Woody' as const }, '/shop?family=Woody'],
    [{ q: 'amber', gender: 'unisex' as const }, '/shop?q=amber&gender=unisex'],
  ])('%j links to %s', (query, path) => {
    expect(shopPath(query)).toBe(path)
  })
})
