import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../lib/query-client'
import { isRouteHandle, resolveHead, type RouteHandle } from './page-head'
import { createRoutes } from './router'

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
  const routes = createRoutes(queryClient, { awaitData: false })
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
        'collections',
        'contact',
        'orders/track',
        'quiz',
        'shop',
        'shop/product/:productId',
        'track',
        'wishlist/share/:shareToken',
      ].sort(),
    )
  })
})
