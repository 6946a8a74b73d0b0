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
