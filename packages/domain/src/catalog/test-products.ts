import type { Product } from './product'

let nextId = 1

/**
 * A whole product for the domain's tests, each with its own id: the search, the quiz and the
 * similar-scent ranking are all tested on products from here. Defaults are plain on
 * purpose (a fresh, moderate ₦15,000 unisex scent, 10 in stock); a test names what it relies on.
 */
export function testProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++
  return {
    id,
    productId: `p-${id}`,
    name: `Perfume ${id}`,
    brand: 'Maison Test',
    description: 'A quiet everyday scent.',
    price: 15_000,
    stock: 10,
    gender: 'unisex',
    size: '50ml',
    type: 'Fresh',
    intensity: 'Moderate',
    notes: { top: [], heart: [], base: [] },
    image: `/art/${id}.svg`,
    imageId: `art-${id}`,
    best_seller: false,
    gift_set: false,
    travel_size: false,
    created_at: '2025-01-01T00:00:00.000Z',
    inWishlist: false,
    sizes: [],
    rating: null,
    ...overrides,
  }
}
