import type { RouteObject } from 'react-router'
import { lazyRouteGroup } from './page-router'
import { createAppRoutes } from './route-tree'

/**
 * The browser's route tree (decision 036): the console's, account's and checkout's route
 * definitions (their titles, and each page's chunk list) are not in the first load; each area
 * loads with its first page, in place of the stand-ins for the paths it answers. The server
 * matches with the whole tree (router.tsx), so its pages, 404s and queries are the same.
 */
export function createBrowserRoutes(): RouteObject[] {
  const tree: RouteObject[] = createAppRoutes({
    account: lazyRouteGroup(
      ['wishlist/*', 'account/*', 'verification', 'reset-password'],
      async () => (await import('./route-groups/account')).accountRoutes,
      () => tree,
    ),
    checkout: lazyRouteGroup(
      ['checkout/*', 'reminders/*', 'thank-you-page', 'orders/*', 'track'],
      async () => (await import('./route-groups/checkout')).checkoutRoutes,
      () => tree,
    ),
    owner: lazyRouteGroup(
      ['admin/*'],
      async () => (await import('./route-groups/owner')).ownerRoutes,
      () => tree,
    ),
  })
  return tree
}
