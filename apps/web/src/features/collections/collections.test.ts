import { productsQueryToSearchParams } from '@scentia/domain/catalog/products-query'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS, familyQuery, shelfQuery, shelfShopPath } from './collections'

const byId = (id: string) => {
  const collection = COLLECTIONS.find((candidate) => candidate.id === id)
  if (!collection) throw new Error(id)
  return collection
}

describe('collections', () => {
  it.each([
    ['bestsellers', '/shop?sort=bestsellers', 'sort=bestsellers&per_page=4'],
    ['new-arrivals', '/shop', 'per_page=4'],
    ['gift-sets', '/shop?gift_set=1', 'gift_set=1&per_page=4'],
    ['travel-sizes', '/shop?travel_size=1', 'travel_size=1&per_page=4'],
    [
      'for-her',
      '/shop?gender=female&sort=bestsellers',
      'gender=female&sort=bestsellers&per_page=4',
    ],
    ['for-him', '/shop?gender=male&sort=bestsellers', 'gender=male&sort=bestsellers&per_page=4'],
    ['unisex', '/shop?gender=unisex&sort=bestsellers', 'gender=unisex&sort=bestsellers&per_page=4'],
  ])('%s links to %s and reads only its row (?%s)', (id, path, read) => {
    expect(shelfShopPath(byId(id))).toBe(path)
    expect(productsQueryToSearchParams(shelfQuery(byId(id))).toString()).toBe(read)
  })

  it('a family card reads three bottles, and the family’s total with them', () => {
    expect(productsQueryToSearchParams(familyQuery('Woody')).toString()).toBe(
      'family=Woody&sort=bestsellers&per_page=3',
    )
  })
})
