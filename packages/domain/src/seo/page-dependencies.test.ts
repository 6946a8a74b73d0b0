import { describe, expect, it } from 'vitest'
import { pageDependencies } from './page-dependencies'
import { pageUrl } from './page-url'

describe('pageDependencies: what a rendered page shows of the catalogue', () => {
  it.each([
    [
      '/shop/product/oud-al-lagos-100ml',
      '',
      { productId: 'oud-al-lagos-100ml', readsStockOrder: false, showsDeliveryRates: true },
    ],
    [
      '/shop/product/no%20such',
      '',
      { productId: 'no such', readsStockOrder: false, showsDeliveryRates: true },
    ],
    [
      '/shop/product/%E0%A4%A',
      '',
      { productId: '%E0%A4%A', readsStockOrder: false, showsDeliveryRates: true },
    ],
    ['/shop', '', { readsStockOrder: false }],
    // The delivery policy lists every state's fee and window from the owner's table.
    ['/delivery', '', { readsStockOrder: false, showsDeliveryRates: true }],
    ['/returns', '', { readsStockOrder: false }],
    ['/shop', 'family=Woody&sort=price_asc', { readsStockOrder: false }],
    ['/shop', 'sort=bestsellers', { readsStockOrder: true }],
    ['/shop', 'q=oud&sort=bestsellers&page=3', { readsStockOrder: true }],
    ['/shop', 'q=oud', { readsStockOrder: false }],
    // Links written before docs/product.md §11 read as the page reads them.
    ['/shop', 'chip=bestsellers', { readsStockOrder: true }],
    ['/shop', 'chip=gift-sets', { readsStockOrder: false }],
    ['/shop', 'sort=nonsense', { readsStockOrder: false }],
    ['/collections', '', { readsStockOrder: true }],
    ['/', 'utm_source=x', { readsStockOrder: true }],
    ['/quiz', 'occasion=office', { readsStockOrder: false }],
    [
      '/quiz',
      'o=evening&n=woody%2Coriental&i=strong&f=women&b=30000-plus',
      { readsStockOrder: true },
    ],
    ['/shop/product/a/b', '', { readsStockOrder: false }],
    ['/about', '', { readsStockOrder: false }],
  ])('%s?%s depends on %j', (path, search, dependencies) => {
    expect(pageDependencies(pageUrl(path, search).renderUrl)).toEqual(dependencies)
  })
})
