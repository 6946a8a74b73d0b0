import type { Product } from '@scentia/domain/catalog/product'
import { describe, expect, it } from 'vitest'
import { COLLECTIONS, collectionShelf } from './collections'
import { buildProduct } from '../../test/factories'

function product(id: number, overrides: Partial<Product>): Product {
  return buildProduct({ id, description: 'A moderate scent.', type: 'Floral', ...overrides })
}

const byId = (id: string) => {
  const collection = COLLECTIONS.find((candidate) => candidate.id === id)
  if (!collection) throw new Error(id)
  return collection
}

describe('collections', () => {
  it.each([
    ['bestsellers', '/shop?chip=bestsellers'],
    ['new-arrivals', '/shop?chip=new-arrivals'],
    ['gift-sets', '/shop?chip=gift-sets'],
    ['travel-sizes', '/shop?chip=travel-sizes'],
    ['for-her', '/shop?gender=female'],
    ['for-him', '/shop?gender=male'],
    ['unisex', '/shop?gender=unisex'],
  ])('%s links to %s', (id, path) => {
    expect(collectionShelf(byId(id), undefined)).toEqual({ products: undefined, viewAllTo: path })
  })

  it('holds the matching products in the shelf order (best sellers: most stock first)', () => {
    const products = [
      product(1, { best_seller: true, stock: 3 }),
      product(2, {}),
      product(3, { best_seller: true, stock: 9 }),
    ]
    expect(collectionShelf(byId('bestsellers'), products).products?.map((p) => p.id)).toEqual([
      3, 1,
    ])
  })
})
