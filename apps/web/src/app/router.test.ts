import { parseProductsQuery } from '@scentia/domain/catalog/products-query'
import { pageDependencies } from '@scentia/domain/seo/page-dependencies'
import { pageUrl } from '@scentia/domain/seo/page-url'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageScopeOf } from '../lib/catalog'
import { createQueryClient } from '../lib/query-client'
import { isRouteHandle, resolveHead, type RouteHandle } from './page-head'
import { appRoutes } from './router'

/** Every page a URL can land on: routes with a path or an index, with their handles on the way. */
function pages(
  routes: readonly RouteObject[],
  inherited?: RouteHandle,
): [string, RouteHandle | undefined][] {
  return routes.flatMap((route) => {
    const own: unknown = route.handle
    const handle = isRouteHandle(own) ? own : inherited
    const here: [string, RouteHandle | undefined][] =
      route.path !== undefined || route.index ? [[route.path ?? '(index)', handle]] : []
    return [...here, ...pages(route.children ?? [], handle)]
  })
}

describe('the router (docs/product.md §8: a head per page)', () => {
  const queryClient = createQueryClient()
  const routes = appRoutes
  const all = pages(routes)

  it('finds every page', () => {
    expect(all.length).toBeGreaterThan(25)
  })

  it.each(all)('%s has its own title and a description', (_path, handle) => {
    expect(handle).toBeDefined()
    const head = resolveHead(handle, {
      params: { productId: 'some-product', shareToken: 'token' },
      url: new URL('https://shop.example.ng/x'),
      queryClient,
      origin: 'https://shop.example.ng',
    })
    expect(head.title).toMatch(/\S.*Scentia|Scentia.*\S/)
    expect(head.description.length).toBeGreaterThan(20)
  })

  it('gives every page a title of its own', () => {
    const titles = all
      .filter(([path]) => path !== 'orders/track' && path !== 'shop/product/:productId')
      .map(
        ([, handle]) =>
          resolveHead(handle, {
            params: {},
            url: new URL('https://shop.example.ng/x'),
            queryClient,
            origin: 'https://shop.example.ng',
          }).title,
      )
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('renders on the server exactly the public pages', () => {
    const rendered = all.filter(([, handle]) => handle?.ssr === true).map(([path]) => path)
    expect(rendered.sort()).toEqual(
      [
        '(index)',
        '*',
        'about',
        'authenticity',
        'collections',
        'contact',
        'delivery',
        'orders/track',
        'privacy',
        'quiz',
        'returns',
        'shop',
        'shop/product/:productId',
        'terms',
        'track',
        'wishlist/share/:shareToken',
      ].sort(),
    )
  })

  // The server keeps a rendered page until what it shows moves (docs/decisions/032); a page
  // whose reads are sorted by best sellers shows the stock order, so it must say so.
  it.each([
    '/',
    '/shop',
    '/shop?sort=bestsellers',
    '/shop?chip=bestsellers',
    '/shop?family=Woody&sort=price_desc',
    '/collections',
    '/quiz',
    '/quiz?o=evening&n=woody%2Coriental&i=strong&f=women&b=30000-plus',
    '/about',
  ])('%s depends on the stock order exactly when it reads best sellers', async (address) => {
    const url = new URL(address, 'https://shop.example.ng')
    const matched = matchRoutes(routes, url.pathname)?.at(-1)
    const handle: unknown = matched?.route.handle
    if (!isRouteHandle(handle)) throw new Error(`no page at ${address}`)
    const reads = (await handle.queries?.({ params: matched?.params ?? {}, url })) ?? []
    const readsBestSellers = reads.some((read) => {
      const key: readonly unknown[] = read.queryKey as readonly unknown[]
      const search = pageScopeOf(key)?.search
      const parsed = search === undefined ? null : parseProductsQuery(new URLSearchParams(search))
      return parsed?.ok === true && parsed.query.sort === 'bestsellers'
    })
    const { renderUrl } = pageUrl(url.pathname, url.search)
    expect(pageDependencies(renderUrl).readsStockOrder).toBe(readsBestSellers)
  })
})
