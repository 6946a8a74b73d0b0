import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createBrowserRoutes } from './browser-routes'
import { awaitsRouteGroup, matchRoutesLoadingGroups } from './page-router'
import { appRoutes } from './router'
import { accountRoutes } from './route-groups/account'
import { checkoutRoutes } from './route-groups/checkout'
import { ownerRoutes } from './route-groups/owner'

/** Every address a group's routes answer, parameters filled in. */
function addressesOf(routes: readonly RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = `${prefix}/${route.path ?? ''}`.replace(/\/+/g, '/').replace(/\/$/, '') || '/'
    const here = route.path !== undefined || route.index ? [path.replace(/:(\w+)/g, 'some-$1')] : []
    return [...here, ...addressesOf(route.children ?? [], path)]
  })
}

/** What a match list says about the page: each route's path and handle, outermost first. */
const pageOf = (matches: readonly { route: RouteObject; params: object }[] | null) =>
  (matches ?? []).map(({ route, params }) => ({ path: route.path, handle: route.handle, params }))

const moved = [
  ...addressesOf(accountRoutes),
  ...addressesOf(checkoutRoutes),
  ...addressesOf(ownerRoutes),
]

describe("the browser's route tree (decision 036: the console, account and checkout load with their first page)", () => {
  it('knows the first screens without loading any area', () => {
    const routes = createBrowserRoutes()
    for (const address of ['/', '/shop', '/shop/product/p-1', '/quiz', '/cart', '/delivery']) {
      const matches = matchRoutes(routes, address)
      expect(awaitsRouteGroup(matches ?? []), address).toBe(false)
      expect(pageOf(matches), address).toEqual(pageOf(matchRoutes(appRoutes, address)))
    }
  })

  it.each(moved)('stands in for %s until its area loads', (address) => {
    expect(awaitsRouteGroup(matchRoutes(createBrowserRoutes(), address) ?? [])).toBe(true)
  })

  it.each([...moved, '/account/nowhere', '/admin/nowhere', '/orders/1/nowhere', '/nowhere'])(
    'matches %s as the server does once its area is loaded',
    async (address) => {
      const matches = await matchRoutesLoadingGroups(createBrowserRoutes(), address)
      expect(awaitsRouteGroup(matches)).toBe(false)
      expect(pageOf(matches)).toEqual(pageOf(matchRoutes(appRoutes, address)))
    },
  )

  it('ends with the same tree as the server once every area is loaded', async () => {
    const routes = createBrowserRoutes()
    for (const address of ['/admin', '/wishlist', '/checkout']) {
      await matchRoutesLoadingGroups(routes, address)
    }
    const paths = (tree: readonly RouteObject[]): unknown[] =>
      tree.map((route): unknown => [
        route.path ?? route.id ?? '',
        route.handle,
        paths(route.children ?? []),
      ])
    expect(paths(routes)).toEqual(paths(appRoutes))
  })
})
