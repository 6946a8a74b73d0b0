import type { RouteMatch, RouteObject } from 'react-router'
import { accountRoutes } from './route-groups/account'
import { checkoutRoutes } from './route-groups/checkout'
import { ownerRoutes } from './route-groups/owner'
import { createAppRoutes } from './route-tree'

export { NOT_FOUND_ROUTE_ID } from './route-tree'

/**
 * The whole route tree, every area's definitions in hand: the server renders and matches with
 * it (its 404s, its pages' queries, robots.txt and the sitemap), and the tests read it. The
 * browser's own tree loads the console's, account's and checkout's definitions with their first
 * page (browser-routes.ts, decision 036); once loaded, the two trees are the same.
 */
export const appRoutes = createAppRoutes({
  account: accountRoutes,
  checkout: checkoutRoutes,
  owner: ownerRoutes,
})

/** Each area's module, as the build's manifest keys it, by its routes (browser-routes.ts loads them). */
const areaModules = new Map<RouteObject, string>([
  ...accountRoutes.map((route) => [route, 'src/app/route-groups/account.tsx'] as const),
  ...checkoutRoutes.map((route) => [route, 'src/app/route-groups/checkout.tsx'] as const),
  ...ownerRoutes.map((route) => [route, 'src/app/route-groups/owner.tsx'] as const),
])

/**
 * The area modules the browser loads before it can show these matches: the server names their
 * chunks in the HTML with the page's own (decision 036).
 */
export function areaModulesOf(matches: readonly RouteMatch[]): string[] {
  return matches.flatMap(({ route }) => {
    const key = areaModules.get(route)
    return key === undefined ? [] : [key]
  })
}
