import { describe, expect, it } from 'vitest'
import type { Product } from '../catalog/product'
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, websiteJsonLd } from './structured-data'

const product = {
  id: 11,
  productId: 'oud-al-lagos-100ml',
  name: 'Oud Al Lagos',
  brand: 'Oba Parfums',
  description: 'Smoky agarwood.',
  price: 48500,
  stock: 3,
  gender: 'unisex',
  size: '100ml',
  type: 'Woody',
  intensity: 'Very Strong',
  notes: { top: ['Saffron'], heart: ['Agarwood'], base: ['Amber'] },
  image: '/api/products/art/oud.svg?v=1',
  imageId: 'oud',
  best_seller: true,
  gift_set: false,
  travel_size: false,
  created_at: '2026-06-16T00:00:00.000Z',
  inWishlist: false,
  sizes: [
    { id: 1, label: '100 ml', ml: 100, price: 48500, stock: 3, isSample: false, isDefault: true },
  ],
  rating: null,
} as unknown as Product

describe('structured data (docs/product.md §8)', () => {
  it.each([
    ['https://shop.ng', '/shop', 'https://shop.ng/shop'],
    ['https://shop.ng/', 'shop', 'https://shop.ng/shop'],
    ['https://shop.ng', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('absoluteUrl(%s, %s) is %s', (origin, path, expected) => {
    expect(absoluteUrl(origin, path)).toBe(expected)
  })

  it("names an owner's uploaded photo alone: it is raster already", () => {
    const photographed = { ...product, image: '/api/products/photo/4?v=9f86d081884c' }
    expect(productJsonLd('https://shop.ng', photographed, '/shop/product/x').image).toBe(
      'https://shop.ng/api/products/photo/4?v=9f86d081884c',
    )
  })

  it('gives a product its offer in naira with availability from stock', () => {
    const inStock = productJsonLd('https://shop.ng', product, '/shop/product/oud-al-lagos-100ml')
    expect(inStock).toMatchObject({
      '@type': 'Product',
      image: [
        'https://shop.ng/api/products/art/oud.svg?v=1',
        'https://shop.ng/api/products/art/oud.png?v=1',
      ],
      brand: { '@type': 'Brand', name: 'Oba Parfums' },
      offers: {
        price: '48500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(inStock).not.toHaveProperty('aggregateRating')
    const soldOut = productJsonLd('https://shop.ng', { ...product, stock: 0 }, '/p')
    expect(soldOut).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } })
  })

  it('offers each size with its own price and stock when the fragrance has a sample', () => {
    const sample = {
      id: 2,
      label: '2 ml sample',
      ml: 2,
      price: 2500,
      stock: 9,
      isSample: true,
      isDefault: false,
    }
    const soldOutBottle = {
      ...product,
      stock: 0,
      sizes: [{ ...product.sizes[0], stock: 0 }, sample],
    } as Product
    const data = productJsonLd('https://shop.ng', soldOutBottle, '/p')
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: '100 ml',
        price: '48500.00',
        availability: 'https://schema.org/OutOfStock',
      }),
      expect.objectContaining({
        name: '2 ml sample',
        price: '2500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
      }),
    ])
  })

  it('adds aggregateRating and reviews only when verified reviews exist', () => {
    const rated = { ...product, rating: { average: 4.5, count: 2 } } as Product
    const data = productJsonLd('https://shop.ng', rated, '/p', [
      { authorName: 'Ada', stars: 5, text: 'Lasts all day.', createdAt: '2026-11-01T10:00:00Z' },
      { authorName: 'Tunde', stars: 4, text: '', createdAt: '2026-11-02T10:00:00Z' },
    ])
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [
        { author: { name: 'Ada' }, reviewBody: 'Lasts all day.', datePublished: '2026-11-01' },
        { author: { name: 'Tunde' }, reviewRating: { ratingValue: 4 } },
      ],
    })
    expect((data.review as object[])[1]).not.toHaveProperty('reviewBody')
  })

  it('numbers breadcrumbs from 1 with absolute items, and points the search box at /shop', () => {
    expect(
      breadcrumbJsonLd('https://shop.ng', [
        { name: 'Home', path: '/' },
        { name: 'Shop', path: '/shop' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.ng/' },
        { position: 2, name: 'Shop', item: 'https://shop.ng/shop' },
      ],
    })
    expect(websiteJsonLd('https://shop.ng')).toMatchObject({
      potentialAction: {
        target: { urlTemplate: 'https://shop.ng/shop?search={search_term_string}' },
      },
    })
  })
})
