import { describe, expect, it } from 'vitest'
import { pageDependencies } from './page-dependencies'
import { pageUrl } from './page-url'

describe('pageDependencies: what a rendered page shows of the catalogue', () => {
  it.each([
    [
      '/shop/product/oud-al-lagos-100ml',
      '',
      { productId: 'oud-al-lagos-100ml', readsStockOrder: false },
    ],
    ['/shop/product/no%20such', '', { productId: 'no such', readsStockOrder: false }],
    ['/shop/product/%E0%A4%A', '', { productId: '%E0%A4%A', readsStockOrder: false }],
    ['/shop', '', { readsStockOrder: false }],
    ['/shop', 'family=Woody&sort=price-asc', { readsStockOrder: false }],
    ['/shop', 'sort=bestsellers', { readsStockOrder: true }],
    ['/shop', 'chip=bestsellers', { readsStockOrder: false }],
    ['/collections', '', { readsStockOrder: true }],
    ['/', 'utm_source=x', { readsStockOrder: false }],
    ['/quiz', 'occasion=office', { readsStockOrder: false }],
    ['/shop/product/a/b', '', { readsStockOrder: false }],
    ['/about', '', { readsStockOrder: false }],
  ])('%s?%s depends on %j', (path, search, dependencies) => {
    expect(pageDependencies(pageUrl(path, search).renderUrl)).toEqual(dependencies)
  })
})
